// /calculator/swp-calculator (prerendered) and /calculator/swp-calculator/results (the api function): routes.ts.
import SwpCalculator from '../../features/calculators/swp/SwpCalculator';
import { SWP_EXPLANATION } from '../../features/calculators/explanations/swp-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/swp-calculator';

export const meta = calculatorMeta('swp-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function SwpCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="swp-calculator" explanation={SWP_EXPLANATION} submitted={actionData}>
      <SwpCalculator />
    </CalculatorPage>
  );
}
