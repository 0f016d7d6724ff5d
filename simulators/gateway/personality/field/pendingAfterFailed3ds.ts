/**
 * A payment whose 3-D Secure check failed stays Pending (nothing moves it),
 * rather than showing Failed: the spec shows no status after a failed check.
 * The failure is still visible in serviceAcquiringDetails and lastUpdateTimeUtc.
 */
import { inDocument, type JsonDocument, type PersonalityChoice } from '../../variation.js';

type Loose = Record<string, unknown>;

function document(doc: JsonDocument): void {
  const data = doc.data as Loose | null | undefined;
  if (data?.paymentStatus !== 'Failed' || !Array.isArray(data.payments)) return;
  data.paymentStatus = 'Pending';
  for (const p of data.payments as Loose[]) {
    if (p.status !== 'Failed') continue;
    p.status = 'Pending';
    if (Array.isArray(p.steps)) p.steps = (p.steps as Loose[]).filter((s) => s.status !== 'Failed');
  }
}

export const pendingAfterFailed3ds: PersonalityChoice = {
  name: 'pending-after-failed-3ds',
  allowedBy:
    'States A: "Other payment job, payment and step statuses and the moves to them (failed, cancelled, refunds, captures): not shown."',
  change:
    'after a failed or not-authenticated 3-D Secure check the job and its payment stay Pending with no Process step',
  after: inDocument(document),
};
