// /calculator/company-formation (prerendered) and /calculator/company-formation/results (the api function): routes.ts.
import CompanyFormationTool from '../../features/calculators/company-formation/CompanyFormationTool';
import { COMPANY_FORMATION_EXPLANATION } from '../../features/calculators/explanations/company-formation';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('company-formation');
export const action = calculatorAction;

export default function CompanyFormationPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="company-formation" explanation={COMPANY_FORMATION_EXPLANATION} submitted={actionData}>
      <CompanyFormationTool />
    </CalculatorPage>
  );
}
