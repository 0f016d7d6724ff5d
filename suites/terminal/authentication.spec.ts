/**
 * Authentication (spec "Authentication > B. Terminal"; Endpoints B, column
 * "Authorized"): every authorized endpoint refuses no credentials and wrong
 * ones; print and receipts ("not shown") are observed. "The credential
 * mechanism: not shown", so the refusal's code and body (a 403 with a text
 * body is one) are observed, not held to "bodies carry a success boolean".
 */
import { test, named } from '../../fixtures/test.js';
import {
  checkEndpointGuarded,
  checkRefusalAsExpected,
  checkRefused,
} from '../../lib/judging/checks/terminal/authChecks.js';
import type {
  CredentialMode,
  TerminalClient,
  TerminalResponse,
} from '../../lib/targets/terminal/terminalClient.js';

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
    ...named(`${row.endpoint} refuses missing and wrong credentials`, 'TM-AUTH-1', 'TM-AUTH-2', 'TM-AUTH-3'),
    async ({ verify, terminal }) => {
      const none = await row.call(terminal.client, 'none');
      const wrong = await row.call(terminal.client, 'wrong');
      const valid = row.safe === false ? undefined : await row.call(terminal.client, 'configured');
      await verify('TM-AUTH-1', () => checkRefused(none, valid));
      await verify('TM-AUTH-2', () => checkRefused(wrong, valid));
      await verify('TM-AUTH-3', () => {
        checkRefusalAsExpected(none);
        checkRefusalAsExpected(wrong);
      });
    },
  );
}

for (const row of notShown) {
  test(
    ...named(`${row.endpoint} without credentials is recorded`, 'TM-AUTH-4'),
    async ({ verify, terminal }) => {
      const none = await row.call(terminal.client, 'none');
      await verify('TM-AUTH-4', () => checkEndpointGuarded(none));
    },
  );
}
