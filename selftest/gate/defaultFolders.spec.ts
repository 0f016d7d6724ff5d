/**
 * One `./reports` every command understands (issue 25 item 3): in one
 * project folder, with their defaults, `paycert proxy` (the gate form around
 * a tiny client), `paycert conformance`, `paycert replay` twice and
 * `paycert report` run one after another, each exit status its verdict: the
 * conformance run leaves reports/client alone and outside its manifest, the
 * replay accepts its own earlier output, the report server finds every
 * report under ./reports, and each folder still verifies against its own
 * manifest. Commands run from the sources, each bounded in time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { run as runBounded, type Ran } from '../package/scratchProject.js';
import { nestedEnv } from '../verdict/nestedConformance.js';
import { paycertCommand } from '../commands.js';

const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };

test.describe.configure({ timeout: 600_000 });

function json(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** A client of the terminal only: the device document, through the proxy the environment names. */
const client =
  "const auth = 'Basic ' + Buffer.from(process.env.TERMINAL_USERNAME + ':' + process.env.TERMINAL_PASSWORD).toString('base64');" +
  "const r = await fetch(process.env.TERMINAL_URL + '/api/v2/device.json', { headers: { authorization: auth } });" +
  'if (r.status !== 200) process.exit(9);';

test('proxy, conformance, replay twice and report in one project with their defaults: each exit status its verdict', async () => {
  const project = mkdtempSync(join(tmpdir(), 'paycert-defaults-'));
  const env = nestedEnv({});
  const cli = (args: readonly string[], limitMs = 240_000): Promise<Ran> =>
    runBounded(...paycertCommand(...args), project, limitMs, env);
  const reports = join(project, 'reports');

  const proxied = await cli([
    'proxy',
    '--no-gateway',
    '--',
    process.execPath,
    '--input-type=module',
    '-e',
    client,
  ]);
  const clientVerdict = json(join(reports, 'client', 'verdict.json')).verdict as string;
  expect(proxied.code, proxied.output.slice(-3_000)).toBe(exitCodes[clientVerdict]);

  const conformance = await cli(['conformance', '--project=terminal', '--grep', 'TM-GET'], 400_000);
  const verdict = json(join(reports, 'verdict.json')).verdict as string;
  expect(conformance.code, conformance.output.slice(-3_000)).toBe(exitCodes[verdict]);
  expect(['PASS', 'INCOMPLETE'], conformance.output.slice(-3_000)).toContain(verdict);
  // The client report is another run's: left in place, outside the conformance manifest.
  expect(readdirSync(join(reports, 'client'))).toContain('exchanges.ndjson');
  const files = Object.keys(json(join(reports, 'manifest.json')).files as object);
  expect(files.filter((f) => f.startsWith('client/'))).toEqual([]);
  expect(files).toContain('verdict.json');

  for (const round of [1, 2]) {
    const replayed = await cli(['replay']);
    const outcome = json(join(reports, 'replay', 'replay.json')).outcome as string;
    expect(replayed.code, `round ${round}: ${replayed.output.slice(-3_000)}`).toBe(
      outcome === 'unchanged' ? 0 : 1,
    );
  }

  for (const dir of ['reports', 'reports/client']) {
    const verified = await cli(['verify-evidence', dir], 60_000);
    expect(verified.code, verified.output).toBe(0);
  }

  const server = spawn(...paycertCommand('report', '--port', '0'), {
    cwd: project,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  server.stdout.on('data', (d: Buffer) => (out += d.toString()));
  server.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await expect.poll(() => /paycert report: (http:\S+)/.exec(out)?.[1], { timeout: 200_000 }).toBeDefined();
    const url = /paycert report: (http:\S+)/.exec(out)?.[1] ?? '';
    const index = await (await fetch(url)).text();
    for (const page of ['/conformance.html', '/client/conformance.html', '/replay/replay.md']) {
      expect(index).toContain(`href="${page}"`);
      expect((await fetch(new URL(page, url))).status, page).toBe(200);
    }
    expect(out).toContain(`client report: ${clientVerdict}`);
  } finally {
    server.kill('SIGTERM');
  }
});
