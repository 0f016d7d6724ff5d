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
import { isJsonObject } from '../../support/json/isJsonObject.js';
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
  /**
   * The 3-D Secure version serviceAcquiringDetails holds ("Initially it holds
   * the 3-D Secure version and the reason for that version", under key names
   * the spec does not give): a value such as 2.2.0 under a key that names a
   * version.
   */
  readonly threeDSecureVersion?: string;
}

/** A version number under a key whose name says version (ThreeDSecureVersion, threeDsProtocolVersion). */
function versionOf(details: Readonly<Record<string, unknown>>): string | undefined {
  for (const [key, value] of Object.entries(details))
    if (/version/i.test(key) && typeof value === 'string' && /^\d+(\.\d+)+$/.test(value.trim()))
      return value.trim();
  return undefined;
}

const none: Readonly<Record<string, unknown>> = Object.freeze({});

function obj(v: unknown): Readonly<Record<string, unknown>> {
  return isJsonObject(v) ? v : none;
}

/** The facts of a payment job answer (`{data: {...}, links}`), when it is one. One pass over the payments. */
export function jobFacts(body: unknown): JobFacts | undefined {
  const data = obj(obj(body).data);
  if (typeof data.reference !== 'string') return undefined;
  const paymentReferences: string[] = [];
  const tokens: string[] = [];
  let authenticationStatus: string | undefined;
  let threeDSecureVersion: string | undefined;
  if (Array.isArray(data.payments))
    for (const entry of data.payments as unknown[]) {
      const p = obj(entry);
      if (typeof p.reference === 'string') paymentReferences.push(p.reference);
      const a = obj(p.attributes);
      if (typeof a.token === 'string' && a.token !== '') tokens.push(a.token);
      if (typeof a.serviceAcquiringDetails !== 'string') continue;
      try {
        const details = obj(JSON.parse(a.serviceAcquiringDetails) as unknown);
        if (typeof details.AuthenticationStatus === 'string')
          authenticationStatus = details.AuthenticationStatus;
        threeDSecureVersion ??= versionOf(details);
      } catch {
        // not JSON: no authentication status to read
      }
    }
  const facts: { -readonly [K in keyof JobFacts]: JobFacts[K] } = {
    reference: data.reference,
    paymentReferences,
    tokens,
  };
  if (typeof data.paymentStatus === 'string') facts.status = data.paymentStatus;
  if (authenticationStatus !== undefined) facts.authenticationStatus = authenticationStatus;
  if (threeDSecureVersion !== undefined) facts.threeDSecureVersion = threeDSecureVersion;
  return facts;
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
