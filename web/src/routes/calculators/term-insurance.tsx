// /calculator/term-insurance (prerendered) and /calculator/term-insurance/results (the api function): routes.ts.
import TermInsuranceCalculator from '../../features/calculators/term-insurance/TermInsuranceCalculator';
import { TERM_INSURANCE_EXPLANATION } from '../../features/calculators/explanations/term-insurance';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/term-insurance';

export const meta = calculatorMeta('term-insurance');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function TermInsurancePage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="term-insurance" explanation={TERM_INSURANCE_EXPLANATION} submitted={actionData}>
      <TermInsuranceCalculator />
    </CalculatorPage>
  );
}
