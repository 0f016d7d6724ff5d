/**
 * The tests behind "every MUST quotes the spec" cannot pass without running:
 * with PAYCERT_REQUIRE_SPEC=1 (CI, .ci/run) and no spec where PAYCERT_SPEC
 * names it, the quote test fails, naming the variable, instead of being
 * skipped (issue 27, item 7). A child Playwright run of that one test, in its
 * own run folder.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightCommand } from '../commands.js';

test('with PAYCERT_REQUIRE_SPEC=1 and no spec, the quote test fails, it is not skipped', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-require-spec-'));
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CI: '',
      PAYCERT_RUN_DIR: dir,
      PAYCERT_SPEC: join(dir, 'no-such-spec.md'),
      PAYCERT_REQUIRE_SPEC: '1',
    };
    const run = spawnSync(
      ...playwrightCommand(
        'test',
        'selftest/requirementQuotes.spec.ts',
        '--project=selftest',
        '--grep',
        'verbatim in the spec',
        '--reporter=line',
      ),
      { encoding: 'utf8', env, timeout: 110_000 },
    );
    const out = `${run.stdout}\n${run.stderr}`;
    expect(run.status, out).toBe(1);
    expect(out).toContain('PAYCERT_REQUIRE_SPEC=1: ');
    expect(out).toMatch(/1 failed/);
    expect(out).not.toMatch(/\d+ skipped/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
