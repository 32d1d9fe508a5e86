// /calculator/income-tax (prerendered) and /calculator/income-tax/results (the api function): routes.ts.
import IncomeTaxCalculator from '../../features/calculators/income-tax/IncomeTaxCalculator';
import {
  INCOME_TAX_EXPLANATION,
  incomeTaxExplanation,
} from '../../features/calculators/explanations/income-tax';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/income-tax';

export const meta = calculatorMeta('income-tax');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function IncomeTaxPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      id="income-tax"
      explanation={INCOME_TAX_EXPLANATION}
      explain={incomeTaxExplanation}
      submitted={actionData}
    >
      <IncomeTaxCalculator />
    </CalculatorPage>
  );
}
