// /calculator/ppf-calculator (prerendered) and /calculator/ppf-calculator/results (the api function): routes.ts.
import PpfCalculator from '../../features/calculators/ppf/PpfCalculator';
import { PPF_EXPLANATION } from '../../features/calculators/explanations/ppf-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/ppf-calculator';

export const meta = calculatorMeta('ppf-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function PpfCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="ppf-calculator" explanation={PPF_EXPLANATION} submitted={actionData}>
      <PpfCalculator />
    </CalculatorPage>
  );
}
