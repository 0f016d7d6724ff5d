/**
 * Which coverage outcome an ended transaction document shows (spec B.
 * Transaction: result approved, declined, cancelled or error). A cancellation
 * is a timeout when the device says so in status_details or when it ended
 * once timeout_ms had passed (Limits 1; field notes: "times out after
 * timeout_ms with result: cancelled"); any other cancellation is the cashier's.
 */
import type { ClientOutcome } from './clientJudge.js';
import type { TxnDoc } from './terminalState.js';

function timedOut(doc: TxnDoc): boolean {
  if (typeof doc.status_details === 'string' && /time[d_ -]?out/i.test(doc.status_details)) return true;
  const { started_at: s, ended_at: e, timeout_ms: t } = doc;
  return (
    typeof s === 'number' && typeof e === 'number' && typeof t === 'number' && t > 0 && (e - s) * 1000 >= t
  );
}

export function terminalOutcomeOf(doc: TxnDoc): ClientOutcome | undefined {
  if (doc.is_active !== false) return undefined;
  switch (doc.result) {
    case 'approved':
      return 'terminal.approved';
    case 'declined':
      return 'terminal.declined';
    case 'error':
      return 'terminal.host-error';
    case 'cancelled':
      return timedOut(doc) ? 'terminal.timeout' : 'terminal.cancelled';
    default:
      return undefined;
  }
}

/** A refused answer (non-2xx or success false) and its description, for busy and out of paper. */
export function refusal(status: number | undefined, body: unknown): { refused: boolean; text: string } {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const refused = (status !== undefined && status >= 400) || b.success === false;
  const text = [b.description, b.message, b.error].filter((x) => typeof x === 'string').join(' ');
  return { refused, text };
}
