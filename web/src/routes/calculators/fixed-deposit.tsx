// /calculator/fixed-deposit (prerendered) and /calculator/fixed-deposit/results (the api function): routes.ts.
import FixedDepositCalculator from '../../features/calculators/fixed-deposit/FixedDepositCalculator';
import { FD_EXPLANATION } from '../../features/calculators/explanations/fixed-deposit';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('fixed-deposit');
export const action = calculatorAction;

export default function FixedDepositPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="fixed-deposit" explanation={FD_EXPLANATION} submitted={actionData}>
      <FixedDepositCalculator />
    </CalculatorPage>
  );
}
