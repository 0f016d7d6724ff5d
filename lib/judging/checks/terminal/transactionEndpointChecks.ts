/**
 * Checks of the transaction endpoints (Endpoints > B. Terminal and its
 * notes): start, by id, latest and last, current while active and when idle.
 */
import { holds } from '../deviation.js';
import {
  describe,
  evidence,
  is2xx,
  inTransaction,
  json,
  successOf,
  transactionOf,
  type JsonRecord,
  type TerminalResponse,
} from './exchange.js';

/** A success answer that holds a transaction ("all return `success` (boolean) and `transaction`"). */
function checkTransactionAnswer(r: TerminalResponse, what: string): JsonRecord {
  holds(
    is2xx(r) && successOf(r) === true,
    `${what}: expected success: ${describe(r)}`,
    evidence(r, { field: 'success', expected: true, actual: successOf(r) }),
  );
  const t = transactionOf(r);
  holds(
    t !== undefined,
    `${what}: the answer holds no transaction: ${describe(r)}`,
    evidence(r, { field: 'transaction' }),
  );
  return t;
}

/** POST transactions/<type>.json "starts a transaction and returns it". */
export function checkStartResponse(r: TerminalResponse): void {
  checkTransactionAnswer(r, 'the start');
}

/** Types: sale, refund, reversal, reconciliation: this one can be started. */
export function checkTypeStartable(r: TerminalResponse, type: string): void {
  holds(is2xx(r) && successOf(r) === true, `a ${type} could not be started: ${describe(r)}`, evidence(r));
}

/**
 * The started transaction has the requested type ("A reversal and a void are
 * equivalent"); one that waits for a card (`waitsForCard`) is in progress, so
 * is_active is true. A host-only type may have ended by the time it answers.
 */
export function checkStartedActive(
  started: JsonRecord | undefined,
  type: string,
  waitsForCard: boolean,
): void {
  holds(started !== undefined, 'the start answer holds no transaction');
  const types = type === 'reversal' ? ['reversal', 'void'] : [type];
  holds(
    types.includes(String(started.type)),
    `started a ${type}, the transaction says type ${json(started.type)}`,
    inTransaction('type', type, started.type),
  );
  holds(
    waitsForCard ? started.is_active === true : typeof started.is_active === 'boolean',
    `is_active is ${json(started.is_active)} right after the start`,
    inTransaction('is_active', waitsForCard ? true : 'a boolean', started.is_active),
  );
}

/** transactions/<id>.json returns "transaction for the id". */
export function checkTransactionById(r: TerminalResponse, id: string): void {
  const t = checkTransactionAnswer(r, `transaction ${id}`);
  holds(
    t.id === id,
    `asked for ${id}, got transaction ${json(t.id)}`,
    evidence(r, { field: 'transaction.id', expected: id, actual: t.id }),
  );
}

/**
 * "latest.json or last.json": "most recent transaction". Each of the two
 * that answers with success returns the newest; the "or" lets a device serve
 * one name only, so a refusal of one is no deviation, but one must answer.
 */
export function checkLatest(latest: TerminalResponse, last: TerminalResponse, newestId: string): void {
  const served = [latest, last].filter((r) => is2xx(r) && successOf(r) === true);
  holds(
    served.length > 0,
    `neither latest.json nor last.json answers: ${describe(latest)}; ${describe(last)}`,
    evidence(latest),
  );
  for (const r of served) {
    const t = checkTransactionAnswer(r, r.request);
    holds(
      t.id === newestId,
      `${r.request} returned ${json(t.id)}, the newest is ${newestId}`,
      evidence(r, { field: 'transaction.id', expected: newestId, actual: t.id }),
    );
  }
}

/** current.json while a transaction is active returns that "transaction in progress". */
export function checkCurrentActive(current: TerminalResponse, activeId: string): void {
  const t = checkTransactionAnswer(current, 'current.json');
  holds(
    t.id === activeId,
    `current.json returned ${json(t.id)}, the active one is ${activeId}`,
    evidence(current, { field: 'transaction.id', expected: activeId, actual: t.id }),
  );
  holds(
    t.is_active === true,
    'current.json returned a transaction with is_active not true',
    evidence(current, { field: 'transaction.is_active', expected: true, actual: t.is_active }),
  );
}

/**
 * Errors, rule 7: with nothing in progress, current.json "returns an error
 * result and an error status code". Which code, and the body's shape, are
 * not shown: any 4xx or 5xx that does not claim success.
 */
export function checkCurrentIdle(current: TerminalResponse): void {
  holds(
    current.status >= 400 && current.status < 600,
    `expected an error status code: ${describe(current)}`,
    evidence(current, { expected: '4xx or 5xx', actual: current.status }),
  );
  holds(
    successOf(current) !== true,
    `an error status with success true: ${describe(current)}`,
    evidence(current, { field: 'success', actual: true }),
  );
}
