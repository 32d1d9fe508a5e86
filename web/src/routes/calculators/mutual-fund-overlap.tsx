// /calculator/mutual-fund-overlap (prerendered) and /calculator/mutual-fund-overlap/results (the api function): routes.ts.
import MutualFundOverlapTool from '../../features/calculators/fund-overlap/MutualFundOverlapTool';
import { OVERLAP_EXPLANATION } from '../../features/calculators/explanations/mutual-fund-overlap';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/mutual-fund-overlap';

export const meta = calculatorMeta('mutual-fund-overlap');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function MutualFundOverlapPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="mutual-fund-overlap" explanation={OVERLAP_EXPLANATION} submitted={actionData}>
      <MutualFundOverlapTool />
    </CalculatorPage>
  );
}
