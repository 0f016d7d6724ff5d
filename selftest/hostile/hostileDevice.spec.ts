/**
 * The harness is bounded against a hostile device (issue 13, item 4): every
 * call of the terminal and gateway clients against selftest/hostile's server
 * ends fast, with TargetUnreachable naming method and path, and no secret in
 * the message; a redirect is returned as the answer, never followed; an
 * echoed Authorization or Hash never survives redaction.
 */
import { test, expect } from '@playwright/test';
import { GatewayClient } from '../../lib/targets/gateway/gatewayClient.js';
import { TargetUnreachable } from '../../lib/targets/http/targetUnreachable.js';
import { redactText, redactValue } from '../../lib/reporting/redaction/redact.js';
import { TerminalClient } from '../../lib/targets/terminal/terminalClient.js';
import { startHostileDevice, type HostileDevice, type HostileMode } from './hostileDevice.js';

const password = 'hostileCanaryPw7f3e';
const apiKey = 'hostileCanaryKey41d9c0';
const basic = Buffer.from(`paycert:${password}`).toString('base64');

let device: HostileDevice;
test.beforeAll(async () => {
  device = await startHostileDevice();
});
test.afterAll(async () => {
  await device.close();
});

function terminal(mode: HostileMode, timeoutMs = 2_000): TerminalClient {
  return new TerminalClient({
    baseUrl: device.base(mode),
    credentials: { kind: 'basic', username: 'paycert', password },
    timeoutMs,
  });
}
function gateway(mode: HostileMode, timeoutMs = 2_000): GatewayClient {
  return new GatewayClient({ baseUrl: device.base(mode), apiKey, configurationId: 'hostile', timeoutMs });
}

function secretFree(text: string, hash?: string): void {
  for (const s of [password, apiKey, basic, ...(hash === undefined ? [] : [hash])])
    expect(text).not.toContain(s);
}

/**
 * The client gave up rather than waiting on: far below the device's 30 s delay and the clients'
 * default time limits, where an endless body never ends. A bound with room for a busy CI machine,
 * not a speed figure (the messages say why it stopped: the byte limit, the time limit).
 */
const gaveUp = 5_000;

async function unreachable(call: () => Promise<unknown>): Promise<{ e: TargetUnreachable; ms: number }> {
  const t0 = Date.now();
  const e = await call().then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(TargetUnreachable);
  return { e: e as TargetUnreachable, ms: Date.now() - t0 };
}

for (const mode of ['endless', 'huge', 'chunked'] as const) {
  test(`${mode} body: the terminal client stops reading at the limit`, async () => {
    const { e, ms } = await unreachable(() => terminal(mode).latest());
    expect(e.message).toBe(
      `terminal at ${device.url}: GET /${mode}/api/v2/transactions/latest.json answered more than 1048576 bytes ` +
        '(PAYCERT_MAX_RESPONSE_BYTES); paycert stopped reading',
    );
    expect(e.reason).toBe('too-large');
    expect(ms).toBeLessThan(gaveUp);
    secretFree(e.message);
  });

  test(`${mode} body: the gateway client stops reading at the limit (a smaller one when configured)`, async () => {
    const client = new GatewayClient({
      baseUrl: device.base(mode),
      apiKey,
      configurationId: 'hostile',
      maxResponseBytes: 64 * 1024,
    });
    const { e, ms } = await unreachable(() => client.post('/payment-jobs', { amount: 1 }));
    expect(e.message).toMatch(
      new RegExp(`^gateway at ${device.url}: POST /${mode}/payment-jobs answered more than 65536 bytes`),
    );
    expect(ms).toBeLessThan(gaveUp);
    secretFree(e.message, client.sign(JSON.stringify({ amount: 1 })));
  });
}

test('30 s delay: each client gives up at its time limit, naming method and path', async () => {
  const t = await unreachable(() => terminal('slow', 300).start('sale', { amount: 1 }));
  expect(t.e.message).toBe(
    `terminal at ${device.url}: POST /slow/api/v2/transactions/sale.json did not answer within 300 ms`,
  );
  expect(t.e.name).toBe('TargetUnreachable');
  expect(t.e.cause).toBeDefined();
  expect(t.ms).toBeLessThan(gaveUp);
  const g = await unreachable(() => gateway('slow', 300).get('/payment-jobs/x'));
  expect(g.e.message).toBe(`gateway at ${device.url}: GET /slow/payment-jobs/x did not answer within 300 ms`);
  expect(g.ms).toBeLessThan(gaveUp);
});

test('a refused connection is TargetUnreachable with the transport error as cause', async () => {
  const gone = await startHostileDevice();
  const url = gone.url;
  await gone.close();
  const client = new TerminalClient({
    baseUrl: url,
    credentials: { kind: 'basic', username: 'u', password },
  });
  const { e, ms } = await unreachable(() => client.ping('configured'));
  expect(e.message).toMatch(new RegExp(`^terminal at ${url}: GET /api/v2/ping.json failed: .*ECONNREFUSED`));
  expect(e.reason).toBe('transport');
  expect(ms).toBeLessThan(gaveUp);
  secretFree(e.message);
});

test('a redirect elsewhere is the answer, never followed', async () => {
  const t = await terminal('redirect').start('sale', { amount: 1 });
  expect(t.status).toBe(307);
  expect(t.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/redirect\/api\/v2\/transactions\/sale\.json$/);
  const g = await gateway('redirect').post('/payment-jobs', { amount: 1 });
  expect(g.status).toBe(307);
  expect(g.location).toBeDefined();
  expect(device.elsewhereHits()).toBe(0);
});

test('an echoed Authorization, key or Hash never survives redaction', async () => {
  const t = await terminal('echo').latest();
  expect(t.text).toContain(basic);
  const g = gateway('echo');
  const a = await g.get('/payment-jobs/x');
  const hash = g.sign();
  expect(a.text).toContain(hash);
  for (const text of [t.text, a.text]) {
    secretFree(redactText(text, [password, apiKey]), hash);
    secretFree(JSON.stringify(redactValue(JSON.parse(text), [password, apiKey])), hash);
  }
});
