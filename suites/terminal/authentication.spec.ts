/**
 * Authentication (spec "Authentication > B. Terminal"; Endpoints B, column
 * "Authorized"): every authorized endpoint refuses no credentials and wrong
 * ones; print and receipts ("not shown") are observed.
 */
import { test } from '../../fixtures/test.js';
import { checkEndpointGuarded } from '../../lib/checks/terminal/checkEndpointGuarded.js';
import { checkRefusalStatus } from '../../lib/checks/terminal/checkRefusalStatus.js';
import { checkRefused } from '../../lib/checks/terminal/checkRefused.js';
import { checkSuccessBoolean } from '../../lib/checks/terminal/checkSuccessBoolean.js';
import type { CredentialMode, TerminalClient, TerminalResponse } from '../../lib/terminal/terminalClient.js';

type Call = (c: TerminalClient, mode: CredentialMode) => Promise<TerminalResponse>;

// An id no terminal holds: authorization comes before the lookup.
const unknownId = 'paycert-auth-probe-0';

/** `safe`: may be called with valid credentials too (a GET), as the baseline of an answer. */
const authorized: readonly { endpoint: string; call: Call; safe?: false }[] = [
  { endpoint: 'GET device.json', call: (c, m) => c.device(m) },
  { endpoint: 'GET settings.json', call: (c, m) => c.settings(m) },
  { endpoint: 'GET transactions.json', call: (c, m) => c.transactions(m) },
  { endpoint: 'GET transactions/<id>.json', call: (c, m) => c.transaction(unknownId, m) },
  { endpoint: 'GET transactions/latest.json', call: (c, m) => c.latest(m) },
  { endpoint: 'GET transactions/last.json', call: (c, m) => c.last(m) },
  { endpoint: 'GET transactions/current.json', call: (c, m) => c.current(m) },
  // A valid body, so a terminal that ignores credentials would really start (and the teardown ends it).
  { endpoint: 'POST transactions/sale.json', call: (c, m) => c.start('sale', { amount: 1 }, m), safe: false },
  { endpoint: 'GET screens/current.json', call: (c, m) => c.screen(m) },
];

const notShown: readonly { endpoint: string; call: Call }[] = [
  { endpoint: 'POST print.json', call: (c, m) => c.print({ instructions: [] }, m) },
  { endpoint: 'GET receipts/merchant.json', call: (c, m) => c.receipt(unknownId, 'merchant', m) },
  { endpoint: 'GET receipts/cardholder.json', call: (c, m) => c.receipt(unknownId, 'cardholder', m) },
  { endpoint: 'GET receipts/reconciliation.json', call: (c, m) => c.receipt(unknownId, 'reconciliation', m) },
];

for (const row of authorized) {
  test(
    `${row.endpoint} refuses missing and wrong credentials TM-AUTH-1 TM-AUTH-2 TM-AUTH-3 TM-ERR-1`,
    { tag: ['@TM-AUTH-1', '@TM-AUTH-2', '@TM-AUTH-3', '@TM-ERR-1'] },
    async ({ verify, terminal }) => {
      const none = await row.call(terminal.client, 'none');
      const wrong = await row.call(terminal.client, 'wrong');
      const valid = row.safe === false ? undefined : await row.call(terminal.client, 'configured');
      await verify('TM-AUTH-1', () => checkRefused('TM-AUTH-1', none, valid));
      await verify('TM-AUTH-2', () => checkRefused('TM-AUTH-2', wrong, valid));
      await verify('TM-AUTH-3', () => {
        checkRefusalStatus(none);
        checkRefusalStatus(wrong);
      });
      await verify('TM-ERR-1', () => {
        checkSuccessBoolean(none);
        checkSuccessBoolean(wrong);
      });
    },
  );
}

for (const row of notShown) {
  test(
    `${row.endpoint} without credentials is recorded TM-AUTH-4`,
    { tag: ['@TM-AUTH-4'] },
    async ({ verify, terminal }) => {
      const none = await row.call(terminal.client, 'none');
      await verify('TM-AUTH-4', () => checkEndpointGuarded(none));
    },
  );
}
