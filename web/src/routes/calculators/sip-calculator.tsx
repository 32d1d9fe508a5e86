// /calculator/sip-calculator (prerendered) and /calculator/sip-calculator/results (the api function): routes.ts.
import SipCalculator from '../../features/calculators/sip/SipCalculator';
import { SIP_EXPLANATION } from '../../features/calculators/explanations/sip-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('sip-calculator');
export const action = calculatorAction;

export default function SipCalculatorPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="sip-calculator" explanation={SIP_EXPLANATION} submitted={actionData}>
      <SipCalculator />
    </CalculatorPage>
  );
}
