/**
 * Who may use the operator's console (lib/targets/operator/console/): on the
 * shop's network, only the browser that opened the printed URL first (its
 * one-time code becomes a session; the code is then spent); never another
 * origin or a rebound host name; the workers' endpoints only with the run's
 * token. Also: a question's buttons come from its own words. The network
 * reach is tested on 127.0.0.1 (traffic stays on this machine).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { choicesOf } from '../../lib/targets/operator/console/consoleSteps.js';
import { startOperatorConsole } from '../../lib/targets/operator/console/consoleServer.js';
import { ConsolePrompt } from '../../lib/targets/operator/console/consolePrompt.js';

function call(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, timeout: 5_000 }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      res.destroy();
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('a question’s buttons are the answers its words name', () => {
  expect(choicesOf('next card: x — y. Enter = ready, s = skip, a = abort', ['', 's', 'a'])).toEqual([
    { key: '', label: 'ready' },
    { key: 's', label: 'skip' },
    { key: 'a', label: 'abort' },
  ]);
  expect(
    choicesOf('Does it show a | b? y = yes, n = no, s = cannot tell', ['y', 'n', 's']).map((c) => c.label),
  ).toEqual(['yes', 'no', 'cannot tell']);
});

test('on the network the one-time code opens one session; other origins, hosts and non-workers are refused', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-console-access-'));
  const running = await startOperatorConsole({
    reach: 'network',
    evidenceDir: dir,
    networkHost: '127.0.0.1',
  });
  try {
    const printed = running.urls.find((u) => u.startsWith('http://127.0.0.1:')) ?? '';
    const url = new URL(printed);
    const code = url.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(10);
    const base = `http://127.0.0.1:${url.port}`;
    const host = { host: `127.0.0.1:${url.port}` };
    expect((await call(`${base}/`, 'GET', host)).status).toBe(403);
    expect((await call(`${base}/?code=wrong`, 'GET', host)).status).toBe(403);
    expect((await call(`${base}/?code=${code}`, 'GET', { host: `rebind.example:${url.port}` })).status).toBe(
      403,
    );
    const first = await call(`${base}/?code=${code}`, 'GET', host);
    expect(first.status).toBe(303);
    const cookie = String(first.headers['set-cookie'] ?? '').split(';', 1)[0] ?? '';
    expect(cookie).toMatch(/^paycert-console=/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    // Spent: the same URL opens nothing for anyone else.
    expect((await call(`${base}/?code=${code}`, 'GET', host)).status).toBe(403);
    expect((await call(`${base}/`, 'GET', { ...host, cookie })).status).toBe(200);
    expect((await call(`${base}/_console/page/console.js`, 'GET', { ...host, cookie })).status).toBe(200);
    const answer = JSON.stringify({ id: 1, key: '' });
    expect(
      (
        await call(
          `${base}/_console/answer`,
          'POST',
          { ...host, cookie, origin: 'http://elsewhere.example' },
          answer,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          `${base}/_console/answer`,
          'POST',
          { ...host, cookie, 'sec-fetch-site': 'cross-site' },
          answer,
        )
      ).status,
    ).toBe(403);
    // No step 1 yet: taken by the rules, refused as no such question.
    expect(
      (await call(`${base}/_console/answer`, 'POST', { ...host, cookie, origin: base }, answer)).status,
    ).toBe(409);
    // The workers' endpoints want the run's token.
    expect(
      (await call(`${base}/_console/say`, 'POST', host, '{"desk":"d","worker":"w","line":"x"}')).status,
    ).toBe(403);
    const prompt = new ConsolePrompt(
      { url: base, token: running.env.PAYCERT_OPERATOR_CONSOLE_TOKEN ?? '' },
      'http://device/',
      'worker 1',
      5_000,
    );
    const asked = prompt.ask('next card: v. Enter = ready, s = skip, a = abort', ['', 's', 'a']);
    await expect
      .poll(
        async () =>
          (await call(`${base}/_console/answer`, 'POST', { ...host, cookie, origin: base }, answer)).status,
      )
      .toBe(200);
    expect(await asked).toBe('');
  } finally {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
