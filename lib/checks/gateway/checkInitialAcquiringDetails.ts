/**
 * GW-JOB-15 (A. payment attributes: serviceAcquiringDetails): a serialised JSON
 * object holding the 3-D Secure version and the reason for that version.
 */
import { acquiringDetails } from './acquiringDetails.js';
import { checkSchema } from './checkSchema.js';

export function checkInitialAcquiringDetails(doc: unknown): void {
  checkSchema('gateway/service-acquiring-details-initial', acquiringDetails(doc, 'GW-JOB-15'), 'GW-JOB-15');
}
