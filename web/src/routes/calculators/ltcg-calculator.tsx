// /calculator/ltcg-calculator (prerendered) and /calculator/ltcg-calculator/results (the api function): routes.ts.
import LtcgCalculator from '../../features/calculators/ltcg/LtcgCalculator';
import { LTCG_EXPLANATION } from '../../features/calculators/explanations/ltcg-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('ltcg-calculator');
export const action = calculatorAction;

export default function LtcgCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="ltcg-calculator" explanation={LTCG_EXPLANATION} submitted={actionData}>
      <LtcgCalculator />
    </CalculatorPage>
  );
}
