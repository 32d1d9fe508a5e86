// /calculator/ppf-calculator (prerendered) and /calculator/ppf-calculator/results (the api function): routes.ts.
import PpfCalculator from '../../features/calculators/ppf/PpfCalculator';
import { PPF_EXPLANATION } from '../../features/calculators/explanations/ppf-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('ppf-calculator');
export const action = calculatorAction;

export default function PpfCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="ppf-calculator" explanation={PPF_EXPLANATION} submitted={actionData}>
      <PpfCalculator />
    </CalculatorPage>
  );
}
