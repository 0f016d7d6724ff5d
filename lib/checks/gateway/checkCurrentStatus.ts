/**
 * GW-GET-1 (Endpoints A: GET answers the payment job response "with current
 * status"): once the gateway has sent the shopper back to a return URL the
 * 3-D Secure step is over, so the job read back is no longer Pending. A
 * gateway that answers GET from a copy made at creation fails here. Without a
 * landing there is nothing finished to compare with (GW-3DS-9 reports that).
 */
import { ensure } from '../checkFailure.js';
import type { Landing } from './checkLanding.js';
import { firstPayment, valueAt } from './docPath.js';

export function checkCurrentStatus(doc: unknown, landing: Landing | undefined, id = 'GW-GET-1'): void {
  if (landing === undefined) return;
  const shown = [valueAt(doc, 'data.paymentStatus'), valueAt(firstPayment(doc, id), 'status')];
  ensure(
    !shown.includes('Pending'),
    id,
    `the shopper already landed on the ${landing.kind} return URL, yet the retrieved job is still Pending`,
  );
}
