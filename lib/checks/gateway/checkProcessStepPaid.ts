/** GW-3DS-4 (States A, second row): a paid payment has a step with action Process and status Paid. */
import { ensure } from '../checkFailure.js';
import { arrayAt, firstPayment, valueAt } from './docPath.js';

export function checkProcessStepPaid(doc: unknown): void {
  const id = 'GW-3DS-4';
  const steps = arrayAt(firstPayment(doc, id), 'steps', id);
  const found = steps.some((s) => valueAt(s, 'action') === 'Process' && valueAt(s, 'status') === 'Paid');
  ensure(found, id, `no Process step with status Paid among ${steps.length} steps`);
}
