// /calculator/health-insurance (prerendered) and /calculator/health-insurance/results (the api function): routes.ts.
import HealthInsuranceTool from '../../features/calculators/health-insurance/HealthInsuranceTool';
import { HEALTH_INSURANCE_EXPLANATION } from '../../features/calculators/explanations/health-insurance';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('health-insurance');
export const action = calculatorAction;

export default function HealthInsurancePage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="health-insurance" explanation={HEALTH_INSURANCE_EXPLANATION} submitted={actionData}>
      <HealthInsuranceTool />
    </CalculatorPage>
  );
}
