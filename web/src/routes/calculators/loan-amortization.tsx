// /calculator/loan-amortization (prerendered) and /calculator/loan-amortization/results (the api function): routes.ts.
import LoanAmortizationCalculator from '../../features/calculators/loan/LoanAmortizationCalculator';
import { LOAN_EXPLANATION } from '../../features/calculators/explanations/loan-amortization';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('loan-amortization');
export const action = calculatorAction;

export default function LoanAmortizationPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="loan-amortization" explanation={LOAN_EXPLANATION} submitted={actionData}>
      <LoanAmortizationCalculator />
    </CalculatorPage>
  );
}
