/**
 * The gate form, `paycert proxy [flags] -- <command>` (issue 25 item 5): one
 * test file (examples/gate/shop.test.ts) runs in-process and, unchanged,
 * through the gate with the same result and its traffic judged; the gate
 * exits with the command's status when it failed, else with the client
 * verdict's (a SHA-256 Hash: FAIL, 1); a SIGTERM reaches the command and
 * the report is still written. Each run is a child process bounded in time.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { run as runBounded, type Ran } from '../package/scratchProject.js';
import { childEnv } from '../examples/childEnv.js';
import { nestedEnv } from '../verdict/nestedConformance.js';
import { paycertCommand } from '../commands.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIMIT_MS = 120_000;
const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };

test.describe.configure({ timeout: LIMIT_MS + 60_000 });

/** The environment of a user's shell in this repository: no outer targets, `paycert` resolving to the sources. */
function env(): NodeJS.ProcessEnv {
  return { ...nestedEnv({}), NODE_OPTIONS: childEnv().NODE_OPTIONS ?? '' };
}

function node(args: readonly string[]): Promise<Ran> {
  return runBounded(process.execPath, args, root, LIMIT_MS, env());
}

/** `paycert proxy <flags> -- <command>` from the sources, writing its report into a fresh folder. */
function gate(flags: readonly string[], command: readonly string[]): Promise<Ran & { out: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-gate-')), 'client');
  return runBounded(
    ...paycertCommand('proxy', '--out', out, ...flags, '--', ...command),
    root,
    LIMIT_MS,
    env(),
  ).then((r) => ({ ...r, out }));
}

function verdictOf(out: string): string {
  return (JSON.parse(readFileSync(join(out, 'verdict.json'), 'utf8')) as { verdict: string }).verdict;
}

const shopTests = ['--import', 'tsx', '--test', 'examples/gate/shop.test.ts'];

test('one test file in-process and through the gate: the same result; through the gate its traffic is judged', async () => {
  const inProcess = await node(shopTests);
  expect(inProcess.code, inProcess.output).toBe(0);
  expect(inProcess.output).toMatch(/# pass 3\b/);

  const gated = await gate(['--terminal-clock-speed', '10'], [process.execPath, ...shopTests]);
  expect(gated.output).toMatch(/# pass 3\b/);
  expect(gated.output).toMatch(/# fail 0\b/);
  // The tests passed: the exit status is the client verdict's.
  expect(gated.code, gated.output.slice(-3_000)).toBe(exitCodes[verdictOf(gated.out)]);
  const recorded = readFileSync(join(gated.out, 'exchanges.ndjson'), 'utf8');
  for (const path of ['/api/v2/transactions/sale.json', '/api/v2/print.json', '/api/gateway/payment-jobs'])
    expect(recorded).toContain(path);
  // The outcome queue went through the proxy to the gate's simulators.
  expect(recorded).toContain('/_sim/outcomes');
  expect(gated.output).toContain('clock speed 10');
});

test("the gate's exit status: the command's when it failed, else the client verdict's (FAIL: 1)", async () => {
  const failed = await gate([], [process.execPath, '-e', 'process.exit(5)']);
  expect(failed.code, failed.output).toBe(5);
  expect(existsSync(join(failed.out, 'verdict.json'))).toBe(true);

  // An application whose tests pass but whose Hash is SHA-256: CL-GW-HASH-2 fails.
  const dir = mkdtempSync(join(tmpdir(), 'paycert-gate-app-'));
  const app = join(dir, 'sha256.mjs');
  writeFileSync(
    app,
    `import { createHash } from 'node:crypto';
const body = JSON.stringify({ cardNumber: '4111111111111111', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' });
const hash = createHash('sha256').update(process.env.GATEWAY_API_KEY + body).digest('hex').toUpperCase();
const r = await fetch(process.env.GATEWAY_URL + '/api/gateway/card-tokenisation', {
  method: 'POST',
  headers: { 'content-type': 'application/json', ConfigurationId: process.env.GATEWAY_CONFIGURATION_ID, Hash: hash },
  body,
});
console.log('tokenisation answered', r.status);
`,
  );
  const wrong = await gate(['--no-terminal'], [process.execPath, app]);
  expect(wrong.output).toContain('tokenisation answered');
  expect(verdictOf(wrong.out)).toBe('FAIL');
  expect(wrong.code, wrong.output.slice(-3_000)).toBe(1);
  const verdict = JSON.parse(readFileSync(join(wrong.out, 'verdict.json'), 'utf8')) as {
    mustFailureIds: string[];
  };
  expect(verdict.mustFailureIds).toContain('CL-GW-HASH-2');
});

test('a SIGTERM to the gate reaches the command; the report is still written', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-gate-term-')), 'client');
  const script =
    "process.on('SIGTERM', () => { console.log('command stopped'); process.exit(7); }); console.log('WAIT' + 'ING'); setInterval(() => {}, 1000);";
  const child = spawn(...paycertCommand('proxy', '--out', out, '--', process.execPath, '-e', script), {
    cwd: root,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    await expect.poll(() => output.includes('WAITING'), { timeout: 60_000 }).toBe(true);
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'late'>((r) => setTimeout(() => r('late'), 30_000)),
    ]);
    expect(code, output).toBe(7);
    expect(output).toContain('command stopped');
    expect(existsSync(join(out, 'verdict.json')), output).toBe(true);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
