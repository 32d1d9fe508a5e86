// /calculator/rolling-returns (prerendered) and /calculator/rolling-returns/results (the api function): routes.ts.
import RollingReturnsTool from '../../features/calculators/rolling-returns/RollingReturnsTool';
import { ROLLING_RETURNS_EXPLANATION } from '../../features/calculators/explanations/rolling-returns';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('rolling-returns');
export const action = calculatorAction;

export default function RollingReturnsPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="rolling-returns" explanation={ROLLING_RETURNS_EXPLANATION} submitted={actionData}>
      <RollingReturnsTool />
    </CalculatorPage>
  );
}
