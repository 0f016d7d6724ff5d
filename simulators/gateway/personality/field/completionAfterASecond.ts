/**
 * The payment is processed about a second after the shopper's choice: until
 * then a retrieval shows the job as it was before the choice, although the
 * shopper has already been redirected. A view of the record, not a document
 * edit: what the job looked like before cannot be read back from the finished
 * document.
 */
import type { JobRecord } from '../../model.js';
import type { JobContext, PersonalityChoice } from '../../variation.js';

export const processingDelayMs = 1_000;

function job(j: JobRecord, ctx: JobContext): JobRecord {
  if (j.outcome === undefined || ctx.now - j.outcome.at >= processingDelayMs) return j;
  return { ...j, status: 'Pending', outcome: undefined, lastUpdate: j.createdAt };
}

export const completionAfterASecond: PersonalityChoice = {
  name: 'completion-after-a-second',
  allowedBy:
    'Endpoints A, rule 3: "The flow is: create the job server to server, read the action link in the response, redirect the shopper to it, then retrieve the job." (when processing ends is not stated)',
  change:
    'for one second after the choice on the 3-D Secure page, a retrieval still shows the job as before it',
  job,
};
