/**
 * A drill from node:test (docs/drills.md): the recording proxy runs in front
 * of the terminal (`npx paycert proxy --out reports/client`, here with its
 * embedded simulators, which present a card by themselves), and each test
 * arms the drill it needs through the proxy's control endpoint
 * (`POST /_sim/drills`) before it drives the point of sale. The POS below
 * is the part you would import from your application: it supplies its own
 * transaction id and, when a start's answer never comes, looks the
 * transaction up by that id instead of starting another sale. When the
 * proxy stops, its client report judges the recovery (CL-TM-LOST-1) and
 * counts "terminal.recovered-lost-start" for `--require-outcomes drills`.
 *
 * Run, with the proxy started first:
 *   npx paycert proxy --out reports/client &
 *   node --import tsx --test examples/drills/drills.test.ts
 * PAYCERT_PROXY_TERMINAL (default http://127.0.0.1:8080), TERMINAL_USERNAME and TERMINAL_PASSWORD
 * (default: the embedded simulator's, which `paycert proxy` prints) point it elsewhere.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

const proxy = process.env.PAYCERT_PROXY_TERMINAL ?? 'http://127.0.0.1:8080';
const credentials = `${process.env.TERMINAL_USERNAME ?? 'paycert'}:${process.env.TERMINAL_PASSWORD ?? 'sim-4f7c2e9a'}`;
const auth = `Basic ${Buffer.from(credentials).toString('base64')}`;

type Doc = { id?: string; is_active?: boolean; result?: string | null };

async function call(method: string, path: string, body?: unknown): Promise<{ transaction?: Doc }> {
  const r = await fetch(`${proxy}/api/v2/${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(5_000),
  });
  return (await r.json()) as { transaction?: Doc };
}

/** Your POS: a sale to its end, found by its own id when the start's answer is lost. */
async function sale(amount: number): Promise<string> {
  const id = randomUUID();
  let doc: Doc | undefined;
  try {
    doc = (await call('POST', 'transactions/sale.json', { amount, id })).transaction;
  } catch {
    // No answer: the terminal may have started it. Look for it; never start again blind.
  }
  for (let polls = 0; polls < 120 && doc?.is_active !== false; polls++) {
    await sleep(500);
    const read = await call('GET', `transactions/${id}.json`).catch(() => undefined);
    doc = read?.transaction ?? doc;
  }
  return doc?.result ?? 'unknown';
}

/** Arms drills in the proxy for the next matching exchanges. */
async function drill(...names: string[]): Promise<void> {
  const r = await fetch(`${proxy}/_sim/drills`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ drills: names }),
  });
  assert.equal(r.status, 200, await r.text());
}

void test('a sale whose start answer is lost is found and followed to its end', async () => {
  await drill('lost-start-answer');
  assert.equal(await sale(1250), 'approved');
});

void test('a sale polled through a terminal unreachable for two seconds still ends', async () => {
  await drill('terminal-unreachable:2000');
  assert.equal(await sale(1300), 'approved');
});
