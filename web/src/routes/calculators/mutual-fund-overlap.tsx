// /calculator/mutual-fund-overlap (prerendered) and /calculator/mutual-fund-overlap/results (the api function): routes.ts.
import MutualFundOverlapTool from '../../features/calculators/fund-overlap/MutualFundOverlapTool';
import { OVERLAP_EXPLANATION } from '../../features/calculators/explanations/mutual-fund-overlap';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('mutual-fund-overlap');
export const action = calculatorAction;

export default function MutualFundOverlapPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="mutual-fund-overlap" explanation={OVERLAP_EXPLANATION} submitted={actionData}>
      <MutualFundOverlapTool />
    </CalculatorPage>
  );
}
