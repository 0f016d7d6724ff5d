/**
 * Issue 13 item 5: the holes a hostile client found, each closed on both
 * simulators: bad %-escapes and protocol errors answered 4xx (not 500, not a
 * silent close), bodies never echoed in errors, duplicate keys refused,
 * amount bounds, return URLs a browser can follow, cross-origin posts
 * refused, pages not frameable, deep nesting refused before anything is stored.
 */
import { startTerminalSimulator, type RunningTerminalSimulator } from '../../simulators/terminal/index.js';
import { cardParameters, expect, jobRequest, test, visaChallenge } from '../gatewaySimulator/gatewayTest.js';
import { AUTH } from '../terminalSimulator/simHarness.js';
import { rawRequest } from './rawHttp.js';

/** A card number that must never come back in an error (a canary). */
const CANARY_PAN = '4111111111111111';

let terminal: RunningTerminalSimulator;
test.beforeAll(async () => {
  terminal = await startTerminalSimulator({ port: 0, seed: 3, clockSpeed: 0 });
});
test.afterAll(async () => {
  await terminal.stop();
});

const basic = AUTH.authorization;
function targets(gatewayUrl: string): { name: string; url: string; path: string; auth: string }[] {
  return [
    {
      name: 'terminal',
      url: terminal.url,
      path: '/api/v2/transactions/sale.json',
      auth: `Authorization: ${basic}\r\n`,
    },
    { name: 'gateway', url: gatewayUrl, path: '/api/gateway/payment-jobs', auth: '' },
  ];
}

