/**
 * PASS only from the target (lib/reporting/report/targetCredit.ts): a requirement of the
 * target is credited only by a test that talked to a target. A made-up run
 * whose model-only test records PASSED through the real `verify` fixture shows
 * that requirement NOT RUN with the reason, never PASSED; and no test of the
 * product suites records outcomes without opening a target fixture, so no
 * evidence is lost to the rule.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { playwrightCommand } from '../commands.js';

test('a test that talked to no target credits no requirement of the target, through the reporter', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-target-credit-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, PAYCERT_RUN_DIR: dir, CI: '' };
    const run = spawnSync(
      ...playwrightCommand('test', '--config', 'selftest/verdict/targetCredit/targetCredit.config.ts'),
      { encoding: 'utf8', env },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
    const req = (id: string) => report.requirements.find((r) => r.id === id);
    // Only the model test spoke about PR-5: not evidence, so NOT RUN with the reason.
    expect(req('PR-5')?.outcome).toBe('NOT RUN');
    expect(req('PR-5')?.messages.join(' ')).toMatch(/talked to no target/);
    // PR-6: the model's PASSED adds nothing; the target's PASSED credits it.
    expect(req('PR-6')?.outcome).toBe('PASSED');
    const credited = req('PR-6')?.tests.filter((t) => t.outcome === 'PASSED') ?? [];
    expect(credited.map((t) => t.title)).toEqual([expect.stringMatching(/^on the target/)]);
    // No requirement PASSED on the word of the model test.
    for (const r of report.requirements)
      for (const t of r.tests)
        if (t.title.startsWith('model only'))
          expect(t.outcome, `${r.id} from the model test`).toBe('NOT RUN');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Target fixtures: opening one records the target's fingerprint (fixtures/conformance.ts recordTarget). */
const targetFixtures = /\b(terminal|gateway|payments|threeDSecure)\b/;

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.spec.ts'))
    .map((e) => join(e.parentPath, e.name));
}

test('every product test that records outcomes opens a target fixture', () => {
  const offenders: string[] = [];
  let seen = 0;
  for (const file of specFiles('suites')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/async \(\s*\{([^}]*)\}/g)) {
      const fixtures = m[1] ?? '';
      if (!/\bverify\b/.test(fixtures)) continue;
      seen++;
      if (!targetFixtures.test(fixtures)) {
        const line = text.slice(0, m.index).split('\n').length;
        offenders.push(`${file}:${line} ({${fixtures.trim()}})`);
      }
    }
  }
  expect(seen).toBeGreaterThan(20);
  expect(offenders, 'tests of paycert itself belong in selftest/').toEqual([]);
});
