/**
 * The recording's holes, closed (issue 21, item 2): what a careless client
 * sends where no field name gives it away still reaches neither
 * exchanges.ndjson nor the client report. Card numbers as JSON numbers, in
 * a form body, grouped by `+` or `%20` in a query; CVC and password pairs
 * of a form and a query; a Basic credential in a header of another name;
 * the merchant's API key and the terminal's password upper-cased, in
 * base64 and percent-encoded. And a base64 credential the judge quotes as
 * the offending value (evidence.actual of conformance.json).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { scanForSecrets } from '../../lib/reporting/evidence/scanForSecrets.js';
import { base64Cores } from '../../lib/reporting/redaction/literalSecrets.js';
import { startEmbeddedTerminal } from '../../proxy/embeddedUpstreams.js';
import { recordingFile } from '../../lib/judging/replay/recording.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startEchoUpstream } from './echoUpstream.js';

const apiKey = 'paycert-sim-key';
const card = '4111111111111111';
const grouped = (sep: string) => card.match(/.{4}/g)?.join(sep) ?? card;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const percentAll = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

/** Every form of the secrets and the card that must not be in `text`. */
function leaks(text: string, secrets: readonly string[]): string[] {
  const found: string[] = [];
  // Separators a client groups a card number with, and JSON's own escapes, read away first.
  const flat = text.replace(/%20|[ +-]/g, '');
  if (flat.includes(card)) found.push('card number');
  for (const s of secrets) {
    if (text.toLowerCase().includes(s.toLowerCase())) found.push(`${s} as text`);
    if (text.toUpperCase().includes(percentAll(s))) found.push(`${s} percent-encoded`);
    for (const core of base64Cores(s)) if (text.includes(core)) found.push(`${s} in base64`);
  }
  if (/(cvc|password)=(?!\[REDACTED\])/i.test(text)) found.push('a cvc or password pair');
  if (text.includes('hunter2')) found.push('a password field');
  return found;
}

test('a careless client: nothing secret in exchanges.ndjson, whatever its form or place', async () => {
  const out = mkdtempSync(join(tmpdir(), 'paycert-proxy-leaks-'));
  const upstream = await startEchoUpstream();
  const secrets = [apiKey, DEFAULT_PASSWORD];
  const proxy = await startRecordingProxy({
    terminal: { upstream: upstream.url },
    recordDir: out,
    secrets,
  });
  try {
    const base = proxy.urls.terminal as string;
    const send = async (path: string, init: Parameters<typeof request>[1] = {}) => {
      const r = await request(`${base}${path}`, init);
      await r.body.dump();
    };
    const json = { 'content-type': 'application/json' };
    await send('/echo', { method: 'POST', headers: json, body: `{"cardNumber":${card},"n":${card}}` });
    await send('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `cardNumber=${grouped('+')}&cvc=737&password=hunter2`,
    });
    await send(`/echo?pan=${grouped('+')}&q=${grouped('%20')}&password=hunter2&cvc=737`);
    await send('/echo', {
      headers: {
        'x-forwarded-authorization': `basic ${b64(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`)}`,
        'x-credentials': b64(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`),
        'PROXY-AUTHORIZATION': `Basic ${b64('someone:hunter2')}`,
        'x-key': b64(apiKey),
        'x-note': `key ${apiKey.toUpperCase()}`,
      },
    });
    await send(`/echo?k=${percentAll(apiKey)}&p=${encodeURIComponent(DEFAULT_PASSWORD)}`);
    await proxy.close(1_000);
    const text = readFileSync(join(out, recordingFile), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(5);
    expect(leaks(text, secrets)).toEqual([]);
    // What was redacted still says what it was: the card's first six and last four, the pair's name.
    expect(text).toContain('411111******1111');
    expect(text).toContain('cvc=[REDACTED]');
  } finally {
    await proxy.close(1_000);
    await upstream.stop();
    rmSync(out, { recursive: true, force: true });
  }
});

test('a base64 credential the judge quotes as an offending value does not reach conformance.json', async () => {
  const out = mkdtempSync(join(tmpdir(), 'paycert-proxy-evidence-'));
  const terminal = await startEmbeddedTerminal({ seed: 1, clockSpeed: 0 });
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    judgeOptions: { gatewayApiKeys: [apiKey], secrets: [...terminal.secrets, apiKey] },
    recordDir: out,
    secrets: [...terminal.secrets, apiKey],
  });
  const credential = b64(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`);
  try {
    // CL-TM-AMT-1 breaks on each (the amount is no integer) and quotes the amount as `actual`.
    for (const amount of [credential, b64(apiKey), b64(`x${DEFAULT_PASSWORD}`)]) {
      const r = await request(`${proxy.urls.terminal as string}/api/v2/transactions/sale.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
      await r.body.dump();
    }
  } finally {
    await proxy.finish(out, { requireOutcomes: [] });
    await terminal.stop();
  }
  try {
    const report = readFileSync(join(out, 'conformance.json'), 'utf8');
    expect(report).toContain('CL-TM-AMT-1');
    expect(report).toContain('"actual": "[REDACTED]"');
    expect(leaks(report, [DEFAULT_PASSWORD, apiKey])).toEqual([]);
    expect(scanForSecrets(out, { canaries: [DEFAULT_PASSWORD, apiKey, credential] })).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
