/**
 * GW-GET-1 (Endpoints A): GET /api/gateway/payment-jobs/<reference> returns the
 * payment job response of that job, with its current status.
 */
import type { GatewayResponse } from '../../gateway/gatewayClient.js';
import { ensure } from '../checkFailure.js';
import { checkSchema } from './checkSchema.js';
import { valueAt } from './docPath.js';

export function checkRetrieved(res: GatewayResponse, reference: string, id = 'GW-GET-1'): void {
  ensure(res.status >= 200 && res.status < 300, id, `retrieval answered ${res.status}`);
  checkSchema('gateway/payment-job-response', res.body, id);
  ensure(valueAt(res.body, 'data.reference') === reference, id, 'the retrieved job is not the one asked for');
}
