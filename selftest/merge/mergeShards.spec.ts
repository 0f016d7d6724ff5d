/**
 * End to end: two shards of two small property files (the terminal's, on
 * the embedded simulator, one test each) each write a blob report into their own
 * folder, `npm run merge` turns them into one reports folder with every
 * output (the Allure reporter included, which used to crash on merge-reports'
 * configuration), a manifest that verifies, and the verdict's exit status.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyManifest } from '../../lib/reporting/evidence/verifyManifest.js';
import { disagreements, readOutcomes } from '../reporting/reportOutcomes.js';
import { paycertCommand, playwrightCommand } from '../commands.js';

const files = ['suites/properties/terminalAmounts.spec.ts', 'suites/properties/terminalPrint.spec.ts'];

test('two shards merge into one sealed reports folder', () => {
  test.setTimeout(240_000);
  const root = mkdtempSync(join(tmpdir(), 'paycert-merge-e2e-'));
  for (const i of [1, 2]) {
    const dir = join(root, `shard-${String(i)}`);
    const r = spawnSync(
      ...playwrightCommand(
        'test',
        ...files,
        '--project=properties',
        `--shard=${String(i)}/2`,
        '--reporter=blob',
      ),
      {
        encoding: 'utf8',
        env: { ...process.env, PAYCERT_RUN_DIR: dir, PLAYWRIGHT_BLOB_OUTPUT_DIR: join(dir, 'blob') },
      },
    );
    expect(r.status, r.stderr).toBe(0);
  }
  const out = join(root, 'merged');
  const merged = spawnSync(
    ...paycertCommand('merge', '--out', out, join(root, 'shard-1'), join(root, 'shard-2')),
    {
      encoding: 'utf8',
    },
  );
  expect(merged.stderr).not.toContain('TypeError');
  expect(merged.status, `${merged.stdout}\n${merged.stderr}`).toBe(0);
  expect(merged.stdout).toContain('merged verdict: PASS (exit 0)');
  for (const f of [
    'conformance.json',
    'conformance.md',
    'conformance.junit.xml',
    'verdict.json',
    'junit.xml',
    'manifest.json',
    'html',
  ]) {
    expect(existsSync(join(out, f)), f).toBe(true);
  }
  // One Allure result per test of the two shards: as many as the folder holds (listed, not hard-coded).
  const listed = spawnSync(
    ...playwrightCommand('test', ...files, '--project=properties', '--list', '--reporter=list'),
    {
      encoding: 'utf8',
    },
  );
  const total = Number(/Total: (\d+) tests?/.exec(listed.stdout)?.[1]);
  expect(total).toBeGreaterThan(1);
  expect(readdirSync(join(out, 'allure-results')).filter((f) => f.endsWith('-result.json'))).toHaveLength(
    total,
  );
  // The merged Allure results judge each test by the matrix's rule too.
  const views = readOutcomes(out);
  expect(views.allure.size).toBeGreaterThan(0);
  expect(disagreements(views)).toEqual([]);
  expect(verifyManifest(out).ok).toBe(true);
});
