// /calculator/black-scholes (prerendered) and /calculator/black-scholes/results (the api function): routes.ts.
import BlackScholesCalculator from '../../features/calculators/black-scholes/BlackScholesCalculator';
import { BLACK_SCHOLES_EXPLANATION } from '../../features/calculators/explanations/black-scholes';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/black-scholes';

export const meta = calculatorMeta('black-scholes');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function BlackScholesPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="black-scholes" explanation={BLACK_SCHOLES_EXPLANATION} submitted={actionData}>
      <BlackScholesCalculator />
    </CalculatorPage>
  );
}
