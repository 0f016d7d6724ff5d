/**
 * The 3-D Secure outcome of a payment job, from the shopper's choice on the
 * integration environment's simulator page (What the service does A.4: the
 * tester "choose[s] whether a transaction passes or fails 3-D Secure checks";
 * field notes: successful, failed, not authenticated) when the proxy saw the
 * form post, else from the retrieved job: its status (Paid, Cancelled) and
 * the AuthenticationStatus in serviceAcquiringDetails (3-D Secure's Y, N, R,
 * U, A): N and R count as failed, U and A as not authenticated (the
 * simulator answers U for its page's "not authenticated"; a gateway that
 * answers N for both makes it count as failed).
 */
import type { ClientOutcome } from './clientJudge.js';

export function outcomeOfChoice(choice: string | null): ClientOutcome | undefined {
  switch ((choice ?? '').toLowerCase().replace(/[_\s]/g, '-')) {
    case 'success':
    case 'successful':
    case 'passed':
      return 'gateway.3ds-passed';
    case 'failed':
    case 'fail':
      return 'gateway.3ds-failed';
    case 'not-authenticated':
      return 'gateway.3ds-not-authenticated';
    case 'cancel':
    case 'cancelled':
      return 'gateway.3ds-cancelled';
    default:
      return undefined;
  }
}

export interface JobFacts {
  readonly reference: string;
  readonly status?: string;
  readonly paymentReferences: readonly string[];
  readonly tokens: readonly string[];
  readonly authenticationStatus?: string;
}

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The facts of a payment job answer (`{data: {...}, links}`), when it is one. */
export function jobFacts(body: unknown): JobFacts | undefined {
  const data = obj(obj(body).data);
  if (typeof data.reference !== 'string') return undefined;
  const payments = Array.isArray(data.payments) ? data.payments.map(obj) : [];
  const attrs = payments.map((p) => obj(p.attributes));
  let authenticationStatus: string | undefined;
  for (const a of attrs) {
    if (typeof a.serviceAcquiringDetails !== 'string') continue;
    try {
      const s = obj(JSON.parse(a.serviceAcquiringDetails) as unknown).AuthenticationStatus;
      if (typeof s === 'string') authenticationStatus = s;
    } catch {
      // not JSON: no authentication status to read
    }
  }
  return {
    reference: data.reference,
    ...(typeof data.paymentStatus === 'string' ? { status: data.paymentStatus } : {}),
    paymentReferences: payments.map((p) => p.reference).filter((r): r is string => typeof r === 'string'),
    tokens: attrs.map((a) => a.token).filter((t): t is string => typeof t === 'string' && t !== ''),
    ...(authenticationStatus === undefined ? {} : { authenticationStatus }),
  };
}

export function outcomeOfJob(job: JobFacts): ClientOutcome | undefined {
  if (job.status === undefined || job.status === 'Pending') return undefined;
  if (job.status === 'Cancelled') return 'gateway.3ds-cancelled';
  switch (job.authenticationStatus) {
    case 'Y':
      return 'gateway.3ds-passed';
    case 'N':
    case 'R':
      return 'gateway.3ds-failed';
    case 'U':
    case 'A':
      return 'gateway.3ds-not-authenticated';
  }
  if (job.status === 'Paid') return 'gateway.3ds-passed';
  return job.status === 'Failed' ? 'gateway.3ds-failed' : undefined;
}
