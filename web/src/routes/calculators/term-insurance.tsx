// /calculator/term-insurance (prerendered) and /calculator/term-insurance/results (the api function): routes.ts.
import TermInsuranceCalculator from '../../features/calculators/term-insurance/TermInsuranceCalculator';
import { TERM_INSURANCE_EXPLANATION } from '../../features/calculators/explanations/term-insurance';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('term-insurance');
export const action = calculatorAction;

export default function TermInsurancePage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="term-insurance" explanation={TERM_INSURANCE_EXPLANATION} submitted={actionData}>
      <TermInsuranceCalculator />
    </CalculatorPage>
  );
}
