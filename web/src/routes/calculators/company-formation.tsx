// /calculator/company-formation (prerendered) and /calculator/company-formation/results (the api function): routes.ts.
import CompanyFormationTool from '../../features/calculators/company-formation/CompanyFormationTool';
import { COMPANY_FORMATION_EXPLANATION } from '../../features/calculators/explanations/company-formation';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/company-formation';

export const meta = calculatorMeta('company-formation');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function CompanyFormationPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="company-formation" explanation={COMPANY_FORMATION_EXPLANATION} submitted={actionData}>
      <CompanyFormationTool />
    </CalculatorPage>
  );
}
