// /calculator/dtaa-calculator (prerendered) and /calculator/dtaa-calculator/results (the api function): routes.ts.
import DtaaCalculator from '../../features/calculators/dtaa/DtaaCalculator';
import { DTAA_EXPLANATION, dtaaExplanation } from '../../features/calculators/explanations/dtaa-calculator';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/dtaa-calculator';

export const meta = calculatorMeta('dtaa-calculator');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function DtaaCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      id="dtaa-calculator"
      explanation={DTAA_EXPLANATION}
      explain={dtaaExplanation}
      submitted={actionData}
    >
      <DtaaCalculator />
    </CalculatorPage>
  );
}
