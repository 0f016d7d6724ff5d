/**
 * Representative requests to the simulators give the same status and the
 * same body bytes through the proxy as directly, the gateway's links aside,
 * which point at the proxy (docs/proxy.md, "What it rewrites"); a 3-D Secure
 * page reached through the rewritten action link posts back through the
 * proxy, and its redirect to the simulator's return page (on the upstream's
 * origin) comes back through the proxy too.
 */
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { watcher } from './watcher.js';

const key = 'paycert-sim-key';
const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;

async function fetchBytes(url: string, options: Parameters<typeof request>[1] = {}) {
  const r = await request(url, options);
  return { status: r.statusCode, headers: r.headers, body: Buffer.from(await r.body.arrayBuffer()) };
}

test('terminal and gateway answers are the same bytes through the proxy; the 3-D Secure round trip goes through it', async () => {
  test.setTimeout(30_000);
  const terminal = await startTerminalSimulator({ port: 0, seed: 3, clockSpeed: 0 });
  const gateway = await startGatewaySimulator({ port: 0 });
  const judge = watcher();
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    tap: judge.tap,
  });
  try {
    const t = proxy.urls.terminal as string;
    const terminalRequests: [string, Parameters<typeof request>[1]][] = [
      ['/api/v2/ping.json', {}],
      ['/api/v2/device.json', { headers: { authorization: basic } }],
      ['/api/v2/device.json', {}], // refused: no credentials
      ['/api/v2/settings.json', { headers: { authorization: basic } }],
      ['/api/v2/transactions.json', { headers: { authorization: basic } }],
      ['/api/v2/transactions/nope.json', { headers: { authorization: basic } }],
      ['/api/v2/%zz', {}], // a malformed escape
    ];
    for (const [path, options] of terminalRequests) {
      const direct = await fetchBytes(`${terminal.url}${path}`, options);
      const proxied = await fetchBytes(`${t}${path}`, options);
      expect([proxied.status, proxied.body.toString('latin1')], path).toEqual([
        direct.status,
        direct.body.toString('latin1'),
      ]);
      expect(proxied.headers['content-type'], path).toBe(direct.headers['content-type']);
    }

    const g = proxy.urls.gateway as string;
    const body = JSON.stringify({
      type: 'Payment',
      paymentMethodsToUse: ['creditcard'],
      parameters: {
        cardNumber: '4000000000000002',
        cardExpiryMonth: '12',
        cardExpiryYear: '35',
        cardCvc: '123',
      },
      order: { orderNumber: 'proxy-1' },
      currency: 'EUR',
      amountToCollect: '10.00',
    });
    const created = await fetchBytes(`${g}/api/gateway/payment-jobs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        configurationid: 'paycert-sim',
        hash: computeHash(key, body),
      },
      body,
    });
    expect(created.status).toBe(201);
    const job = JSON.parse(created.body.toString('utf8')) as {
      data: { reference: string };
      links: { action: { url: string }; data: { url: string } };
    };
    expect(job.links.action.url.startsWith(`${g}/gateway/3ds/`)).toBe(true);
    expect(job.links.data.url.startsWith(`${g}/api/gateway/payment-jobs/`)).toBe(true);
    const path = `/api/gateway/payment-jobs/${job.data.reference}`;
    const headers = { configurationid: 'paycert-sim', hash: computeHash(key) };
    const direct = await fetchBytes(`${gateway.url}${path}`, { headers });
    const proxied = await fetchBytes(`${g}${path}`, { headers });
    expect(proxied.status).toBe(direct.status);
    // The same bytes, but for the links' origin (only inside "links").
    const text = direct.body.toString('utf8');
    const at = text.lastIndexOf('"links"');
    const want = text.slice(0, at) + text.slice(at).split(`"url":"${gateway.url}/`).join(`"url":"${g}/`);
    expect(proxied.body.toString('utf8')).toBe(want);

    // The shopper's browser: the page through the proxy, the form posted back through it.
    const page = await fetchBytes(job.links.action.url);
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const choice = /<button[^>]*name="([^"]+)"[^>]*value="([^"]+)"/.exec(html);
    expect(action).toBeDefined();
    expect(choice).not.toBeNull();
    const posted = await fetchBytes(new URL(action as string, job.links.action.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: g },
      body: `${choice?.[1] ?? ''}=${choice?.[2] ?? ''}`,
    });
    expect(posted.status >= 300 && posted.status < 400, String(posted.status)).toBe(true);
    // The simulator's own return page is on the upstream's origin: the redirect comes back through the proxy.
    expect(String(posted.headers.location)).toMatch(new RegExp(`^${g}/_sim/return/success\\?paymentjobref=`));
    await proxy.close(1_000);
    expect(
      judge.observed.some((x) => x.request.method === 'POST' && x.request.target.startsWith('/gateway/3ds/')),
    ).toBe(true);
  } finally {
    await proxy.close(1_000);
    await terminal.stop();
    await gateway.stop();
  }
});
