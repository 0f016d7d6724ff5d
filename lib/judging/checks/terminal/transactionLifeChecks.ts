/**
 * Checks of a transaction's life and of rules across transactions
 * (B. Transaction: id, is_active, result, stan, timeout_ms, reference_txn_id,
 * is_reversed, session_number, started_at, ended_at, duration).
 */
import { terminalTransactionDefaults } from '../../../../generated/defaults.js';
import { holds } from '../deviation.js';
import { inTransaction, json, type JsonRecord } from './exchange.js';
import { RESULTS, oneOf } from './transactionValues.js';

/** is_active: true while the transaction is in progress (here: it waits for a card). */
export function checkActiveWhileRunning(running: JsonRecord | undefined): void {
  holds(
    running?.is_active === true,
    `while in progress is_active is ${json(running?.is_active)}`,
    inTransaction('is_active', true, running?.is_active),
  );
}

/** is_active false once the transaction has ended. */
export function checkInactiveOnceEnded(ended: JsonRecord | undefined): void {
  holds(
    ended?.is_active === false,
    `after the end is_active is ${json(ended?.is_active)}`,
    inTransaction('is_active', false, ended?.is_active),
  );
}

/** An ended transaction: is_active false and a final result of approved, declined, cancelled or error. */
export function checkFinished(t: JsonRecord): void {
  holds(
    t.is_active === false,
    `an ended transaction says is_active ${json(t.is_active)}`,
    inTransaction('is_active', false, t.is_active),
  );
  holds(
    oneOf(RESULTS, t.result),
    `an ended transaction has result ${json(t.result)}`,
    inTransaction('result', RESULTS, t.result),
  );
}

/**
 * "seconds since the Unix epoch" cannot reach 10^10 before the year 2286,
 * while any instant after 26 April 1970 counted in milliseconds exceeds it:
 * a bound no device clock, however wrong, reaches in seconds.
 */
export const EPOCH_SECONDS_BOUND = 1e10;

/**
 * started_at and ended_at are epoch seconds (whole or fractional, below
 * EPOCH_SECONDS_BOUND) with started_at <= ended_at; duration, in seconds, is
 * not longer than that span (plus a second of rounding). What duration
 * measures inside the span is not shown, so a shorter one is conformant.
 */
export function checkTimes(t: JsonRecord): void {
  const { started_at: s, ended_at: e, duration: d } = t;
  holds(
    typeof s === 'number' && typeof e === 'number',
    `started_at ${json(s)}, ended_at ${json(e)}: not both numbers`,
    inTransaction('ended_at', 'a number', e),
  );
  for (const [f, v] of [
    ['started_at', s],
    ['ended_at', e],
  ] as const) {
    holds(
      v < EPOCH_SECONDS_BOUND,
      `${f} ${v} is not seconds since the Unix epoch: as seconds it lies after the year 2286 (milliseconds?)`,
      inTransaction(f, `seconds since the Unix epoch (< ${EPOCH_SECONDS_BOUND})`, v),
    );
  }
  holds(s <= e, `ended_at ${e} is before started_at ${s}`, inTransaction('ended_at', `>= ${s}`, e));
  if (d === undefined || d === null) return;
  holds(
    typeof d === 'number' && d >= 0 && d <= e - s + 1,
    `duration ${json(d)} s does not fit ended_at - started_at = ${(e - s).toFixed(3)} s`,
    inTransaction('duration', `0..${(e - s + 1).toFixed(3)}`, d),
  );
}

/**
 * id: "Client-supplied values are allowed. Generated when omitted": a start
 * that supplies the id is accepted (`startAccepted`: it answered a transaction)
 * and the transaction has that id.
 */
export function checkIdKept(started: JsonRecord | undefined, clientId: string, startAccepted = true): void {
  holds(
    startAccepted,
    `a start supplying the id ${clientId} was refused ("Client-supplied values are allowed")`,
    inTransaction('id', clientId, undefined),
  );
  holds(
    started?.id === clientId,
    `sent id ${clientId}, the transaction has id ${json(started?.id)}`,
    inTransaction('id', clientId, started?.id),
  );
}

