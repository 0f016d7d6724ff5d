/**
 * Error answers (spec Errors B, rules 4 and 7; field notes "Busy and
 * unknown"): current.json when idle, an unknown id, a start while busy, an
 * invalid start, an out-of-range amount. Codes the spec does not show are
 * observations.
 */
import { test, named } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import {
  checkErrorDescription,
  checkObservedStatus,
  checkRefusedWithSuccessFalse,
  checkSuccessBoolean,
} from '../../lib/judging/checks/terminal/responseChecks.js';
import { checkCurrentIdle } from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';

test(
  ...named('current.json when idle: error result and status', 'TM-GET-4', 'TM-GET-5', 'TM-ERR-1', 'TM-ERR-2'),
  async ({ verify, terminal }) => {
    const current = await terminal.client.current();
    await verify('TM-GET-4', () => checkCurrentIdle(current));
    await verify('TM-GET-5', () => checkObservedStatus(current, [404]));
    await verify('TM-ERR-1', () => checkSuccessBoolean(current));
    await verify('TM-ERR-2', () => checkErrorDescription(current));
  },
);

test(
  ...named('an unknown transaction id', 'TM-GET-6', 'TM-ERR-1', 'TM-ERR-2'),
  async ({ verify, terminal }) => {
    const r = await terminal.client.transaction('paycert-no-such-transaction');
    await verify('TM-GET-6', () => {
      checkRefusedWithSuccessFalse(r);
      checkObservedStatus(r, [404]);
    });
    await verify('TM-ERR-1', () => checkSuccessBoolean(r));
    await verify('TM-ERR-2', () => checkErrorDescription(r));
  },
);

test(
  ...named('a start while a transaction is active is refused', 'TM-START-8', 'TM-ERR-1'),
  async ({ verify, terminal }) => {
    terminal.requireCards(verify);
    const first = docOf(await terminal.start('sale', { amount: 190 }));
    const second = await terminal.client.start('sale', { amount: 191 });
    await verify('TM-START-8', () => checkRefusedWithSuccessFalse(second));
    await verify('TM-ERR-1', () => checkSuccessBoolean(second));
    if (typeof first?.id !== 'string') return;
    await terminal.present('visa-qvsdc-contactless');
    await terminal.finish(first.id);
  },
);

/**
 * `endpoint`: the start goes to an endpoint of the API (Endpoints B, "Types: sale, refund,
 * reversal, reconciliation"), whose answers carry a success boolean (TM-ERR-1). An unlisted
 * type is a path the API does not have: a device's web server may answer it with a page of its
 * own ("Error body shape: not shown"), so TM-ERR-1 does not judge it.
 */
const invalidStarts = [
  { name: 'a negative amount', type: 'sale', body: { amount: -5 }, endpoint: true },
  { name: 'a text amount', type: 'sale', body: { amount: 'ten' }, endpoint: true },
  { name: 'an unknown type', type: 'teleport', body: { amount: 100 }, endpoint: false },
] as const;

for (const row of invalidStarts) {
  test(
    ...named(
      `a start with ${row.name} is refused`,
      'TM-START-9',
      ...(row.endpoint ? (['TM-ERR-1'] as const) : []),
      'TM-ERR-2',
    ),
    async ({ verify, terminal }) => {
      const r = await terminal.client.start(row.type, row.body);
      await verify('TM-START-9', () => checkRefusedWithSuccessFalse(r));
      if (row.endpoint) await verify('TM-ERR-1', () => checkSuccessBoolean(r));
      await verify('TM-ERR-2', () => checkErrorDescription(r));
    },
  );
}

test(
  ...named('an out-of-range amount gets an answer, not a crash', 'TM-LIM-1'),
  async ({ verify, terminal }) => {
    terminal.requireSimulator(
      verify,
      'start a sale of an out-of-range amount without a real device taking it',
    );
    const r = await terminal.client.start('sale', { amount: 1e12 });
    await verify('TM-LIM-1', () => {
      checkSuccessBoolean(r);
      checkObservedStatus(r, [200, 201, 400, 422]);
    });
  },
);
