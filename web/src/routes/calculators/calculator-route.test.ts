import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '@36x/common';
import { pageContextKey } from '../../app/page-context';
import { calculatorAction } from './calculator-route';

/** The action's arguments as the function hands them over: its page context with the parsed form. */
const posted = (form: Record<string, unknown>) => {
  const context = new RouterContextProvider();
  context.set(pageContextKey, { form } as unknown as PageContext);
  return {
    request: new Request('http://localhost/calculator/loan-amortization/results', { method: 'POST' }),
    context,
    params: {},
  } as unknown as ActionFunctionArgs;
};

describe("a calculator's no-script post (CALC-PAGE-8)", () => {
  it('when amounts arrive grouped as typed, then the calculator receives their digits', async () => {
    const { inputs } = await calculatorAction(
      posted({ loanAmount: '10,00,000', interestRate: '8.5', loanTenure: ' 20 ' }),
    );
    expect(inputs).toEqual({ loanAmount: '1000000', interestRate: '8.5', loanTenure: '20' });
  });

  it('when a field is not text or not a number, then text is kept as typed, a repeated name keeps its last and anything else is dropped', async () => {
    const { inputs } = await calculatorAction(
      posted({ stepUpTiming: 'start-of-year', list: ['a', 'b'], n: 3, none: [] }),
    );
    expect(inputs).toEqual({ stepUpTiming: 'start-of-year', list: 'b' });
  });

  it('when a box is ticked, then its hidden 0 and its 1 arrive and the last counts; unticked it is 0', async () => {
    const { inputs } = await calculatorAction(
      posted({ hasTrademark: ['0', '1'], hasGSTRequirement: '0', companyName: 'Acme' }),
    );
    expect(inputs).toEqual({ hasTrademark: '1', hasGSTRequirement: '0', companyName: 'Acme' });
  });

  it("when a list's items arrive as indexed fields, then the list comes back as a link carries it, in order", async () => {
    const { inputs } = await calculatorAction(
      posted({
        'children.1.age': '4',
        'children.0.age': '12',
        'children.0.basicOn': ['0', '1'],
        'children.0.higherAmt': '25,00,000',
        'children.1.marriageOn': '0',
        annualIncome: '12,00,000',
      }),
    );
    expect(inputs).toEqual({
      annualIncome: '1200000',
      children: JSON.stringify([
        { age: '12', basicOn: '1', higherAmt: '2500000' },
        { age: '4', marriageOn: '0' },
      ]),
    });
  });

  it('when "Add child" is pressed, then the list grows by an empty child and keeps every other value', async () => {
    const { inputs } = await calculatorAction(
      posted({ 'children.0.age': '12', annualIncome: '900000', intent: 'add:children' }),
    );
    expect(inputs).toEqual({ annualIncome: '900000', children: JSON.stringify([{ age: '12' }, {}]) });
    // The first child of an empty list.
    expect((await calculatorAction(posted({ intent: 'add:children' }))).inputs).toEqual({
      children: JSON.stringify([{}]),
    });
  });

  it('when "Add Fund" is pressed, then the entry typed in the add fields joins the list', async () => {
    const { inputs } = await calculatorAction(
      posted({
        'funds.0.name': 'Axis Bluechip',
        'funds.0.category': 'Large Cap',
        'funds.new.name': 'Parag Parikh Flexi Cap',
        'funds.new.category': 'Flexi Cap',
        intent: 'add:funds',
      }),
    );
    expect(JSON.parse(inputs.funds!)).toEqual([
      { name: 'Axis Bluechip', category: 'Large Cap' },
      { name: 'Parag Parikh Flexi Cap', category: 'Flexi Cap' },
    ]);
    expect(inputs).not.toHaveProperty('funds.new');
  });

  it('when Calculate is pressed with an entry typed but not added, then the list is unchanged and the entry comes back', async () => {
    const { inputs } = await calculatorAction(
      posted({
        'funds.0.name': 'A',
        'funds.0.category': 'ELSS',
        'funds.new.name': 'B',
        'funds.new.category': 'Debt',
      }),
    );
    expect(JSON.parse(inputs.funds!)).toEqual([{ name: 'A', category: 'ELSS' }]);
    expect(JSON.parse(inputs['funds.new']!)).toEqual({ name: 'B', category: 'Debt' });
    // Add fields left blank are not an entry.
    const blank = await calculatorAction(posted({ 'funds.new.name': ' ', 'funds.new.category': '' }));
    expect(blank.inputs).toEqual({ funds: '[]' });
  });

  it("when an item's Remove is pressed, then that item goes and the others keep their order", async () => {
    const { inputs } = await calculatorAction(
      posted({
        'schemes.0.name': 'A',
        'schemes.1.name': 'B',
        'schemes.2.name': 'C',
        intent: 'remove:schemes:1',
      }),
    );
    expect(JSON.parse(inputs.schemes!)).toEqual([{ name: 'A' }, { name: 'C' }]);
  });

  it('when an intent or a list field is malformed, then it is not read as a list', async () => {
    const { inputs } = await calculatorAction(
      posted({ intent: 'add:__proto__:x', 'a.b.c.d': '1', 'funds.x.name': 'y', years: '5' }),
    );
    expect(inputs).toEqual({ 'a.b.c.d': '1', 'funds.x.name': 'y', years: '5' });
  });
});
