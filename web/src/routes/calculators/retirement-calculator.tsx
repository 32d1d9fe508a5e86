// /calculator/retirement-calculator (prerendered) and /calculator/retirement-calculator/results (the api function): routes.ts.
import RetirementCalculator from '../../features/calculators/retirement/RetirementCalculator';
import { RETIREMENT_EXPLANATION } from '../../features/calculators/explanations/retirement-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('retirement-calculator');
export const action = calculatorAction;

export default function RetirementCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="retirement-calculator" explanation={RETIREMENT_EXPLANATION} submitted={actionData}>
      <RetirementCalculator />
    </CalculatorPage>
  );
}
