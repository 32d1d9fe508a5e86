// /calculator/swp-calculator (prerendered) and /calculator/swp-calculator/results (the api function): routes.ts.
import SwpCalculator from '../../features/calculators/swp/SwpCalculator';
import { SWP_EXPLANATION } from '../../features/calculators/explanations/swp-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('swp-calculator');
export const action = calculatorAction;

export default function SwpCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="swp-calculator" explanation={SWP_EXPLANATION} submitted={actionData}>
      <SwpCalculator />
    </CalculatorPage>
  );
}
