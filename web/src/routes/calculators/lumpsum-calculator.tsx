// /calculator/lumpsum-calculator (prerendered) and /calculator/lumpsum-calculator/results (the api function): routes.ts.
import LumpsumCalculator from '../../features/calculators/lumpsum/LumpsumCalculator';
import { LUMPSUM_EXPLANATION } from '../../features/calculators/explanations/lumpsum-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/lumpsum-calculator';

export const meta = calculatorMeta('lumpsum-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function LumpsumCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="lumpsum-calculator" explanation={LUMPSUM_EXPLANATION} submitted={actionData}>
      <LumpsumCalculator />
    </CalculatorPage>
  );
}
