// /calculator/recurring-deposit (prerendered) and /calculator/recurring-deposit/results (the api function): routes.ts.
import RecurringDepositCalculator from '../../features/calculators/recurring-deposit/RecurringDepositCalculator';
import { RD_EXPLANATION } from '../../features/calculators/explanations/recurring-deposit';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('recurring-deposit');
export const action = calculatorAction;

export default function RecurringDepositPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="recurring-deposit" explanation={RD_EXPLANATION} submitted={actionData}>
      <RecurringDepositCalculator />
    </CalculatorPage>
  );
}
