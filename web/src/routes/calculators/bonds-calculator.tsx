// /calculator/bonds-calculator (prerendered) and /calculator/bonds-calculator/results (the api function): routes.ts.
import BondsCalculator from '../../features/calculators/bonds/BondsCalculator';
import { BONDS_EXPLANATION } from '../../features/calculators/explanations/bonds-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/bonds-calculator';

export const meta = calculatorMeta('bonds-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function BondsCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="bonds-calculator" explanation={BONDS_EXPLANATION} submitted={actionData}>
      <BondsCalculator />
    </CalculatorPage>
  );
}
