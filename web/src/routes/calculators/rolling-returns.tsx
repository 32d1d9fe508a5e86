// /calculator/rolling-returns (prerendered) and /calculator/rolling-returns/results (the api function): routes.ts.
import RollingReturnsTool from '../../features/calculators/rolling-returns/RollingReturnsTool';
import { ROLLING_RETURNS_EXPLANATION } from '../../features/calculators/explanations/rolling-returns';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/rolling-returns';

export const meta = calculatorMeta('rolling-returns');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function RollingReturnsPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="rolling-returns" explanation={ROLLING_RETURNS_EXPLANATION} submitted={actionData}>
      <RollingReturnsTool />
    </CalculatorPage>
  );
}
