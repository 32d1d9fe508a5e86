// /calculator/ltcg-calculator (prerendered) and /calculator/ltcg-calculator/results (the api function): routes.ts.
import LtcgCalculator from '../../features/calculators/ltcg/LtcgCalculator';
import { LTCG_EXPLANATION, ltcgExplanation } from '../../features/calculators/explanations/ltcg-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/ltcg-calculator';

export const meta = calculatorMeta('ltcg-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function LtcgCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      id="ltcg-calculator"
      explanation={LTCG_EXPLANATION}
      explain={ltcgExplanation}
      submitted={actionData}
    >
      <LtcgCalculator />
    </CalculatorPage>
  );
}
