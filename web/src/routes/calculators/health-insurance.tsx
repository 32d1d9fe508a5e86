// /calculator/health-insurance (prerendered) and /calculator/health-insurance/results (the api function): routes.ts.
import HealthInsuranceTool from '../../features/calculators/health-insurance/HealthInsuranceTool';
import { HEALTH_INSURANCE_EXPLANATION } from '../../features/calculators/explanations/health-insurance';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/health-insurance';

export const meta = calculatorMeta('health-insurance');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function HealthInsurancePage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="health-insurance" explanation={HEALTH_INSURANCE_EXPLANATION} submitted={actionData}>
      <HealthInsuranceTool />
    </CalculatorPage>
  );
}
