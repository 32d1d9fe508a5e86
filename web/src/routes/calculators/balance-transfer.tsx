// /calculator/balance-transfer (prerendered) and /calculator/balance-transfer/results (the api function): routes.ts.
import BalanceTransferTool from '../../features/calculators/balance-transfer/BalanceTransferTool';
import { BALANCE_TRANSFER_EXPLANATION } from '../../features/calculators/explanations/balance-transfer';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import { calculatorAction, calculatorMeta } from './calculator-route';
import type { Route } from './+types/balance-transfer';

export const meta = calculatorMeta('balance-transfer');
export const action = (args: Route.ActionArgs) => calculatorAction(args);

export default function BalanceTransferPage({ actionData }: Route.ComponentProps) {
  return (
    <CalculatorPage id="balance-transfer" explanation={BALANCE_TRANSFER_EXPLANATION} submitted={actionData}>
      <BalanceTransferTool />
    </CalculatorPage>
  );
}
