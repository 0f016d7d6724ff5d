/**
 * Flows without a card: a reversal (sent online for the referenced
 * transaction) and a reconciliation (closes the batch with the host).
 */
import { durations, type FlowContext, type Step } from './flowStep.js';
import { endSteps } from './cardFlow.js';
import { receiveAnswer, sendOnline } from './hostExchange.js';
import * as screens from './screens.js';

export interface BatchTotals {
  sales_count: number;
  sales_total: number;
  refunds_count: number;
  refunds_total: number;
}

/** Plans a reversal or a reconciliation from its start. */
export function planHostOnlyFlow(ctx: FlowContext, totals?: BatchTotals): Step[] {
  const steps: Step[] = [
    {
      delay: 0,
      phase: 'online',
      apply: (t) => {
        sendOnline(
          t,
          ctx,
          totals === undefined ? { original_transaction_id: t.reference_txn_id } : { batch: totals },
        );
        if (totals !== undefined) t.status_details = 'reconciliation_sent';
        return screens.processing();
      },
    },
    {
      delay: durations.online,
      phase: 'online',
      apply: (t, at) => (receiveAnswer(t, 'approved', ctx, at), undefined),
    },
  ];
  endSteps(steps, 'approved', false);
  return steps;
}
