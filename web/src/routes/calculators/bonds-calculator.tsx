// /calculator/bonds-calculator (prerendered) and /calculator/bonds-calculator/results (the api function): routes.ts.
import BondsCalculator from '../../features/calculators/bonds/BondsCalculator';
import { BONDS_EXPLANATION } from '../../features/calculators/explanations/bonds-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('bonds-calculator');
export const action = calculatorAction;

export default function BondsCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="bonds-calculator" explanation={BONDS_EXPLANATION} submitted={actionData}>
      <BondsCalculator />
    </CalculatorPage>
  );
}
