/**
 * paycert proven from outside (issue 19 item 3): the packed tarball,
 * installed into an empty project with no paycert source beside it, is all
 * an integrator has. There `npx paycert conformance` passes with its reports
 * in that project, `paycert proxy` records and judges a tiny client in front
 * of the embedded simulators (into reports/client, beside the conformance
 * run's reports, which still verify), the gate form `npx paycert proxy --
 * node --test <file>` runs a test file that also runs in-process unchanged,
 * the public API imports and runs, a TypeScript
 * file using it type-checks, and nothing packed names the repository's
 * surroundings (`../shared`) or needs tsx. Every command, flag and package
 * path the packed docs name works there, and the tutorial, followed word for
 * word in an empty folder beside it, ends in a green gate (issue 25).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectPushedOnly, pushed } from '../pages/pageChecks.js';
import { codeTexts, docCommands, docPackagePaths, helpFlags } from './docsCheck.js';
import { packAndInstall, run, userEnv, type Scratch } from './scratchProject.js';
import { skipped, takeStep, tutorialSteps, type TutorialState, type TutorialStep } from './tutorial.js';

test.describe.configure({ mode: 'serial' });

let scratch: Scratch;

test.beforeAll(async () => {
  test.setTimeout(480_000);
  scratch = await packAndInstall();
});

test.afterAll(() => {
  if (scratch !== undefined) rmSync(scratch.root, { recursive: true, force: true });
});

/** The installed program, as npm links it. */
function bin(): string {
  return join(scratch.project, 'node_modules', '.bin', 'paycert');
}

