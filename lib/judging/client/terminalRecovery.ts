/**
 * How the application recovers on the terminal side from the drills
 * (docs/drills.md): a start whose answer it never got (CL-TM-LOST-1), a
 * second approved sale for one order (CL-TM-DUP-1), and the recovery
 * outcomes of the coverage table. The proxy marks each exchange a drill
 * touched (RawExchange.drill); the judge keeps the lost starts, bounded.
 */
import type { Route } from '../interfaces/routeTable.js';
import type { TerminalEndpointId } from '../interfaces/terminalEndpoints.js';
import * as R from '../checks/client/recovery.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import type { ParsedExchange } from './parseExchange.js';
import {
  maxLostStarts,
  type LostStart,
  type TerminalState,
  type TxnDoc,
  type TxnRecovery,
} from './terminalState.js';

/** Reads that find a lost transaction whatever its id: the spec's current and latest, and the list. */
/** The reads that find any transaction, a lost start among them. */
const findsAny: ReadonlySet<TerminalEndpointId> = new Set([
  'listTransactions',
  'getCurrentTransaction',
  'getLatestTransaction',
  'getLastTransaction',
]);

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
    ctx.tally.verify('CL-TM-LOST-1', ref, () =>
      R.checkFoundBeforeAnotherStart(false, lost.ref.seq, ref.request),
    );
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
  route: Route<TerminalEndpointId> | undefined,
): void {
  if (st.recovery.lost.length === 0 || route === undefined) return;
  const byId = route.id === 'getTransaction' ? route.params.id : undefined;
  const any = findsAny.has(route.id);
  const waiting: LostStart[] = [];
  for (const lost of st.recovery.lost) {
    if (any || (byId !== undefined && lost.ids.includes(decode(byId)))) {
      const found = exchangeRef(ex, ctx.secrets);
      ctx.tally.verify('CL-TM-LOST-1', found, () =>
        R.checkFoundBeforeAnotherStart(true, lost.ref.seq, found.request),
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
          R.checkOneApprovedSale(
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
