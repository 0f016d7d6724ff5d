/**
 * The example test `paycert init` writes, in the project's runner: a few
 * lines of payment code of the kind an application holds (a sale at the
 * terminal with its own id, polled; an online payment with its Hash, its
 * 3-D Secure page and the job retrieved after the return) and the tests that
 * drive them through `startSimulators()`. Under the gate `startSimulators()`
 * returns the gate's simulators, so the file runs unchanged both ways. The
 * tutorial (docs/tutorial.md) walks through it and plants its one mistake
 * in `hashLine`.
 */
import { runnerCommand, type Runner } from './initOptions.js';
import { gateCommand } from './templateFacts.js';

/** The line that computes the gateway's Hash: SHA-512, as the tutorial shows it. */
export const hashLine =
  "  const hash = createHash('sha512').update(gateway.apiKey + body, 'utf8').digest('hex').toUpperCase();";

/** Where each runner's example goes. */
export const examplePath: Readonly<Record<Runner, string>> = {
  'node-test': 'tests/paycert.test.mjs',
  playwright: 'tests/paycert.spec.ts',
};

function header(runner: Runner): string[] {
  const alone = runnerCommand[runner];
  const gate = gateCommand(alone);
  return [
    '/**',
    " * paycert's example test, written by `npx paycert init`: a few lines of payment code of the",
    ' * kind your application holds (a sale at the terminal, an online payment through the gateway)',
    " * and tests that drive them against paycert's simulators. Replace the code with calls into your",
    ' * application and keep the pattern.',
    ' *',
    ` *   ${alone.padEnd(gate.length)}   the tests alone, with simulators started in-process`,
    ` *   ${gate}   the same tests through paycert's gate, which records`,
    ` *   ${' '.repeat(gate.length)}   what the code sends and judges it (reports/client)`,
    ' *',
    " * Under the gate, startSimulators() returns the gate's simulators, reached through its proxy, so",
    ' * this file runs unchanged both ways.',
    ' */',
  ];
}

/** The payment code, the same for both runners but for the type annotations (`t`). */
function paymentCode(t: (annotation: string) => string): string[] {
  return [
    '// ---- Payment code: in your project, your own modules ----',
    '',
    "/** The terminal's HTTP Basic credentials, sent with every request to its API. */",
    `function terminalHeaders(terminal${t(': SimulatedTerminal')})${t(': Record<string, string>')} {`,
    "  const basic = Buffer.from(terminal.username + ':' + terminal.password).toString('base64');",
    "  return { authorization: 'Basic ' + basic };",
    '}',
    '',
    '/**',
    " * A sale at the terminal under the application's own id, read every 500 ms until it is no longer",
    ' * active (at most a minute). Resolves its result: approved, declined, cancelled or error.',
    ' */',
    `async function sellAtTerminal(terminal${t(': SimulatedTerminal')}, amountMinorUnits${t(': number')})${t(': Promise<string>')} {`,
    '  const id = randomUUID();',
    "  const started = await fetch(terminal.url + '/api/v2/transactions/sale.json', {",
    "    method: 'POST',",
    "    headers: { ...terminalHeaders(terminal), 'content-type': 'application/json' },",
    '    body: JSON.stringify({ amount: amountMinorUnits, id }),',
    '  });',
    "  if (!started.ok) throw new Error('the terminal refused the sale: ' + started.status);",
    '  for (let i = 0; i < 120; i++) {',
    '    await sleep(500);',
    "    const read = await fetch(terminal.url + '/api/v2/transactions/' + id + '.json', {",
    '      headers: terminalHeaders(terminal),',
    '    });',
    `    const { transaction } = ${t('(')}await read.json()${t(') as { transaction: TerminalTransaction }')};`,
    '    if (!transaction.is_active) return String(transaction.result);',
    '  }',
    "  throw new Error('sale ' + id + ' still active after a minute');",
    '}',
    '',
    "/** The gateway's headers: ConfigurationId, and the Hash of the API key followed by the exact body sent. */",
    `function gatewayHeaders(gateway${t(': SimulatedGateway')}, body${t(': string')})${t(': Record<string, string>')} {`,
    hashLine,
    '  return { ConfigurationId: gateway.configurationId, Hash: hash };',
    '}',
    '',
    "/** Creates an online payment; resolves the 3-D Secure page the shopper's browser is sent to. */",
    `async function createPayment(gateway${t(': SimulatedGateway')}, amount${t(': string')}, orderNumber${t(': string')})${t(': Promise<string>')} {`,
    '  const body = JSON.stringify({',
    "    type: 'Payment',",
    "    paymentMethodsToUse: ['creditcard'],",
    "    currency: 'EUR',",
    '    amountToCollect: amount,',
    '    order: { orderNumber },',
    '    // A test card of the gateway simulator (docs/gateway-simulator.md): Visa, 3-D Secure challenge.',
    "    parameters: { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' },",
    '  });',
    "  const created = await fetch(gateway.url + '/api/gateway/payment-jobs', {",
    "    method: 'POST',",
    "    headers: { ...gatewayHeaders(gateway, body), 'content-type': 'application/json' },",
    '    body,',
    '  });',
    "  if (created.status !== 201) throw new Error('the gateway refused the payment: ' + created.status);",
    `  const job = ${t('(')}await created.json()${t(') as { links: { action: { url: string } } }')};`,
    '  return job.links.action.url;',
    '}',
    '',
    "/** After the shopper's return: the payment job's status, retrieved (a return URL alone proves nothing). */",
    `async function paymentStatus(gateway${t(': SimulatedGateway')}, returnUrl${t(': string')})${t(': Promise<string>')} {`,
    "  const reference = new URL(returnUrl).searchParams.get('paymentjobref') ?? '';",
    "  const read = await fetch(gateway.url + '/api/gateway/payment-jobs/' + encodeURIComponent(reference), {",
    "    headers: gatewayHeaders(gateway, ''),",
    '  });',
    `  const job = ${t('(')}await read.json()${t(') as { data: { paymentStatus: string } }')};`,
    '  return job.data.paymentStatus;',
    '}',
  ];
}

