/**
 * How the application recovers on the terminal side from the drills
 * (docs/drills.md): a start whose answer it never got (CL-TM-LOST-1), a
 * second approved sale for one order (CL-TM-DUP-1), and the recovery
 * outcomes of the coverage table. The proxy marks each exchange a drill
 * touched (RawExchange.drill); the judge keeps the lost starts, bounded.
 */
import * as R from '../checks/client/recovery.js';
import type { DrillName } from '../drills/drills.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import type { ParsedExchange } from './parseExchange.js';
import type { ExchangeRef } from './requirementTally.js';
import type { TerminalState, TxnDoc } from './terminalState.js';

/** A start whose answer did not reach the application, waiting to be found. */
export interface LostStart {
  readonly ref: ExchangeRef;
  /** The id the terminal gave it (from the answer the proxy saw) and the id the application supplied. */
  readonly ids: readonly string[];
  /** The amount of a lost sale (CL-TM-DUP-1). */
  readonly saleAmount?: number;
}

/** What the judge remembers of a transaction for the drills. */
export interface TxnRecovery {
  /** The drill its start met. */
  drill?: DrillName;
  /** Its amount, when it is a sale. */
  saleAmount?: number;
  /** A lost sale of the same amount not found when this sale was started: its id and start exchange. */
  retryOf?: { readonly id: string; readonly seq: number };
  /** The exchange that first showed it ended, and its result. */
  endedSeq?: number;
  result?: unknown;
}

/** Lost starts waiting at once: a lane loses one at a time; room for a shop's lanes. */
export const maxLostStarts = 32;

export class TerminalRecoveryState {
  lost: LostStart[] = [];
  /** The first request refused while the terminal was unreachable (drill terminal-unreachable). */
  firstRefusedSeq: number | undefined;
}

/** Reads that find a lost transaction whatever its id: the spec's current and latest, and the list. */
const findsAny = /^transactions(\/(current|latest|last))?\.json$/;

/** What a start exchange means for recovery, before the judge tracks its document. */
export interface StartFacts {
  /** The application received the answer (a transaction it knows it started). */
  readonly delivered: boolean;
  readonly recovery: TxnRecovery;
}

/**
 * A start: every lost start not found yet fails CL-TM-LOST-1 here (once);
 * a sale of a lost sale's amount is remembered as its possible repeat; a
 * start a drill touched is remembered (lost when its answer did not arrive).
 */
export function recoveryAtStart(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: TerminalState,
  type: string,
  json: unknown,
  doc: TxnDoc | undefined,
): StartFacts {
  const ref = exchangeRef(ex, ctx.secrets);
  const body = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const amount = type === 'sale' && typeof body.amount === 'number' ? body.amount : undefined;
  const recovery: TxnRecovery = {};
  if (amount !== undefined) recovery.saleAmount = amount;
  for (const lost of st.recovery.lost) {
    ctx.tally.verify('CL-TM-LOST-1', ref, () => R.foundBeforeAnotherStart(false, lost.ref.seq, ref.request));
    const lostId = lost.ids[0];
    if (amount !== undefined && lost.saleAmount === amount && lostId !== undefined)
      recovery.retryOf = { id: lostId, seq: lost.ref.seq };
  }
  st.recovery.lost = [];
  const drill = ex.raw.drill;
  if (drill === undefined) return { delivered: true, recovery };
  recovery.drill = drill.name;
  if (!drill.delivered && doc !== undefined) {
    const supplied = typeof body.id === 'string' && body.id !== '' ? [body.id] : [];
    if (st.recovery.lost.length >= maxLostStarts) st.recovery.lost.shift();
    st.recovery.lost.push({
      ref,
      ids: [doc.id, ...supplied],
      ...(amount === undefined ? {} : { saleAmount: amount }),
    });
  }
  return { delivered: drill.delivered, recovery };
}

/** A read: current, latest, last or the list finds every lost start; a read by id finds its own. */
export function recoveryAtRead(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: TerminalState,
  route: string,
): void {
  if (st.recovery.lost.length === 0) return;
  const byId = /^transactions\/([^/]+)\.json$/.exec(route)?.[1];
  const any = findsAny.test(route);
  const waiting: LostStart[] = [];
  for (const lost of st.recovery.lost) {
    if (any || (byId !== undefined && lost.ids.includes(decode(byId)))) {
      const found = exchangeRef(ex, ctx.secrets);
      ctx.tally.verify('CL-TM-LOST-1', found, () =>
        R.foundBeforeAnotherStart(true, lost.ref.seq, found.request),
      );
      ctx.coverage.meet('terminal.recovered-lost-start', ex.seq, `lost:${lost.ref.seq}`);
    } else waiting.push(lost);
  }
  st.recovery.lost = waiting;
}

/** A request the proxy refused while the terminal was unreachable: the device never saw it. */
export function refusedByDrill(ex: ParsedExchange, st: TerminalState): boolean {
  const drill = ex.raw.drill;
  if (drill?.name !== 'terminal-unreachable' || ex.raw.response !== undefined) return false;
  st.recovery.firstRefusedSeq ??= ex.seq;
  return true;
}

/**
 * At the end of the run: two approved sales for one order (CL-TM-DUP-1),
 * judged where both results were seen; the recoveries of a slow answer and
 * of an unreachable terminal, met when the application read the
 * transaction's end after the drill.
 */
export function finishRecovery(ctx: JudgeContext, st: TerminalState): void {
  for (const [id, txn] of st.txns.entries()) {
    const r = txn.recovery;
    if (r === undefined) continue;
    const retryOf = r.retryOf;
    if (retryOf !== undefined && r.endedSeq !== undefined && txn.start !== undefined) {
      const lost = st.txns.get(retryOf.id)?.recovery;
      const start = txn.start;
      if (lost?.endedSeq !== undefined)
        ctx.tally.verify('CL-TM-DUP-1', { seq: start.seq, side: 'terminal', request: start.request }, () =>
          R.oneApprovedSale(
            r.result === 'approved' && lost.result === 'approved',
            retryOf.seq,
            r.saleAmount ?? 0,
            start.request,
          ),
        );
    }
    if (r.endedSeq === undefined) continue;
    if (r.drill === 'slow-start-answer')
      ctx.coverage.meet('terminal.recovered-slow-answer', r.endedSeq, `slow:${id}`);
    const refused = st.recovery.firstRefusedSeq;
    if (r.drill === 'terminal-unreachable' && refused !== undefined && r.endedSeq > refused)
      ctx.coverage.meet('terminal.recovered-unreachable', r.endedSeq, `unreachable:${id}`);
  }
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
