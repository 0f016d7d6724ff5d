/**
 * Nothing secret reaches the recording or the report folder (issue 14, item
 * 1; common rule: no card number, CVC, API key, password or Hash value in
 * any output). Card numbers, a Basic password, Hash values and the API key
 * go through the proxy to the embedded simulators, also where a careless
 * client puts them (a query, a custom header, an unknown body field); the
 * secret scan of lib/reporting/evidence finds none of them in the output folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { scanForSecrets } from '../../lib/reporting/evidence/scanForSecrets.js';
import { startEmbeddedGateway, startEmbeddedTerminal } from '../../proxy/embeddedUpstreams.js';
import { recordingFile } from '../../lib/judging/replay/recording.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';

const cards = ['4000000000000002', '5400100400099001', '4111111111111111'];

test('card numbers, a Basic password, Hashes and the API key never reach the recording or the report', async () => {
  test.setTimeout(30_000);
  const out = mkdtempSync(join(tmpdir(), 'paycert-proxy-secrets-'));
  const terminal = await startEmbeddedTerminal({ seed: 1, clockSpeed: 0 });
  const gateway = await startEmbeddedGateway();
  const apiKey = gateway.apiKeys[0] as string;
  // The real client judge, and a tap: the judge must see the raw secrets (to judge Hashes), and write none.
  const observed: RawExchange[] = [];
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    judgeOptions: { gatewayApiKeys: gateway.apiKeys, secrets: [...terminal.secrets, ...gateway.secrets] },
    tap: (x) => observed.push(x),
    recordDir: out,
    secrets: [...terminal.secrets, ...gateway.secrets],
  });
  const hashes: string[] = [];
  let verdict: { verdict: string } | undefined;
  try {
    const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
    const t = proxy.urls.terminal as string;
    for (const path of [
      '/api/v2/device.json',
      '/api/v2/transactions.json',
      `/api/v2/ping.json?pan=${cards[2]}`,
    ]) {
      const r = await request(`${t}${path}`, { headers: { authorization: basic } });
      await r.body.dump();
      expect(r.statusCode).toBe(200);
    }
    const sale = await request(`${t}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100, note: `password ${DEFAULT_PASSWORD}` }),
    });
    await sale.body.dump();

    const g = proxy.urls.gateway as string;
    const post = async (path: string, body: object): Promise<number> => {
      const text = JSON.stringify(body);
      const hash = computeHash(apiKey, text);
      hashes.push(hash);
      const r = await request(`${g}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          configurationid: 'paycert-sim',
          hash,
          'x-api-key': apiKey,
        },
        body: text,
      });
      await r.body.dump();
      return r.statusCode;
    };
    const card = { cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' };
    expect(await post('/api/gateway/card-tokenisation', { cardNumber: cards[0], ...card })).toBe(200);
    expect(
      await post('/api/gateway/payment-jobs', {
        type: 'Payment',
        paymentMethodsToUse: ['creditcard'],
        parameters: { cardNumber: cards[1], ...card },
        order: { orderNumber: `o-${apiKey}` },
        currency: 'EUR',
        amountToCollect: '10.00',
      }),
    ).toBe(201);
    // A careless client: the key and a card number in free text.
    await post('/api/gateway/payment-jobs', { note: `key ${apiKey} card ${cards[2]}` });
  } finally {
    verdict = await proxy.finish(out, { requireOutcomes: [] });
    await terminal.stop();
    await gateway.stop();
  }
  try {
    const lines = readFileSync(join(out, recordingFile), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(observed.length);
    expect(lines.length).toBeGreaterThanOrEqual(7);
    // The judge saw the raw secrets (it needs them); the files hold none.
    expect(observed.some((x) => x.request.headers.hash !== undefined)).toBe(true);
    const hits = scanForSecrets(out, { canaries: [DEFAULT_PASSWORD, apiKey, ...hashes, basic()] });
    expect(hits).toEqual([]);
    expect(readFileSync(join(out, recordingFile), 'utf8')).toContain('400000******0002');
    // The client report is there (and was scanned with the recording).
    expect(verdict?.verdict).toBeDefined();
    for (const f of [
      'verdict.json',
      'conformance.json',
      'conformance.md',
      'conformance.html',
      'manifest.json',
    ])
      expect(existsSync(join(out, f)), f).toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

function basic(): string {
  return Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64');
}