/** Every file under `dir`, relative to it. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

test('the tarball holds the compiled package only: no TypeScript sources, tests or tools', () => {
  const installed = join(scratch.project, 'node_modules', 'paycert');
  const all = files(installed);
  expect(all).toContain('dist/bin/paycert.js');
  expect(all).toContain('dist/api/index.d.ts');
  expect(all).toContain('dist/schemas/terminal/transaction.json');
  expect(all).toContain('dist/generated/openapi/gateway.openapi.json');
  const unexpected = all.filter(
    (f) => !/^(dist|docs|ci)\//.test(f) && !['package.json', 'README.md'].includes(f),
  );
  expect(unexpected).toEqual([]);
  expect(all.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  expect(all.filter((f) => /^dist\/(selftest|bench|tools|examples)\//.test(f))).toEqual([]);
  // The installed CLI runs on Node alone.
  expect(existsSync(join(scratch.project, 'node_modules', 'tsx'))).toBe(false);
});

test('npx paycert conformance passes from the project, reports in the project', async () => {
  test.setTimeout(300_000);
  const r = await run('npx', ['paycert', 'conformance', '--project=terminal'], scratch.project, 280_000);
  expect(r.code, r.output.slice(-5_000)).toBe(0);
  expect(r.output).toContain('paycert conformance: PASS');
  const reports = join(scratch.project, 'reports');
  const verdict = JSON.parse(readFileSync(join(reports, 'verdict.json'), 'utf8')) as { verdict: string };
  expect(verdict.verdict).toBe('PASS');
  for (const f of ['conformance.html', 'junit.xml', 'manifest.json', 'html/index.html'])
    expect(existsSync(join(reports, f)), f).toBe(true);
  // The suites ran from the installed package, compiled: Playwright's JUnit names their .js files
  // (the console shows progress only, issue 19; the scratch project holds no suite of its own).
  expect(readFileSync(join(reports, 'junit.xml'), 'utf8')).toMatch(
    /classname="suites\/terminal\/\w+\.spec\.js"/,
  );
  const check = await run('npx', ['paycert', 'verify-evidence', 'reports'], scratch.project, 60_000);
  expect(check.code, check.output).toBe(0);
});

test('every command answers --help from the project, exit 0', async () => {
  test.setTimeout(120_000);
  const usage = await run('npx', ['paycert', '--help'], scratch.project, 60_000);
  expect(usage.code, usage.output).toBe(0);
  const names = [...usage.output.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1]);
  expect(names).toEqual([
    'init',
    'conformance',
    'simulate',
    'proxy',
    'merge',
    'diff',
    'replay',
    'verify-evidence',
    'prove',
    'report',
  ]);
  for (const name of names) {
    const r = await run(process.execPath, [bin(), name ?? '', '--help'], scratch.project, 30_000);
    expect(r.code, `${name ?? ''}: ${r.output}`).toBe(0);
    expect(r.output).toContain(`Usage: paycert ${name ?? ''}`);
    // Clean help: no line is cut or overlong, no flag is offered twice.
    expect(r.output.split('\n').filter((l) => l.length > 100)).toEqual([]);
    const flags = [...r.output.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(flags.length, name).toBe(new Set(flags).size);
  }
});

test('npx paycert merge joins two shards into one sealed folder; diff finds no regression against it', async () => {
  test.setTimeout(180_000);
  for (const shard of ['1/2', '2/2']) {
    const r = await run(
      'npx',
      ['paycert', 'conformance', '--project=terminal', '--grep', 'TM-GET', `--shard=${shard}`],
      scratch.project,
      120_000,
      { ...userEnv(), PAYCERT_REPORTS_DIR: `shard-${shard[0] ?? ''}` },
    );
    expect(existsSync(join(scratch.project, `shard-${shard[0] ?? ''}`, 'blob')), r.output.slice(-3_000)).toBe(
      true,
    );
  }
  const merged = await run(
    'npx',
    ['paycert', 'merge', '--out', 'merged', 'shard-1', 'shard-2'],
    scratch.project,
    120_000,
  );
  const verdict = JSON.parse(readFileSync(join(scratch.project, 'merged', 'verdict.json'), 'utf8')) as {
    verdict: string;
  };
  const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };
  expect(merged.code, merged.output.slice(-3_000)).toBe(exitCodes[verdict.verdict]);
  expect(['PASS', 'INCOMPLETE']).toContain(verdict.verdict);
  const intact = await run('npx', ['paycert', 'verify-evidence', 'merged'], scratch.project, 60_000);
  expect(intact.code, intact.output).toBe(0);
  const diff = await run('npx', ['paycert', 'diff', 'merged', 'merged'], scratch.project, 60_000);
  expect(diff.code, diff.output).toBe(0);
});

/** `npx paycert simulate <flags>` in the project, in its own process group; `out()` is what it printed so far. */
function simulate(...flags: string[]): { readonly pid: number; out(): string } {
  const child = spawn('npx', ['paycert', 'simulate', ...flags], {
    cwd: scratch.project,
    env: userEnv(),
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
  return { pid: child.pid as number, out: () => out };
}

test('npx paycert simulate: the banner, then a SIGTERM to npx stops the simulators', async () => {
  test.setTimeout(60_000);
  const sim = simulate('--terminal-port', '0', '--gateway-port', '0');
  try {
    await expect
      .poll(() => /^terminal\s+(http:\S+)\/api\/v2\//m.exec(sim.out())?.[1], { timeout: 30_000 })
      .toBeDefined();
    const out = sim.out();
    const url = /^terminal\s+(http:\S+)\/api\/v2\//m.exec(out)?.[1] ?? '';
    expect((await fetch(`${url}/api/v2/ping.json`)).status).toBe(200);
    // The device page and its files load from the installed package (issue 26): no network, no CDN.
    const basic = { authorization: `Basic ${Buffer.from('paycert:sim-4f7c2e9a').toString('base64')}` };
    expect(out).toContain(`page      ${url}/`);
    for (const [path, type] of [
      ['/', 'text/html'],
      ['/_sim/page/device.js', 'text/javascript'],
      ['/_sim/page/lit-html.js', 'text/javascript'],
    ]) {
      const page = await fetch(`${url}${path ?? ''}`, { headers: basic });
      expect(`${path ?? ''} ${page.status} ${page.headers.get('content-type') ?? ''}`).toContain(
        `200 ${type ?? ''}`,
      );
    }
    process.kill(sim.pid, 'SIGTERM');
    await expect
      .poll(
        async () => {
          try {
            await fetch(`${url}/api/v2/ping.json`, { signal: AbortSignal.timeout(2_000) });
            return 'listening';
          } catch {
            return 'stopped';
          }
        },
        { timeout: 10_000 },
      )
      .toBe('stopped');
  } finally {
    try {
      process.kill(-sim.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

test("npx paycert simulate's pages in a browser: a sale's amount, the Visa button, a printed line, a new payment job", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Cards only from the page: the automatic presentation would race the click.
  const flags = ['--terminal-port', '0', '--gateway-port', '0', '--terminal-auto-present', 'off', '--quiet'];
  const sim = simulate(...flags);
  // Each change shows on the page as its event stream pushes it (no reload, no polling), within a
  // bound for a busy CI machine (`pushed`); issue 26's "within 2 s" is bench/pageUpdates.ts's figure.
  try {
    await expect
      .poll(() => /^gateway\s+(http:\S+?)\/api\/gateway\//m.exec(sim.out())?.[1], { timeout: 30_000 })
      .toBeDefined();
    const out = sim.out();
    const terminal = /^terminal\s+(http:\S+)\/api\/v2\//m.exec(out)?.[1] ?? '';
    const gateway = /^gateway\s+(http:\S+?)\/api\/gateway\//m.exec(out)?.[1] ?? '';
    const authorization = `Basic ${Buffer.from('paycert:sim-4f7c2e9a').toString('base64')}`;
    const api = (path: string, body: unknown): Promise<Response> =>
      fetch(`${terminal}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await page.setExtraHTTPHeaders({ authorization });
    await page.goto(`${terminal}/`);
    await expect(page.getByText('live')).toBeVisible();
    await expect(page.getByTestId('screen')).toBeVisible();
    const terminalPushed = expectPushedOnly(page);
    expect((await api('/api/v2/transactions/sale.json', { amount: 1234 })).status).toBe(200);
    await expect(page.getByTestId('screen')).toContainText('£12.34', pushed);
    await page.getByRole('button', { name: 'Visa contactless, approved (visa-qvsdc)' }).click();
    expect((await api('/_sim/wait-idle', { timeoutMs: 20_000 })).status).toBe(200);
    await expect(page.getByTestId('transactions').locator('tbody tr').first()).toContainText(
      'approved',
      pushed,
    );
    expect(
      (
        await api('/api/v2/print.json', {
          instructions: [{ command: 'text', text: 'installed line', x: 0, y: 0 }],
        })
      ).status,
    ).toBe(200);
    await expect(page.getByTestId('paper')).toContainText('installed line', pushed);
    terminalPushed();
    const gatewayPage = await page.context().newPage();
    await gatewayPage.goto(`${gateway}/`);
    await expect(gatewayPage.getByText('live')).toBeVisible();
    const gatewayPushed = expectPushedOnly(gatewayPage);
    const r = await run(
      process.execPath,
      ['--input-type=module', '-e', newJob, gateway],
      scratch.project,
      30_000,
    );
    expect(r.code, r.output).toBe(0);
    await expect(gatewayPage.getByTestId('jobs')).toContainText('installed-26', pushed);
    gatewayPushed();
  } finally {
    try {
      process.kill(-sim.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

/** A payment job signed with the installed API, as an application creates one. */
const newJob = `
import { signGatewayRequest } from 'paycert';
const gateway = process.argv[1];
const body = JSON.stringify({
  type: 'Payment',
  amountToCollect: '12.34',
  currency: 'GBP',
  paymentMethodsToUse: ['creditcard'],
  parameters: { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' },
  order: { orderNumber: 'installed-26' },
});
const headers = signGatewayRequest({ configurationId: 'paycert-sim', apiKey: 'paycert-sim-key' }, body);
const answer = await fetch(gateway + '/api/gateway/payment-jobs', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
if (answer.status !== 201) throw new Error('payment-jobs answered ' + answer.status + ': ' + (await answer.text()).slice(0, 300));
`;

/** A tiny client of the application's kind: it uses the installed API, then talks through the proxy. */
const client = `
import { readFileSync } from 'node:fs';
import { signGatewayRequest } from 'paycert';

const [terminal, gateway] = process.argv.slice(2);
const basic = 'Basic ' + Buffer.from('paycert:sim-4f7c2e9a').toString('base64');
const device = await fetch(terminal + '/api/v2/device.json', { headers: { authorization: basic } });
if (device.status !== 200) throw new Error('device.json answered ' + device.status);
const body = JSON.stringify({ cardNumber: '4111111111111111', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' });
const headers = signGatewayRequest({ configurationId: 'paycert-sim', apiKey: 'paycert-sim-key' }, body);
const token = await fetch(gateway + '/api/gateway/card-tokenisation', {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body,
});
if (token.status !== 200) throw new Error('card-tokenisation answered ' + token.status);
// The contract as package files.
const schema = JSON.parse(readFileSync(new URL(import.meta.resolve('paycert/schemas/terminal/transaction.json')), 'utf8'));
const openapi = JSON.parse(readFileSync(new URL(import.meta.resolve('paycert/openapi/gateway.openapi.json')), 'utf8'));
if (typeof schema.$id !== 'string' || !String(openapi.openapi).startsWith('3.1')) throw new Error('contract files unread');
// Only what exports names is public.
let hidden = false;
try { import.meta.resolve('paycert/dist/lib/targets/gateway/hash.js'); } catch (e) { hidden = e.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'; }
if (!hidden) throw new Error('an internal module is importable');
console.log('client done');
`;

test('npx paycert proxy in front of the simulators records and judges a tiny client; SIGTERM writes the report', async () => {
  test.setTimeout(120_000);
  writeFileSync(join(scratch.project, 'client.mjs'), client);
  // The bin itself (as the CI templates start it), so the SIGTERM reaches paycert rather than npm.
  const proxy = spawn(
    join(scratch.project, 'node_modules', '.bin', 'paycert'),
    // Its default folder, reports/client, beside the conformance run's reports/.
    ['proxy', '--terminal-port', '0', '--gateway-port', '0'],
    { cwd: scratch.project, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proxy.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  proxy.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((r) => proxy.once('exit', (code) => r(code)));
  try {
    const urls = await new Promise<[string, string]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no proxy in 30 s: ${out}`)), 30_000);
      const look = (): void => {
        const t = /terminal listening (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
        const g = /gateway listening (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
        if (t !== undefined && g !== undefined) {
          clearTimeout(timer);
          resolve([t, g]);
        }
      };
      proxy.stdout.on('data', look);
      void exited.then((code) => reject(new Error(`proxy exited ${code}: ${out}`)));
    });
    const c = await run(process.execPath, ['client.mjs', ...urls], scratch.project, 30_000);
    expect(c.code, c.output).toBe(0);
    expect(c.output).toContain('client done');
    proxy.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'late'>((r) => setTimeout(() => r('late'), 30_000)),
    ]);
    expect(code, out).not.toBe('late');
    const dir = join(scratch.project, 'reports', 'client');
    const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as { verdict: string };
    const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };
    expect(code).toBe(exitCodes[verdict.verdict]);
    expect(['PASS', 'INCOMPLETE'], out).toContain(verdict.verdict);
    expect(readFileSync(join(dir, 'exchanges.ndjson'), 'utf8').trim().split('\n')).toHaveLength(2);
    // The conformance run's folder still verifies: the client report is another run's, with its own manifest.
    for (const folder of ['reports', 'reports/client']) {
      const check = await run('npx', ['paycert', 'verify-evidence', folder], scratch.project, 60_000);
      expect(check.code, check.output).toBe(0);
    }
  } finally {
    if (proxy.exitCode === null) proxy.kill('SIGKILL');
  }
});

/** One node:test file for both ways: startSimulators() starts the simulators, or hands out the gate's. */
const bothWays = `
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { signGatewayRequest, startSimulators } from 'paycert';

let sims;
before(async () => {
  sims = await startSimulators({ terminal: { clockSpeed: 10 } });
  console.log(process.env.PAYCERT_GATE === undefined ? 'ran in-process' : 'ran through the gate');
});
after(() => sims.stop());

test('a queued decline reaches the sale', async () => {
  const { url, headers } = sims.terminal;
  await sims.terminal.outcomes.queue('declined');
  const started = await fetch(url + '/api/v2/transactions/sale.json', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 1250 }),
  });
  assert.equal(started.status, 200);
  const id = (await started.json()).transaction.id;
  for (let i = 0; i < 200; i++) {
    const t = (await (await fetch(url + '/api/v2/transactions/' + id + '.json', { headers })).json()).transaction;
    if (!t.is_active) return assert.equal(t.result, 'declined');
    await sleep(100);
  }
  assert.fail('the sale is still active');
});

test('a signed tokenisation is accepted', async () => {
  const body = JSON.stringify({ cardNumber: '4111111111111111', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' });
  const r = await fetch(sims.gateway.url + '/api/gateway/card-tokenisation', {
    method: 'POST',
    headers: { ...signGatewayRequest(sims.gateway, body), 'content-type': 'application/json' },
    body,
  });
  assert.equal(r.status, 200);
});
`;

test('the gate form from the project: the same test file in-process and through npx paycert proxy -- node --test', async () => {
  test.setTimeout(180_000);
  writeFileSync(join(scratch.project, 'both-ways.test.mjs'), bothWays);
  const inProcess = await run(process.execPath, ['--test', 'both-ways.test.mjs'], scratch.project, 60_000);
  expect(inProcess.code, inProcess.output).toBe(0);
  expect(inProcess.output).toContain('ran in-process');
  expect(inProcess.output).toMatch(/# pass 2\b/);
  const gated = await run(
    'npx',
    [
      'paycert',
      'proxy',
      '--terminal-clock-speed',
      '10',
      '--out',
      'reports/gate',
      '--',
      'node',
      '--test',
      'both-ways.test.mjs',
    ],
    scratch.project,
    150_000,
  );
  expect(gated.output).toContain('ran through the gate');
  expect(gated.output).toMatch(/# pass 2\b/);
  const dir = join(scratch.project, 'reports', 'gate');
  const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as { verdict: string };
  const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };
  expect(gated.code, gated.output.slice(-3_000)).toBe(exitCodes[verdict.verdict]);
  const recorded = readFileSync(join(dir, 'exchanges.ndjson'), 'utf8');
  expect(recorded).toContain('/api/v2/transactions/sale.json');
  expect(recorded).toContain('/api/gateway/card-tokenisation');
});

/** An integrator's TypeScript test helper using the API as documented. */
const typed = `
import {
  outcomeQueue,
  signGatewayRequest,
  startGate,
  startSimulators,
  type GateVerdict,
  type GatewayPaymentJobRequest,
  type SchemaTypes,
  type TerminalOutcome,
  type TerminalTransaction,
} from 'paycert';

const sims = await startSimulators({ terminals: 2, personality: 'field', dataDir: 'data', terminal: { clockSpeed: 10 } });
await sims.terminal.outcomes.queue('declined', 'out-of-paper');
await sims.gateway.outcomes.queue('3ds-not-authenticated');
const remote = outcomeQueue<TerminalOutcome>({ url: sims.terminals[1]?.url ?? '', headers: sims.terminal.headers });
await remote.clear();
const job: GatewayPaymentJobRequest | undefined = undefined;
const doc: SchemaTypes['terminal/transaction'] | undefined = undefined as TerminalTransaction | undefined;
const h: { ConfigurationId: string; Hash: string } = signGatewayRequest({ configurationId: 'c', apiKey: 'k' }, '{}');
// @ts-expect-error an outcome the terminal does not know is a type error
await sims.terminal.outcomes.queue('rich');
// @ts-expect-error a fleet size is a number
await startSimulators({ terminals: 'two', gateway: false });
console.log(job, doc, h.Hash);
await sims.stop();
const gate = await startGate({ out: 'reports/typed', terminal: { clockSpeed: 10 }, requireOutcomes: ['terminal.declined'] });
await gate.terminal.outcomes.drill('lost-start-answer');
const verdict: GateVerdict | undefined = await gate.stop();
const code: 0 | 1 | 2 | 3 | undefined = verdict?.exitCode;
console.log(code);
// @ts-expect-error an outcome the client report does not count is a type error
await startGate({ requireOutcomes: ['terminal.rich'] });
`;

test('a TypeScript file importing the API type-checks against the installed declarations', async () => {
  test.setTimeout(120_000);
  writeFileSync(join(scratch.project, 'api.ts'), typed);
  writeFileSync(
    join(scratch.project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        types: ['node'],
      },
      files: ['api.ts'],
    }),
  );
  const tsc = join(scratch.project, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = await run(process.execPath, [tsc, '-p', '.'], scratch.project, 110_000);
  // The file's @ts-expect-error lines make it fail too when a wrong use type-checks (the
  // declarations would then be too loose to be worth checking).
  expect(r.code, r.output).toBe(0);
});

/** `paycert <name> --help` of the installed program, each asked once. */
const helps = new Map<string, string>();
async function help(name: string): Promise<string> {
  const known = helps.get(name);
  if (known !== undefined) return known;
  const r = await run(
    process.execPath,
    [bin(), ...(name === '' ? [] : [name]), '--help'],
    scratch.project,
    30_000,
  );
  expect(r.code, `${name} --help: ${r.output}`).toBe(0);
  helps.set(name, r.output);
  return r.output;
}

test('every command, flag and package path the packed docs name works from the installed package', async () => {
  test.setTimeout(180_000);
  const installed = join(scratch.project, 'node_modules', 'paycert');
  const commands = [...(await help('')).matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1] ?? '');
  const pages = ['README.md', ...readdirSync(join(installed, 'docs')).map((f) => `docs/${f}`)].filter((p) =>
    p.endsWith('.md'),
  );
  const problems: string[] = [];
  const exportsNamed = new Set<string>();
  for (const page of pages) {
    const text = readFileSync(join(installed, page), 'utf8');
    for (const c of codeTexts(text).flatMap(docCommands)) {
      if (!commands.includes(c.command)) {
        problems.push(`${page}: "${c.text}": paycert has no command ${c.command}`);
        continue;
      }
      const offered = new Set([...helpFlags(await help(c.command)), '--help']);
      for (const f of c.flags)
        if (!offered.has(f))
          problems.push(`${page}: "${c.text}": paycert ${c.command} --help offers no ${f}`);
    }
    for (const p of docPackagePaths(text)) {
      if (p.kind === 'export') exportsNamed.add(`paycert/${p.path}`);
      else if (!existsSync(join(installed, p.path)))
        problems.push(`${page}: node_modules/paycert/${p.path} is not packed`);
    }
  }
  // The package's exports, resolved as an integrator's code resolves them, to files that exist.
  const resolve = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'for (const p of JSON.parse(process.argv[1])) { let u = ""; try { u = import.meta.resolve(p); } catch {} console.log(JSON.stringify([p, u])); }',
      JSON.stringify([...exportsNamed]),
    ],
    scratch.project,
    30_000,
  );
  expect(resolve.code, resolve.output).toBe(0);
  for (const line of resolve.output
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('['))) {
    const [name, url] = JSON.parse(line) as [string, string];
    if (url === '' || !existsSync(fileURLToPath(url)))
      problems.push(`${name} does not resolve to a packed file`);
  }
  expect(exportsNamed.size, 'the docs name the package files they document').toBeGreaterThan(2);
  // The commands reference names every command and every flag.
  const reference = readFileSync(join(installed, 'docs', 'commands.md'), 'utf8');
  for (const name of commands) {
    if (!reference.includes(`## paycert ${name}\n`))
      problems.push(`docs/commands.md has no section paycert ${name}`);
    for (const f of helpFlags(await help(name)))
      if (f !== '--help' && !reference.includes(f))
        problems.push(`docs/commands.md does not name ${name} ${f}`);
  }
  expect(problems).toEqual([]);
});

let tutorial: { steps: TutorialStep[]; next: number; state: TutorialState } | undefined;

/** Takes the tutorial's steps from where the last test left off, up to (without) the first that `stop` picks. */
async function followTutorial(
  stop: (step: TutorialStep) => boolean,
): Promise<{ step: TutorialStep; ran: string }[]> {
  if (tutorial === undefined) {
    const dir = join(scratch.root, 'tutorial');
    mkdirSync(dir);
    const page = readFileSync(
      join(scratch.project, 'node_modules', 'paycert', 'docs', 'tutorial.md'),
      'utf8',
    );
    tutorial = { steps: tutorialSteps(page), next: 0, state: { cwd: dir } };
  }
  const done: { step: TutorialStep; ran: string }[] = [];
  for (; tutorial.next < tutorial.steps.length; tutorial.next++) {
    const step = tutorial.steps[tutorial.next];
    if (step === undefined || stop(step)) break;
    if (skipped(step)) continue;
    const r = await takeStep(step, tutorial.state, scratch.tarball);
    const what = step.kind === 'run' ? step.command : `edit of ${step.file}`;
    expect(r.code, `${what}:\n${r.output.slice(-4_000)}`).toBe(step.kind === 'run' ? step.exit : 0);
    done.push({ step, ran: r.output });
  }
  return done;
}

const isGate = (step: TutorialStep): boolean =>
  step.kind === 'run' && step.command.includes('paycert proxy --');

test('the tutorial, word for word in an empty folder: the project, paycert init, the example test', async () => {
  test.setTimeout(300_000);
  const done = await followTutorial(isGate);
  const commands = done.flatMap((d) => (d.step.kind === 'run' ? [d.step.command] : []));
  expect(commands).toEqual(
    expect.arrayContaining(['npm install -D paycert', 'npx paycert init --yes', 'node --test']),
  );
  const project = tutorial?.state.cwd ?? '';
  for (const f of ['.github/workflows/paycert.yml', 'tests/paycert.test.mjs', '.env.example', '.gitignore'])
    expect(existsSync(join(project, f)), f).toBe(true);
  const example = done.find((d) => d.step.kind === 'run' && d.step.command === 'node --test');
  expect(example?.ran).toMatch(/pass 3\b|3 passing|✔.*\n.*✔.*\n.*✔/);
});

test("the tutorial's gate: PASS, exit 0; with a SHA-256 Hash, exit 1 naming CL-GW-HASH-2 and its evidence; PASS again", async () => {
  test.setTimeout(600_000);
  const done = await followTutorial(() => false);
  const gates = done.filter((d) => isGate(d.step));
  expect(gates.map((g) => (g.step.kind === 'run' ? g.step.exit : -1))).toEqual([0, 1, 0]);
  const [pass, fail, again] = gates;
  expect(pass?.ran).toMatch(/PASS/);
  expect(fail?.ran).toContain('CL-GW-HASH-2');
  expect(fail?.ran).toContain('POST /api/gateway/payment-jobs');
  expect(again?.ran).toMatch(/PASS/);
});

// Last: a reader of any packed file needs nothing beside the package.
test("nothing packed names the repository's surroundings (../shared)", () => {
  const installed = join(scratch.project, 'node_modules', 'paycert');
  const naming = files(installed).filter((f) =>
    readFileSync(join(installed, f), 'utf8').includes('../shared'),
  );
  expect(naming, 'packed files that name ../shared').toEqual([]);
});
