// /calculator/fixed-deposit (prerendered) and /calculator/fixed-deposit/results (the api function): routes.ts.
import FixedDepositCalculator from '../../features/calculators/fixed-deposit/FixedDepositCalculator';
import { FD_EXPLANATION } from '../../features/calculators/explanations/fixed-deposit';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/fixed-deposit';

export const meta = calculatorMeta('fixed-deposit');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function FixedDepositPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="fixed-deposit" explanation={FD_EXPLANATION} submitted={actionData}>
      <FixedDepositCalculator />
    </CalculatorPage>
  );
}
