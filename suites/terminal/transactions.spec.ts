/**
 * Rules across transactions (spec B. Transaction: id, stan, timeout_ms,
 * reference_txn_id, is_reversed, session_number): ids, sequence numbers,
 * timeouts, reversals and sessions.
 */
import { randomUUID } from 'node:crypto';
import { test, named } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import { checkListHolds } from '../../lib/judging/checks/terminal/listChecks.js';
import {
  is2xx,
  successOf,
  transactionOf,
  type TerminalResponse,
} from '../../lib/judging/checks/terminal/exchange.js';
import { checkLatest } from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';
import {
  DEFAULT_TIMEOUT_MS,
  checkDefaultTimeout,
  checkFinished,
  checkIdIsUuid,
  checkIdKept,
  checkIdsUnique,
  checkReversal,
  checkSessionClosed,
  checkStanIncreases,
  checkTimedOut,
} from '../../lib/judging/checks/terminal/transactionLifeChecks.js';

const card = 'visa-qvsdc-contactless';

/** A start that answered a transaction: success and a transaction document. */
function isStarted(r: TerminalResponse): boolean {
  return is2xx(r) && successOf(r) === true && transactionOf(r) !== undefined;
}

/**
 * id: "Client-supplied values are allowed. Generated when omitted": a start
 * that carries the field id supplies it. A fresh UUID (the form an id
 * normally has) leaves the device no reason in the value to refuse it. When
 * it refuses anyway, the same sale without the id runs (its refusal is
 * TM-START-1's, and ends the test), then the id is supplied once more: a
 * device that was only busy the first time takes it now.
 */
test(...named('a client-supplied id is kept', 'TM-START-4'), async ({ verify, terminal }) => {
  terminal.requireCards(verify);
  let clientId = randomUUID();
  let started = await terminal.start('sale', { amount: 120, id: clientId });
  if (!isStarted(started)) {
    await terminal.run('sale', { amount: 120 }, card);
    clientId = randomUUID();
    started = await terminal.start('sale', { amount: 120, id: clientId });
  }
  const t = docOf(started);
  const accepted = isStarted(started);
  await verify('TM-START-4', () => checkIdKept(t, clientId, accepted));
  const id = t?.id;
  if (typeof id !== 'string' || t?.is_active !== true) return;
  await terminal.present(card);
  await terminal.finish(id);
});

test(
  ...named(
    `three sales: unique ids, increasing stan, newest latest, all listed`,
    'TM-START-5',
    'TM-START-6',
    'TM-TXN-4',
    'TM-GET-2',
    'TM-LIST-2',
  ),
  async ({ verify, terminal }) => {
    terminal.requireCards(verify);
    const ended: (Record<string, unknown> | undefined)[] = [];
    for (const amount of [101, 202, 303]) ended.push((await terminal.run('sale', { amount }, card)).ended);
    const ids = ended.map((t) => t?.id);
    await verify('TM-START-5', () => checkIdsUnique(ids));
    await verify('TM-START-6', () => ids.forEach(checkIdIsUuid));
    await verify('TM-TXN-4', () => checkStanIncreases(ended.map((t) => t?.stan)));
    const newest = String(ids[ids.length - 1]);
    const [latest, last] = [await terminal.client.latest(), await terminal.client.last()];
    await verify('TM-GET-2', () => checkLatest(latest, last, newest));
    const list = await terminal.client.transactions();
    await verify('TM-LIST-2', () => checkListHolds(list, ids.map(String)));
  },
);

test(...named('timeout_ms defaults to 150000', 'TM-LIFE-2'), async ({ verify, terminal }) => {
  terminal.requireCards(verify);
  const started = await terminal.start('sale', { amount: 130 });
  // A firmware may leave out a listed field: without timeout_ms there is nothing to judge.
  const timeout = docOf(started)?.timeout_ms;
  if (timeout === undefined || timeout === null)
    verify.skipped('TM-LIFE-2', 'the started transaction carries no timeout_ms');
  else await verify('TM-LIFE-2', () => checkDefaultTimeout(docOf(started)));
  const id = docOf(started)?.id;
  if (typeof id !== 'string') return;
  await terminal.present(card);
  await terminal.finish(id);
});

test(
  ...named('no card before timeout_ms: the sale ends cancelled', 'TM-LIFE-3', 'TM-TXN-5'),
  async ({ verify, terminal }) => {
    const control = terminal.requireSimulator(verify, 'move the clock past timeout_ms');
    const started = docOf(await terminal.start('sale', { amount: 140 }));
    const id = String(started?.id);
    const timeout = typeof started?.timeout_ms === 'number' ? started.timeout_ms : DEFAULT_TIMEOUT_MS;
    await control.advanceClock(timeout + 1);
    const after = (await terminal.finish(id)).doc;
    await verify('TM-LIFE-3', () => checkTimedOut(after));
    if (after !== undefined) await verify('TM-TXN-5', () => checkFinished(after));
  },
);

test(
  ...named('a reversal names the sale and marks it reversed', 'TM-LIFE-4'),
  async ({ verify, terminal }) => {
    terminal.allowType(verify, 'reversal');
    terminal.requireCards(verify);
    const sale = await terminal.run('sale', { amount: 160 }, card);
    const saleId = String(sale.ended?.id);
    const reversal = await terminal.run('reversal', { reference_txn_id: saleId });
    const original = docOf(await terminal.client.transaction(saleId));
    await verify('TM-LIFE-4', () => checkReversal(reversal.ended, original, saleId));
  },
);

test(...named('a reconciliation closes the session', 'TM-LIFE-5'), async ({ verify, terminal }) => {
  terminal.allowType(verify, 'reconciliation');
  terminal.requireCards(verify);
  const before = await terminal.run('sale', { amount: 170 }, card);
  const reconciliation = await terminal.run('reconciliation', {});
  const after = await terminal.run('sale', { amount: 180 }, card);
  // An observation: the spec says only "session or batch number".
  await verify('TM-LIFE-5', () => checkSessionClosed(before.ended, reconciliation.ended, after.ended));
});
