/**
 * transactions/<id>.json returns the transaction of THAT id (Endpoints B),
 * not merely the newest: two sales run, and each is read back by its id.
 */
import { test, named } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import { checkTransactionById } from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';

test(
  ...named('each of two transactions is read back by its own id', 'TM-GET-1'),
  async ({ verify, terminal }) => {
    terminal.requireCards(verify);
    const first = await terminal.run('sale', { amount: 310 }, 'visa-qvsdc-contactless');
    const second = await terminal.run('sale', { amount: 320 }, 'visa-qvsdc-contactless');
    const ids = [first, second].map((r) => docOf(r.startResponse)?.id);
    for (const id of ids) {
      await verify('TM-GET-1', async () => {
        if (typeof id !== 'string') throw new Error('the terminal started no transaction to read back');
        checkTransactionById(await terminal.client.transaction(id), id);
      });
    }
  },
);
