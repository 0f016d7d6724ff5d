/**
 * The client gate as an integrator runs it (issue 25, items 1 and 2): a small
 * shop (selftest/client/smallClient.ts) that sells on the terminal and takes
 * a card payment with 3-D Secure on the gateway, but never tokenises, never
 * pays with a stored token, never refunds and never prints, driven through
 * `paycert proxy` in front of the simulators, then SIGTERM.
 *
 * - It is PASS, exit 0, the features it never used OUT OF SCOPE with the
 *   reason in every report and on the console, the features it used counted.
 * - Declared with `--features tokenisation`, the same shop is INCOMPLETE,
 *   exit 3, naming the feature.
 * - With one mistake (a SHA-256 Hash), the gate exits 1 and its console names
 *   CL-GW-HASH-2 with its evidence, through the presenter `conformance` uses;
 *   no secret reaches the console.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import type { ClientReport } from '../../lib/judging/client/clientReport.js';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { Recorder } from '../client/recorder.js';
import { cards, SmallClient, type SmallClientMistake } from '../client/smallClient.js';
import { startProxyProcess, type ProxyRun } from './proxyProcess.js';
import { paycertCommand } from '../commands.js';

test.describe.configure({ timeout: 120_000 });

/** This run's secrets: none is a simulator default the proxy's banner would print. */
const apiKey = 'gate-key-7d1f0c2a';
const configurationId = 'gate-shop';
const username = 'gate-user';
const password = 'gate-pass-93b5';

interface Gate extends ProxyRun {
  readonly out: string;
  readonly report: ClientReport;
  /** What the shop saw: the sale's result and the payment's status. */
  readonly log: Record<string, string>;
  readonly hashes: string[];
}

/** The shop through `paycert proxy <args>`, stopped by SIGTERM: its exit status, console and report. */
async function gate(args: readonly string[], mistakes: readonly SmallClientMistake[] = []): Promise<Gate> {
  const terminal = await startTerminalSimulator({
    port: 0,
    username,
    password,
    clockSpeed: 10,
    autoPresent: { delayMs: 100 },
  });
  const gateway = await startGatewaySimulator({
    port: 0,
    configurations: [{ id: configurationId, apiKeys: [apiKey], name: 'Gate shop' }],
  });
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-gate-')), 'client');
  try {
    const proxy = await startProxyProcess(
      ['--terminal-upstream', terminal.url, '--gateway-upstream', gateway.url, '--out', out, ...args],
      { GATEWAY_API_KEY: apiKey, TERMINAL_PASSWORD: password },
    );
    const log: Record<string, string> = {};
    const hashes: string[] = [];
    let run: ProxyRun;
    try {
      // The proxy judges; the recorder here only sends and keeps the Hashes the shop sent.
      const quiet = {
        observe: (x: { request: { headers: Readonly<Record<string, unknown>> } }): void => {
          const h = x.request.headers.hash;
          if (typeof h === 'string') hashes.push(h);
        },
        writeReport: () => Promise.reject(new Error('unused')),
      };
      const rec = new Recorder(quiet, proxy.urls);
      const shop = new SmallClient(rec, {
        apiKey,
        configurationId,
        username,
        password,
        credentials: 'preemptive',
        mistakes: new Set(mistakes),
      });
      log.device = String((await shop.device()).status);
      // The terminal presents a card by itself (autoPresent): the cardholder needs no hand here.
      log.sale = await shop.sale(
        1250,
        () => Promise.resolve(),
        (ms) => sleep(ms),
      );
      const created = await shop.pay('2001', { card: cards.visa });
      log.payment = await shop.threeDSecure(created, 'success');
    } finally {
      run = await proxy.stop();
    }
    const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ClientReport;
    return { ...run, out, report, log, hashes };
  } finally {
    await terminal.stop();
    await gateway.stop();
  }
}

const cleanup = (g: Gate): void => rmSync(join(g.out, '..'), { recursive: true, force: true });

const outcome = (g: Gate, id: string): { outcome: string; messages: readonly string[] } | undefined =>
  g.report.requirements.find((r) => r.id === id);

