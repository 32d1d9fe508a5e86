// /calculator/balance-transfer (prerendered) and /calculator/balance-transfer/results (the api function): routes.ts.
import BalanceTransferTool from '../../features/calculators/balance-transfer/BalanceTransferTool';
import { BALANCE_TRANSFER_EXPLANATION } from '../../features/calculators/explanations/balance-transfer';
import { CalculatorPage } from '../../features/calculators/CalculatorPage';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { calculatorAction, calculatorMeta } from './calculator-route';

export const meta = calculatorMeta('balance-transfer');
export const action = calculatorAction;

export default function BalanceTransferPage({ actionData }: { actionData?: SubmittedInputs }) {
  return (
    <CalculatorPage id="balance-transfer" explanation={BALANCE_TRANSFER_EXPLANATION} submitted={actionData}>
      <BalanceTransferTool />
    </CalculatorPage>
  );
}
