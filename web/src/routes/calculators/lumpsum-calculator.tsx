// /calculator/lumpsum-calculator (prerendered) and /calculator/lumpsum-calculator/results (the api function): routes.ts.
import LumpsumCalculator from '../../features/calculators/lumpsum/LumpsumCalculator';
import { LUMPSUM_EXPLANATION } from '../../features/calculators/explanations/lumpsum-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('lumpsum-calculator');
export const action = calculatorAction;

export default function LumpsumCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="lumpsum-calculator" explanation={LUMPSUM_EXPLANATION} submitted={actionData}>
      <LumpsumCalculator />
    </CalculatorPage>
  );
}