test('a shop that never tokenises, refunds or prints: PASS, exit 0, those features OUT OF SCOPE and named as unused', async () => {
  const g = await gate([]);
  try {
    expect(g.log, g.stderr).toEqual({ device: '200', sale: 'approved', payment: 'Paid' });
    const notable = g.report.requirements
      .filter((r) => r.outcome !== 'PASSED' && r.outcome !== 'OUT OF SCOPE')
      .map((r) => `${r.id} ${r.outcome}: ${r.messages[0] ?? ''}`)
      .join('\n');
    expect(g.report.verdict.verdict, notable).toBe('PASS');
    expect(g.code, g.stdout).toBe(0);
    // Every requirement of a feature it never used is OUT OF SCOPE with the reason, never NOT RUN.
    const unused: Record<string, string> = {
      'CL-GW-NAME-1': 'feature tokenisation unused: the application never tokenised a card',
      'CL-GW-TOK-1': 'feature stored-token unused: the application never paid with a stored token',
      'CL-GW-TOK-2': 'feature stored-token unused: the application never paid with a stored token',
      'CL-GW-FI-1':
        'feature category-6012 unused: the application never sent a payment of merchant category 6012',
      'CL-TM-PRINT-1': 'feature printing unused: the application never printed',
      'CL-TM-PRINT-5': 'feature printing unused: the application never printed',
      'CL-TM-REV-1': 'feature reversals unused: the application never started a reversal',
    };
    for (const [id, reason] of Object.entries(unused)) {
      expect(outcome(g, id)?.outcome, id).toBe('OUT OF SCOPE');
      expect(outcome(g, id)?.messages[0], id).toContain(reason);
    }
    // The features it used, counted; refunds and the others named as unused.
    const features = Object.fromEntries(g.report.client.features.map((f) => [f.feature, f]));
    expect(features.tokenisation).toMatchObject({ used: false, exchanges: 0 });
    expect(features.refunds).toMatchObject({ used: false, reason: 'the application never started a refund' });
    expect(features.printing?.used).toBe(false);
    expect(features['3-d-secure']).toMatchObject({ used: true, exchanges: 2 });
    expect(g.report.requirements.find((r) => r.id === 'CL-GW-RET-1')?.outcome).toBe('PASSED');
    // The other reports say the same.
    const md = readFileSync(join(g.out, 'conformance.md'), 'utf8');
    expect(md).toContain('| tokenisation | gateway | no | unused: the application never tokenised a card');
    expect(md).toContain('| refunds | terminal | no | unused: the application never started a refund');
    const junit = readFileSync(join(g.out, 'conformance.junit.xml'), 'utf8');
    expect(junit).toContain(
      '<skipped message="OUT OF SCOPE: feature tokenisation unused: the application never',
    );
    expect(readFileSync(join(g.out, 'conformance.html'), 'utf8')).toContain('<h2>Features</h2>');
    // And the console, through the one presenter.
    expect(g.stdout).toMatch(/^paycert client: PASS; in scope: client-gateway, client-terminal$/m);
    expect(g.stdout).toMatch(/^Features used: 3-d-secure \(2 exchanges\)\.$/m);
    expect(g.stdout).toContain('Features never used (their requirements OUT OF SCOPE):');
    expect(g.stdout).toMatch(/^ {2}tokenisation: the application never tokenised a card .*; CL-GW-NAME-1$/m);
    expect(g.stdout).toMatch(/^ {2}refunds: the application never started a refund$/m);
    expect(g.stdout).toMatch(/^ {2}printing: the application never printed .*; CL-TM-PRINT-1/m);
    expect(g.stdout).toMatch(/^Exchanges: \d+ \(terminal \d+, gateway 2, shopper's browser 2,/m);
    expect(g.stdout).toContain(`Reports: ${g.out}: conformance.html (per requirement), conformance.md,`);
    expect(g.stdout).toMatch(/^client verdict: PASS \(exit 0\)$/m);
  } finally {
    cleanup(g);
  }
});

test('the same shop declared to tokenise (--features tokenisation): INCOMPLETE, exit 3, naming the feature', async () => {
  const g = await gate(['--features', 'tokenisation']);
  try {
    expect(g.log.payment, g.stderr).toBe('Paid');
    expect(g.report.verdict.verdict).toBe('INCOMPLETE');
    expect(g.code, g.stdout).toBe(3);
    expect(g.report.client.missingFeatures).toEqual(['tokenisation']);
    expect(g.report.verdict.notEvaluated).toEqual([
      {
        id: 'feature tokenisation',
        outcome: 'NOT RUN',
        reason:
          'declared feature tokenisation (--features, PAYCERT_FEATURES) was never used: the application never tokenised a card (no POST /api/gateway/card-tokenisation)',
      },
    ]);
    expect(g.stdout).toMatch(/^paycert client: INCOMPLETE \(1 declared feature never used\)/m);
    expect(g.stdout).toContain(
      '  feature tokenisation (NOT RUN): declared feature tokenisation (--features, PAYCERT_FEATURES) was never used',
    );
    expect(g.stdout).toMatch(/^ {2}tokenisation \(declared\): the application never tokenised a card/m);
    expect(g.stdout).toMatch(/^client verdict: INCOMPLETE \(exit 3\)$/m);
  } finally {
    cleanup(g);
  }
});

test('one mistake, a SHA-256 Hash: the gate exits 1 and its console names CL-GW-HASH-2 with its evidence, no secret in it', async () => {
  const g = await gate([], ['hash-sha-256']);
  try {
    expect(g.report.verdict.mustFailureIds).toEqual(['CL-GW-HASH-2']);
    expect(g.code, g.stdout).toBe(1);
    const console = `${g.stdout}${g.stderr}`;
    expect(g.stdout).toMatch(/^paycert client: FAIL \(1 MUST requirement failed: CL-GW-HASH-2\)/m);
    // The presenter's block: the requirement, its sentence, one line of evidence, the exchanges that saw it.
    const block = g.stdout.slice(g.stdout.indexOf('FAILED CL-GW-HASH-2'));
    const [head, ...rest] = block.split('\n');
    expect(head).toMatch(/^FAILED CL-GW-HASH-2 \(MUST\) · Authentication › A\. Gateway/);
    expect(rest.join('\n')).toMatch(
      /^ {2}"Concatenate the API key \(<API_KEY>\) with the message body string/m,
    );
    expect(rest.join('\n')).toMatch(
      /^ {2}POST \/api\/gateway\/payment-jobs → 4\d\d · header Hash: expected "SHA-512 of the API key followed by/m,
    );
    expect(rest.join('\n')).toMatch(/^ {2}seen on 1 exchange, first exchange #\d+$/m);
    expect(g.stdout).toMatch(/^client verdict: FAIL \(exit 1\)$/m);
    // No secret: the API key, the terminal's password, its Basic credentials, the Hash sent or the one expected.
    expect(g.hashes.length).toBeGreaterThan(0);
    const body = readFileSync(join(g.out, 'exchanges.ndjson'), 'utf8');
    expect(body.length).toBeGreaterThan(0);
    for (const secret of [
      apiKey,
      password,
      Buffer.from(`${username}:${password}`).toString('base64'),
      ...g.hashes,
      createHash('sha512').update(apiKey).digest('hex'),
      computeHash(apiKey, ''),
    ])
      expect(console.toLowerCase(), 'a secret on the console').not.toContain(secret.toLowerCase());
  } finally {
    cleanup(g);
  }
});

test('an unknown feature, by flag or in PAYCERT_FEATURES: one sentence naming it and the known names, exit 2', () => {
  const known =
    'tokenisation, stored-token, category-6012, 3-d-secure, refunds, reversals, reconciliation, printing, receipts';
  for (const [args, env, source] of [
    [['--features', 'tokenisation,storing'], '', '--features'],
    [[], 'storing', 'PAYCERT_FEATURES'],
  ] as const) {
    const r = spawnSync(...paycertCommand('proxy', ...args), {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, PAYCERT_FEATURES: env },
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe(
      `paycert proxy: ${source} takes a comma-separated list of features from ${known}; got "storing"\n`,
    );
    expect(r.stdout).toBe('');
  }
});
