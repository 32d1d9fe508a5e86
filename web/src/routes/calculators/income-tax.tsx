// /calculator/income-tax (prerendered) and /calculator/income-tax/results (the api function): routes.ts.
import IncomeTaxCalculator from '../../features/calculators/income-tax/IncomeTaxCalculator';
import { INCOME_TAX_EXPLANATION } from '../../features/calculators/explanations/income-tax';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('income-tax');
export const action = calculatorAction;

export default function IncomeTaxPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="income-tax" explanation={INCOME_TAX_EXPLANATION} submitted={actionData}>
      <IncomeTaxCalculator />
    </CalculatorPage>
  );
}
