// /calculator/sip-calculator (prerendered) and /calculator/sip-calculator/results (the api function): routes.ts.
import SipCalculator from '../../features/calculators/sip/SipCalculator';
import { SIP_EXPLANATION } from '../../features/calculators/explanations/sip-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/sip-calculator';

export const meta = calculatorMeta('sip-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function SipCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="sip-calculator" explanation={SIP_EXPLANATION} submitted={actionData}>
      <SipCalculator />
    </CalculatorPage>
  );
}
