/**
 * Observations on how an application drives a terminal transaction (field
 * notes: polling about every 500 ms, "Transaction in progress", results read
 * once is_active is false). The client judge keeps the state; these checks
 * take the facts it remembered. Id-free, throwing a Deviation via holds().
 */
import { holds } from '../deviation.js';

/** Polls of an active transaction closer than this warn: "about every 500 ms" with room for jitter. */
export const minPollIntervalMs = 400;

export function checkPollInterval(previousAt: number, at: number, request: string): void {
  const gap = at - previousAt;
  holds(gap >= minPollIntervalMs, `polled ${gap} ms after the previous poll of an active transaction`, {
    request,
    field: 'interval',
    expected: `about 500 ms (at least ${minPollIntervalMs} ms)`,
    actual: `${gap} ms`,
  });
}

/** `activeSeq`: the exchange that showed the active transaction, 0 when only the device's busy refusal tells. */
export function checkNoStartWhileActive(activeSeq: number | undefined, request: string): void {
  holds(
    activeSeq === undefined,
    activeSeq === 0
      ? 'a transaction was started while the device was busy (it refused the start)'
      : `a transaction was started while the one of exchange #${activeSeq ?? 0} was still active`,
    { request, field: 'is_active', expected: 'no transaction active', actual: 'a transaction active' },
  );
}

/** A receipt is fetched for a transaction the application last saw still active. */
export function checkReceiptAfterEnd(lastSeenActive: boolean, request: string): void {
  holds(!lastSeenActive, 'a receipt was fetched while the transaction was last seen active', {
    request,
    field: 'is_active',
    expected: false,
    actual: true,
  });
}

/** A transaction the application started, followed until a document showed is_active false. */
export function checkFollowedToTheEnd(seenEnded: boolean, request: string): void {
  holds(seenEnded, 'the application never read the transaction once is_active was false', {
    request,
    field: 'is_active',
    expected: 'a document with is_active false read by the application',
    actual: 'none seen',
  });
}
