// /calculator/black-scholes (prerendered) and /calculator/black-scholes/results (the api function): routes.ts.
import BlackScholesCalculator from '../../features/calculators/black-scholes/BlackScholesCalculator';
import { BLACK_SCHOLES_EXPLANATION } from '../../features/calculators/explanations/black-scholes';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('black-scholes');
export const action = calculatorAction;

export default function BlackScholesPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="black-scholes" explanation={BLACK_SCHOLES_EXPLANATION} submitted={actionData}>
      <BlackScholesCalculator />
    </CalculatorPage>
  );
}
