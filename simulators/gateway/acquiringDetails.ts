/**
 * The acquirer's results added to serviceAcquiringDetails after processing
 * (spec A. payment attributes: AuthenticationStatus, Xid, Cavv, Eci,
 * AuthCode, Arn, Message, Status, IssuerResponseCode, CvvAvsResult,
 * AcquirerResponseCode, TruncatedCardNumber). Values are realistic 3-D Secure
 * 2 and ISO 8583 codes drawn from the seeded PRNG.
 */
import { maskPan } from '../../lib/reporting/redaction/redact.js';
import type { CardDetails, JobStatus, ThreeDSecureChoice } from './model.js';
import type { Prng } from '../../lib/support/random/prng.js';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function acquiringDetails(
  card: CardDetails,
  status: Exclude<JobStatus, 'Pending'>,
  prng: Prng,
  choice?: ThreeDSecureChoice,
): Record<string, string | null> {
  const visa = card.number.startsWith('4');
  const authenticated = status === 'Paid' || status === 'Declined';
  const approved = status === 'Paid';
  // 3-D Secure 2's transStatus: Y authenticated, N not authenticated (failed), U authentication
  // could not be performed: the page's "not authenticated" and a shopper who left.
  const notPerformed = status === 'Cancelled' || (!authenticated && choice === 'not-authenticated');
  return {
    AuthenticationStatus: notPerformed ? 'U' : authenticated ? 'Y' : 'N',
    // 3-D Secure 2 has no Xid; acquirers still send the key, as null.
    Xid: null,
    Cavv: authenticated ? `${prng.chars(27, base64)}=` : null,
    Eci: authenticated ? (visa ? '05' : '02') : visa ? '07' : '00',
    AuthCode: approved ? prng.number(6) : null,
    Arn: approved ? prng.number(23) : null,
    Message: approved
      ? 'Approved'
      : status === 'Declined'
        ? 'Do not honour'
        : status === 'Cancelled'
          ? 'Cancelled by shopper'
          : notPerformed
            ? '3-D Secure authentication not performed'
            : '3-D Secure authentication failed',
    Status: approved ? 'Approved' : status,
    IssuerResponseCode: approved ? '00' : status === 'Declined' ? '05' : null,
    CvvAvsResult: authenticated ? 'M' : null,
    AcquirerResponseCode: approved ? '00' : status === 'Declined' ? '05' : null,
    TruncatedCardNumber: maskPan(card.number),
  };
}
