// /calculator/retirement-calculator (prerendered) and /calculator/retirement-calculator/results (the api function): routes.ts.
import RetirementCalculator from '../../features/calculators/retirement/RetirementCalculator';
import { RETIREMENT_EXPLANATION } from '../../features/calculators/explanations/retirement-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/retirement-calculator';

export const meta = calculatorMeta('retirement-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function RetirementCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="retirement-calculator" explanation={RETIREMENT_EXPLANATION} submitted={actionData}>
      <RetirementCalculator />
    </CalculatorPage>
  );
}
