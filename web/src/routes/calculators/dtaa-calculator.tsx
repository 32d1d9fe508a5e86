// /calculator/dtaa-calculator (prerendered) and /calculator/dtaa-calculator/results (the api function): routes.ts.
import DtaaCalculator from '../../features/calculators/dtaa/DtaaCalculator';
import { DTAA_EXPLANATION } from '../../features/calculators/explanations/dtaa-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('dtaa-calculator');
export const action = calculatorAction;

export default function DtaaCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="dtaa-calculator" explanation={DTAA_EXPLANATION} submitted={actionData}>
      <DtaaCalculator />
    </CalculatorPage>
  );
}
