// /calculator/loan-amortization (prerendered) and /calculator/loan-amortization/results (the api function): routes.ts.
import LoanAmortizationCalculator from '../../features/calculators/loan/LoanAmortizationCalculator';
import { LOAN_EXPLANATION } from '../../features/calculators/explanations/loan-amortization';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/loan-amortization';

export const meta = calculatorMeta('loan-amortization');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function LoanAmortizationPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="loan-amortization" explanation={LOAN_EXPLANATION} submitted={actionData}>
      <LoanAmortizationCalculator />
    </CalculatorPage>
  );
}
