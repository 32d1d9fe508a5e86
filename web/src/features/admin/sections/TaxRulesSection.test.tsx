import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@36x/common';
import {
  FY_2025_26,
  SHIPPED_SMALL_SAVINGS,
  TY_2026_27,
  type SmallSavingsView,
  type TaxRulesYearView,
} from '@36x/common/finance';
import { ApiRequestError, api } from '../../../lib/api-client';
import { renderAdmin } from '../test-utils';
import { TaxRulesSection } from './TaxRulesSection';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const view = (rules: typeof FY_2025_26): TaxRulesYearView => ({
  startYear: rules.startYear,
  label: rules.label,
  law: rules.law,
  origin: 'shipped',
  updatedAt: null,
  updatedBy: null,
  rules,
});

const savings = (reminder: boolean): SmallSavingsView => ({
  origin: 'shipped',
  updatedAt: null,
  updatedBy: null,
  rules: SHIPPED_SMALL_SAVINGS,
  reminder: reminder
    ? {
        quarter: 'Oct-Dec 2026',
        lastConfirmed: '2025-10-01',
        message: 'Small-savings rates not confirmed for this quarter (Oct-Dec 2026)',
      }
    : null,
});

function answer(reminder = true) {
  apiMock.get.mockImplementation(async (url: string) =>
    url === API.smallSavingsRates ? savings(reminder) : [view(TY_2026_27), view(FY_2025_26)],
  );
}

/** The API's 400 for one bad value: its message, and the field it names with that field's own message. */
const refused = (message: string, field: string, fieldMessage: string) =>
  new ApiRequestError(400, JSON.stringify({ message, errors: { [field]: fieldMessage } }), 'Bad Request');

/** The API refuses the next `method` call with `refusal`; `button` is pressed; returns the box the problem shows in. */
async function pressRefused(
  method: 'put' | 'post',
  refusal: ApiRequestError,
  button: string,
  problem: string,
) {
  apiMock[method].mockRejectedValue(refusal);
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByTestId(problem);
}

describe('TaxRulesSection', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answer();
  });

  it('ADMIN-TAXRULES-3: shows the quarter’s reminder and records a confirmation', async () => {
    renderAdmin(<TaxRulesSection />);
    const reminder = await screen.findByTestId('small-savings-reminder');
    expect(reminder).toHaveTextContent('Small-savings rates not confirmed for this quarter (Oct-Dec 2026)');
    expect(reminder).toHaveTextContent('Last confirmed on 1 October 2025');
    apiMock.post.mockResolvedValue({
      ...savings(false),
      origin: 'edited',
      updatedAt: '2026-11-27T06:00:00Z',
    });
    answer(false);
    fireEvent.click(within(reminder).getByRole('button', { name: 'Confirm rates' }));
    await waitFor(() => expect(apiMock.post).toHaveBeenCalledWith(API.smallSavingsConfirm, {}));
    expect(await screen.findByTestId('small-savings-confirmed')).toBeInTheDocument();
  });

  it('ADMIN-TAXRULES-2: adds a rate and shows the server’s refusal on the field', async () => {
    renderAdmin(<TaxRulesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rate' }));
    fireEvent.change(screen.getByLabelText('Rate, row 5'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Applies from, row 5'), { target: { value: '2027-01-01' } });
    const problem = await pressRefused(
      'put',
      refused(
        'rules.rates[4].rate: Rate must be more than 0% and at most 20% a year.',
        'rules.rates[4].rate',
        'Rate must be more than 0% and at most 20% a year.',
      ),
      'Save rates',
      'small-savings-problem',
    );
    expect(problem).toHaveTextContent('Row 5, rate: Rate must be more than 0% and at most 20% a year.');
    expect(screen.getByText('Rate must be more than 0% and at most 20% a year.')).toBeInTheDocument();
    const sent = apiMock.put.mock.calls[0] as [string, { rules: { rates: unknown[] } }];
    expect(sent[0]).toBe(API.smallSavingsRates);
    expect(sent[1].rules.rates[4]).toMatchObject({ scheme: 'ppf', effectiveFrom: '2027-01-01', rate: 25 });
  });

  it('edits a value, asks for a preview before saving, then saves exactly the edited rules', async () => {
    renderAdmin(<TaxRulesSection />);
    fireEvent.click(await screen.findByRole('tab', { name: 'FY 2025-26' }));
    fireEvent.click(screen.getByRole('button', { name: 'Capital gains, cess and CII' }));
    const cess = screen.getByRole('group', { name: /Health and education cess/ });
    fireEvent.change(within(cess).getByLabelText('value'), { target: { value: '5' } });
    const save = screen.getByRole('button', { name: 'Save rules' });
    expect(save).toBeDisabled();
    expect(
      screen.getByText('Preview the edit against the reference cases before saving it.'),
    ).toBeInTheDocument();

    apiMock.post.mockResolvedValue({
      rows: [{ name: 'New regime: income ₹16,00,000: total tax', current: 124_800, proposed: 126_000 }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview against the reference cases' }));
    const table = await screen.findByRole('table', { name: 'Preview against the reference cases' });
    expect(table).toHaveTextContent('1,24,800');
    expect(table).toHaveTextContent('+1,200');
    const expected = { ...FY_2025_26, cess: { ...FY_2025_26.cess, value: 5 } };
    expect(apiMock.post).toHaveBeenCalledWith(API.taxRulesPreview(2025), { rules: expected });

    apiMock.put.mockResolvedValue({ ...view(expected), origin: 'edited', preview: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(apiMock.put).toHaveBeenCalledWith(API.taxRulesYear(2025), { rules: expected }),
    );
    expect(await screen.findByText('FY 2025-26 rules saved.')).toBeInTheDocument();
  });

  it('shows the server’s message and marks the field when an edit is refused', async () => {
    renderAdmin(<TaxRulesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Capital gains, cess and CII' }));
    const cess = screen.getByRole('group', { name: /Health and education cess/ });
    fireEvent.change(within(cess).getByLabelText('value'), { target: { value: '140' } });
    const problem = await pressRefused(
      'post',
      refused(
        'cess.value: Must be a rate from 0 to 100 (percent).',
        'rules.cess.value',
        'Must be a rate from 0 to 100 (percent).',
      ),
      'Preview against the reference cases',
      'tax-rules-problem',
    );
    expect(problem).toHaveTextContent('cess.value: Must be a rate from 0 to 100');
    expect(within(cess).getByText('Must be a rate from 0 to 100 (percent).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
  });
});
