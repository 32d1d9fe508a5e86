// /calculator/recurring-deposit (prerendered) and /calculator/recurring-deposit/results (the api function): routes.ts.
import RecurringDepositCalculator from '../../features/calculators/recurring-deposit/RecurringDepositCalculator';
import { RD_EXPLANATION } from '../../features/calculators/explanations/recurring-deposit';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/recurring-deposit';

export const meta = calculatorMeta('recurring-deposit');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function RecurringDepositPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="recurring-deposit" explanation={RD_EXPLANATION} submitted={actionData}>
      <RecurringDepositCalculator />
    </CalculatorPage>
  );
}
