/**
 * A gateway that refuses paycert's guessed order line and an empty orderLines
 * (issue 27, item 7): the element fields of orderLines and their bounds are not
 * shown, so neither refusal is a MUST failure. GW-JOB-25 warns, GW-JOB-24 is
 * SKIPPED with the reason (paycert cannot judge it), and the verdict is
 * INCOMPLETE, never FAIL. The embedded simulator with its `order-lines-refused`
 * switch is that gateway (it refuses any orderLines, the empty list included).
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { nestedEnv, runConformance } from './nestedConformance.js';

test('a gateway refusing every orderLines, the empty list included: no MUST fails, GW-JOB-24 not run with the reason', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-order-lines-'));
  try {
    const r = await runConformance(
      ['--project=gateway', '--grep', 'order lines'],
      nestedEnv({ PAYCERT_GATEWAY_FAULTS: 'order-lines-refused', PAYCERT_REPORTS_DIR: dir }),
      160_000,
    );
    const tail = r.out.slice(-3000);
    const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as {
      verdict: string;
      mustFailureIds: string[];
    };
    expect(v.mustFailureIds, tail).toEqual([]);
    expect(v.verdict, tail).toBe('INCOMPLETE');
    expect(r.status).toBe(3);
    const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
    const row = (id: string) => report.requirements.find((x) => x.id === id);
    expect(row('GW-JOB-25')?.outcome).toBe('WARNING');
    expect(row('GW-JOB-24')?.outcome).toBe('SKIPPED');
    expect(row('GW-JOB-24')?.messages.join(' ')).toMatch(/guessed order line and an empty orderLines/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
