/**
 * Evidence nothing else touches: after `npm run conformance` has sealed its
 * folder, the test command and `--list` run in the same directory (Playwright
 * with paycert's configuration, no PAYCERT_* variable) write elsewhere or
 * nowhere and claim no verdict, `npm run conformance -- --list` lists and
 * exits 0 without writing, and `npm run verify-evidence -- reports` still
 * says intact. The directory is a scratch folder (the child runs take
 * paycert's configuration by path), so the run of `npm test` holding this
 * test keeps its own test-results.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { verifyManifest } from '../../lib/reporting/evidence/verifyManifest.js';
import { paycertCommand } from '../commands.js';

const root = resolve('.');
const config = join(root, 'playwright.config.ts');
// The scratch folder has no node_modules: paycert's own Playwright, by path.
const playwright = join(root, 'node_modules', '.bin', 'playwright');
/** Fast, on the embedded terminal simulator: one property test (the run's scope is what it evaluates). */
const selection = ['suites/properties/terminalPrint.spec.ts', '--project=properties'];

/** The environment of a user's shell: none of paycert's variables. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
  for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
  return { ...env, ...extra };
}

function run(cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 170_000 });
  return { ...r, out: `${r.stdout}${r.stderr}` };
}

test('a sealed evidence folder verifies after the test command and --list ran beside it', () => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'paycert-evidence-'));
  const reports = join(work, 'reports');

  const sealed = run(
    root,
    ...paycertCommand('conformance', ...selection),
    cleanEnv({ PAYCERT_REPORTS_DIR: reports }),
  );
  expect(sealed.status, sealed.out.slice(-3000)).toBe(0);
  expect(verifyManifest(reports)).toMatchObject({ ok: true });

  // The test command, from the same directory: Playwright with paycert's configuration.
  const plain = run(work, playwright, ['test', '--config', config, ...selection], cleanEnv());
  expect(plain.status, plain.out.slice(-3000)).toBe(0);
  expect(existsSync(join(work, 'test-results', 'conformance.json')), 'a developer run writes elsewhere').toBe(
    true,
  );
  expect(plain.stdout).toContain('A developer run: not evidence.');

  // --list: lists, writes no report and claims no verdict.
  const listed = run(work, playwright, ['test', '--config', config, '--list', ...selection], cleanEnv());
  expect(listed.status, listed.out.slice(-3000)).toBe(0);
  expect(listed.stdout).toMatch(/Total: \d+ tests? in 1 file/);
  expect(listed.stdout).not.toContain('paycert conformance:');

  // The self-tests judge no target: no verdict printed, none written.
  const selftests = run(
    work,
    playwright,
    ['test', '--config', config, 'selftest/redaction', '--project=selftest'],
    cleanEnv({ PAYCERT_RUN_DIR: join(work, 'selftest-run') }),
  );
  expect(selftests.status, selftests.out.slice(-3000)).toBe(0);
  expect(selftests.stdout).not.toContain('paycert conformance:');
  expect(
    readdirSync(join(work, 'selftest-run')).filter(
      (f) => f.startsWith('conformance') || f === 'verdict.json',
    ),
  ).toEqual([]);

  // `npm run conformance -- --list`: lists and exits 0, the evidence folder as it was.
  const cliList = run(
    root,
    ...paycertCommand('conformance', '--list', ...selection),
    cleanEnv({ PAYCERT_REPORTS_DIR: reports }),
  );
  expect(cliList.status, cliList.out.slice(-3000)).toBe(0);
  expect(cliList.stdout).toMatch(/Total: \d+ tests? in 1 file/);

  const verified = run(root, ...paycertCommand('verify-evidence', reports), cleanEnv());
  expect(verified.status, verified.out).toBe(0);
  expect(verified.stdout).toContain(`${reports}: intact`);
});