/** How each runner spells the example: its imports, types, hooks, an equality, and its gateway test. */
interface Syntax {
  readonly imports: readonly string[];
  /** The text of a TypeScript annotation where the runner's file is TypeScript, else nothing. */
  readonly types: (annotation: string) => string;
  readonly before: string;
  readonly after: string;
  readonly sims: string;
  /** Lines before the simulators' variable. */
  readonly preamble: readonly string[];
  readonly equal: (actual: string, expected: string) => string;
  /** The 3-D Secure payment test, in the runner's own way. */
  readonly gatewayTest: readonly string[];
}

const syntax: Readonly<Record<Runner, Syntax>> = {
  'node-test': {
    imports: [
      "import assert from 'node:assert/strict';",
      "import { createHash, randomUUID } from 'node:crypto';",
      "import { after, before, test } from 'node:test';",
      "import { setTimeout as sleep } from 'node:timers/promises';",
      "import { startSimulators } from 'paycert';",
    ],
    types: () => '',
    before: 'before',
    after: 'after',
    sims: 'let sims;',
    preamble: [],
    equal: (actual, expected) => `assert.equal(${actual}, ${expected});`,
    gatewayTest: [
      "test('an online payment that passes 3-D Secure is paid', async () => {",
      "  await sims.gateway.outcomes.queue('3ds-passed'); // the shopper passes the 3-D Secure page",
      "  const page = await createPayment(sims.gateway, '12.50', 'order-' + randomUUID());",
      "  // The shopper's browser opens the page; with an outcome queued it sends them back at once.",
      "  const opened = await fetch(page, { redirect: 'manual' });",
      '  assert.equal(opened.status, 303);',
      "  assert.equal(await paymentStatus(sims.gateway, opened.headers.get('location') ?? ''), 'Paid');",
      '});',
    ],
  },
  playwright: {
    imports: [
      "import { createHash, randomUUID } from 'node:crypto';",
      "import { setTimeout as sleep } from 'node:timers/promises';",
      "import { expect, test } from '@playwright/test';",
      'import {',
      '  startSimulators,',
      '  type SimulatedGateway,',
      '  type SimulatedTerminal,',
      '  type Simulators,',
      '  type TerminalTransaction,',
      "} from 'paycert';",
    ],
    types: (a) => a,
    before: 'test.beforeAll',
    after: 'test.afterAll',
    sims: 'let sims: Simulators;',
    preamble: [
      "// One set of simulators for the file's tests, which run one after another.",
      "test.describe.configure({ mode: 'serial' });",
      '',
    ],
    equal: (actual, expected) => `expect(${actual}).toBe(${expected});`,
    gatewayTest: [
      "test('the shopper passes 3-D Secure in the browser and the payment is paid', async ({ page }) => {",
      "  const actionUrl = await createPayment(sims.gateway, '12.50', 'order-' + randomUUID());",
      "  // The shopper's browser: the gateway's 3-D Secure page, then back to the return URL.",
      '  await page.goto(actionUrl);',
      "  await page.getByRole('button', { name: 'Authentication successful' }).click();",
      '  await page.waitForURL(/paymentjobref=/);',
      "  expect(await paymentStatus(sims.gateway, page.url())).toBe('Paid');",
      '});',
    ],
  },
};

/** The simulators' lifecycle and the terminal's tests, the same for both runners. */
function sharedTests(x: Syntax): string[] {
  const sale = (outcome: string, title: string, note: string): string[] => [
    `test('${title}', async () => {`,
    `  await sims.terminal.outcomes.queue('${outcome}');${note}`,
    `  ${x.equal('await sellAtTerminal(sims.terminal, 1250)', `'${outcome}'`)}`,
    '});',
    '',
  ];
  return [
    '// ---- Tests ----',
    '',
    ...x.preamble,
    x.sims,
    '',
    `${x.before}(async () => {`,
    '  // Simulated time ten times faster: a sale takes a fraction of a second.',
    '  sims = await startSimulators({ terminal: { clockSpeed: 10 } });',
    '});',
    '',
    `${x.after}(async () => {`,
    '  await sims.stop();',
    '});',
    '',
    ...sale('approved', 'a sale at the terminal is approved', ' // the next card presented is approved'),
    ...sale('declined', 'a declined card reaches the application as declined', ''),
  ];
}

/** One text for both runners: what differs is in `syntax`. */
function exampleText(runner: Runner): string {
  const x = syntax[runner];
  return [
    ...header(runner),
    ...x.imports,
    '',
    ...paymentCode(x.types),
    '',
    ...sharedTests(x),
    ...x.gatewayTest,
    '',
  ].join('\n');
}

/** The example test for `runner`: its path in the project and its text. */
export function exampleTest(runner: Runner): { path: string; content: string } {
  return { path: examplePath[runner], content: exampleText(runner) };
}