test('protocol errors are answered 400/431/413 on both simulators, never a silent close', async ({
  gatewaySim,
}) => {
  for (const t of targets(gatewaySim.url)) {
    const head = `POST ${t.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${t.auth}`;
    const cases: [string, string | Buffer, number[]][] = [
      [
        'conflicting Content-Length and Transfer-Encoding',
        `${head}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        [400],
      ],
      ['bare LF', `GET /x HTTP/1.1\nHost: 127.0.0.1\n\n`, [400]],
      ['20 KB URL', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, [414, 431]],
      [
        '10 MB body',
        Buffer.concat([
          Buffer.from(`${head}Content-Type: application/json\r\nContent-Length: 10485760\r\n\r\n`),
          Buffer.alloc(256 * 1024, 0x20),
        ]),
        [413],
      ],
    ];
    for (const [what, payload, statuses] of cases) {
      const a = await rawRequest(t.url, payload);
      expect(statuses, `${t.name}, ${what}: ${a.text.slice(0, 80)}`).toContain(a.status);
    }
  }
});

test('a malformed %-escape is a 400, not a 500', async ({ gw }) => {
  const t = await fetch(`${terminal.url}/api/v2/transactions/%E0%A4%A.json`, { headers: AUTH });
  expect(t.status).toBe(400);
  expect(await t.text()).toContain('%-escape');
  const g = await gw.get('/api/gateway/payment-jobs/%E0%A4%A');
  expect(g.status).toBe(400);
  expect(g.text).toContain('MalformedEscape');
});

test('error messages never echo the request body', async ({ gw }) => {
  const body = `{"amount": 100, "card": "${CANARY_PAN}" `;
  const t = await fetch(`${terminal.url}/api/v2/transactions/sale.json`, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body,
  });
  expect(t.status).toBe(400);
  expect(await t.text()).not.toContain(CANARY_PAN);
  const g = await gw.post('/api/gateway/payment-jobs', `{"parameters": {"cardNumber": "${CANARY_PAN}"`);
  expect(g.status).toBe(400);
  expect(g.text).not.toContain(CANARY_PAN);
});

test('an exact duplicate JSON key is refused, naming the key', async ({ gw }) => {
  const t = await fetch(`${terminal.url}/api/v2/transactions/sale.json`, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: '{"amount": 100, "amount": 200}',
  });
  expect(t.status).toBe(400);
  expect(((await t.json()) as { description: string }).description).toMatch(/^amount: duplicate key/);
  const doc = JSON.stringify(jobRequest(cardParameters(visaChallenge)));
  const g = await gw.post(
    '/api/gateway/payment-jobs',
    doc.replace('"currency":"EUR"', '"currency":"EUR","currency":"GBP"'),
  );
  expect(g.status).toBe(400);
  expect(g.text).toContain('DuplicateKey');
  expect(g.text).toContain('"parameters":["currency"]');
  const nested = doc.replace('"cardCvc"', '"cardCvc":"1","cardCvc"');
  expect((await gw.post('/api/gateway/payment-jobs', nested)).text).toContain(
    '"parameters":["parameters.cardCvc"]',
  );
});

test('amounts have documented upper bounds', async ({ gw }) => {
  const t = await fetch(`${terminal.url}/api/v2/transactions/sale.json`, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 100_000_000 }),
  });
  expect(t.status).toBe(400);
  expect(await t.text()).toContain('amount');
  const over = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest(cardParameters(visaChallenge), { amountToCollect: '1000000.00' }),
  );
  expect(over.status).toBe(400);
  expect(over.text).toContain('"parameters":["amountToCollect"]');
  const top = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest(cardParameters(visaChallenge), { amountToCollect: '999999.99' }),
  );
  expect(top.status).toBe(201);
});

test('return URLs are checked at creation: a browser must be able to follow them after Paid', async ({
  gw,
}) => {
  const refused = [
    'https://shop.example/€',
    'https://例え.jp/back',
    'https://shop.example/a\u0001b',
    'https://shop.example/caf\u00e9',
    'ftp://shop.example/',
    '/relative',
    'https://user:pw@shop.example/',
  ];
  for (const url of refused) {
    const a = await gw.post(
      '/api/gateway/payment-jobs',
      jobRequest({ ...cardParameters(visaChallenge), returnUrlSuccess: url }),
    );
    expect(a.status, url).toBe(400);
    expect(a.text, url).toContain('"parameters":["parameters.returnUrlSuccess"');
  }
  const ok = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest({
      ...cardParameters(visaChallenge),
      returnUrlSuccess: 'https://xn--r8jz45g.jp/caf%C3%A9?x=%E2%82%AC',
    }),
  );
  expect(ok.status).toBe(201);
});

test('cross-origin posts to the control APIs are refused; the 3-D Secure form answers any origin; pages cannot be framed', async ({
  gw,
  gatewaySim,
}) => {
  const evil = { origin: 'http://evil.example', 'content-type': 'text/plain' };
  const t = await fetch(`${terminal.url}/_sim/reset`, {
    method: 'POST',
    headers: { ...AUTH, ...evil },
    body: '{}',
  });
  expect(t.status).toBe(403);
  const g = await fetch(`${gatewaySim.url}/_sim/reset`, { method: 'POST', headers: evil, body: '{}' });
  expect(g.status).toBe(403);
  // fetch will not send another Host: a raw request, as a DNS-rebinding page's would arrive.
  const rebinding = await rawRequest(
    gatewaySim.url,
    'POST /_sim/reset HTTP/1.1\r\nHost: attacker.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
  expect(rebinding.status).toBe(403);
  const job = (await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge))))
    .body as {
    data: { actions: { url: string }[] };
  };
  const action = JSON.stringify(job).match(/"(http:\/\/127\.0\.0\.1:\d+\/gateway\/3ds\/\d+)"/)?.[1] ?? '';
  expect(action).not.toBe('');
  const page = await fetch(action);
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // The shopper's page is reached from wherever the browser is (a proxy, a port mapping): its
  // payment reference is its protection, as on the real gateway (issue 26, item 4).
  const post = await fetch(action, {
    method: 'POST',
    headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=success',
    redirect: 'manual',
  });
  expect(post.status).toBe(303);
});

test('order lines nested 5,000 deep are refused 400 before anything is stored', async ({ gw }) => {
  const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
  const doc = JSON.stringify(
    jobRequest(cardParameters(visaChallenge), { order: { orderNumber: 'o', orderLines: ['X'] } }),
  );
  const a = await gw.post('/api/gateway/payment-jobs', doc.replace('"X"', deep));
  expect(a.status).toBe(400);
  expect(a.text).toContain('nested deeper than');
});