/** id: "unique identifier": generated ids are non-empty strings that never repeat. */
export function checkIdsUnique(ids: readonly unknown[]): void {
  holds(
    ids.every((id) => typeof id === 'string' && id !== ''),
    `an id is not a non-empty string: ${json(ids)}`,
    inTransaction('id', 'non-empty strings', ids),
  );
  const seen = new Set<unknown>();
  const repeated = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  holds(
    repeated.length === 0,
    `generated ids repeat: ${repeated.map(String).join(', ')}`,
    inTransaction('id', 'unique', repeated),
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Observation: a generated id is "Normally a UUID". */
export function checkIdIsUuid(id: unknown): void {
  holds(
    typeof id === 'string' && uuid.test(id),
    `generated id ${json(id)} is not a UUID`,
    inTransaction('id', 'a UUID', id),
  );
}

/**
 * A counter of fixed width (decimal digits or bits) wrapping round: `a` at
 * the top of its width, `b` at the bottom of it (within a hundredth of it).
 */
export function isCounterWrap(a: number, b: number): boolean {
  const widths = [
    ...Array.from({ length: 11 }, (_, i) => 10 ** (i + 2)),
    ...Array.from({ length: 33 }, (_, i) => 2 ** (i + 8)),
  ];
  return widths.some((w) => {
    const margin = Math.max(1, w / 100);
    return a < w && a >= w - margin && b >= 0 && b <= margin;
  });
}

/**
 * stan: "monotonically increasing sequence number", in the order the
 * transactions ran: never lower than the one before (equal neighbours are
 * monotonic: a reversal may repeat its original's stan), unless the counter
 * wrapped round at its width; and a sequence number that numbers several
 * transactions moves, so they do not all carry one value.
 */
export function checkStanIncreases(stans: readonly unknown[]): void {
  holds(
    stans.every((s) => typeof s === 'number'),
    `a stan is not a number: ${json(stans)}`,
    inTransaction('stan', 'numbers', stans),
  );
  for (let i = 1; i < stans.length; i++) {
    const [a, b] = [stans[i - 1] as number, stans[i] as number];
    holds(
      b >= a || isCounterWrap(a, b),
      `stan ${b} of transaction ${i + 1} is lower than ${a} of the one before (and no counter wraps there)`,
      inTransaction('stan', `>= ${a}`, b),
    );
  }
  holds(
    stans.length < 2 || stans.some((s) => s !== stans[0]),
    `stan is ${json(stans[0])} on all ${stans.length} transactions: a sequence number that never moves`,
    inTransaction('stan', `a number that increases over ${stans.length} transactions`, stans),
  );
}

/** timeout_ms: "defaults to 150000 milliseconds" when the client sets none (the schema's default). */
export const DEFAULT_TIMEOUT_MS = terminalTransactionDefaults.timeout_ms;
export function checkDefaultTimeout(started: JsonRecord | undefined): void {
  holds(
    started?.timeout_ms === DEFAULT_TIMEOUT_MS,
    `timeout_ms is ${json(started?.timeout_ms)}, the default is ${DEFAULT_TIMEOUT_MS}`,
    inTransaction('timeout_ms', DEFAULT_TIMEOUT_MS, started?.timeout_ms),
  );
}

/** A reversal names the reversed transaction (reference_txn_id), which is then is_reversed. */
export function checkReversal(
  reversal: JsonRecord | undefined,
  originalAfter: JsonRecord | undefined,
  originalId: string,
): void {
  holds(reversal !== undefined, 'no reversal document');
  holds(
    reversal.reference_txn_id === originalId,
    `reversal reference_txn_id is ${json(reversal.reference_txn_id)}, reversed ${originalId}`,
    inTransaction('reference_txn_id', originalId, reversal.reference_txn_id),
  );
  if (reversal.result !== 'approved') return; // only an approved reversal reverses
  holds(
    originalAfter?.is_reversed === true,
    `the reversed transaction says is_reversed ${json(originalAfter?.is_reversed)}`,
    inTransaction('is_reversed', true, originalAfter?.is_reversed),
  );
}

/** Observation: a reconciliation closes the session, so a later transaction has another session_number. */
export function checkSessionClosed(
  before: JsonRecord | undefined,
  reconciliation: JsonRecord | undefined,
  after: JsonRecord | undefined,
): void {
  if (reconciliation?.result !== 'approved') return; // a failed reconciliation closes nothing
  holds(
    before?.session_number !== after?.session_number,
    `session_number ${json(after?.session_number)} is unchanged after a reconciliation`,
    inTransaction('session_number', `not ${json(before?.session_number)}`, after?.session_number),
  );
}

/** Observation (field notes "No cancel endpoint"): no card within timeout_ms ends the transaction cancelled. */
export function checkTimedOut(t: JsonRecord | undefined): void {
  holds(
    t?.is_active === false,
    `still active after timeout_ms (is_active ${json(t?.is_active)})`,
    inTransaction('is_active', false, t?.is_active),
  );
  holds(
    t.result === 'cancelled',
    `ended ${json(t.result)} after the timeout, expected cancelled`,
    inTransaction('result', 'cancelled', t.result),
  );
}

/** Observation: result and online_result are those the test card is described to produce. */
export function checkResultAgainstCard(
  t: JsonRecord,
  card: { id: string; expectedResult: string; expectedOnlineResult: string | null },
): void {
  holds(
    t.result === card.expectedResult,
    `card ${card.id} should end ${card.expectedResult}, result is ${json(t.result)}`,
    inTransaction('result', card.expectedResult, t.result),
  );
  holds(
    (t.online_result ?? null) === card.expectedOnlineResult,
    `card ${card.id} should give online_result ${String(card.expectedOnlineResult)}, got ${json(t.online_result)}`,
    inTransaction('online_result', card.expectedOnlineResult, t.online_result),
  );
}

/** Observation ("Transitions: not shown"): the status values seen are recorded; a missing or non-string one warns. */
export function checkStatusRecorded(statuses: readonly unknown[]): void {
  holds(
    statuses.every((s) => typeof s === 'string' && s !== ''),
    `status values seen: ${json(statuses)}`,
    inTransaction('status', 'strings', statuses),
  );
}
