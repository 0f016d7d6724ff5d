/**
 * A device whose paper paycert cannot read, with no operator beside it: no
 * printer rule that needs the paper (PR-4 to PR-9) is PASSED. Each is REVIEW,
 * with the instructions sent and "no operator was asked", or NOT RUN with the
 * reason, and the verdict is INCOMPLETE (exit 3), naming them. The "device" is
 * a simulator behind a proxy that hides its control API, so the harness sees
 * only the spec's API and cannot read the paper back.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';
import { nestedEnv, runConformance } from './nestedConformance.js';

const paperRules = ['PR-4', 'PR-5', 'PR-6', 'PR-7', 'PR-8', 'PR-9'];

interface VerdictJson {
  verdict: string;
  mustFailureIds: string[];
  notEvaluated: { id: string; outcome: string; reason: string }[];
}

for (const personality of ['reference', 'field'] as const) {
  test(`a ${personality} device with unreadable paper and no operator: no paper rule PASSED, verdict INCOMPLETE with the reasons`, async () => {
    test.setTimeout(240_000);
    const password = randomBytes(8).toString('hex');
    const sim = await startTerminalSimulator({ port: 0, password, autoPresent: false, seed: 7, personality });
    const proxy = await startDeviceProxy(sim.url);
    const dir = mkdtempSync(join(tmpdir(), 'paycert-paper-unread-'));
    try {
      // Every test that names a printer rule in its title, in both projects (a test of paycert's own
      // printer model would be among them).
      const r = await runConformance(
        ['--project=terminal', '--project=properties', '--grep', 'PR-[0-9]|TM-PRN-'],
        nestedEnv({
          TERMINAL_URL: proxy.url,
          TERMINAL_USERNAME: 'paycert',
          TERMINAL_PASSWORD: password,
          PAYCERT_REPORTS_DIR: dir,
          PAYCERT_READY_TIMEOUT_MS: '10000',
        }),
        200_000,
      );
      const tail = r.out.slice(-3000);
      expect(r.status, tail).toBe(3);
      const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as VerdictJson;
      const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
      expect(v.verdict).toBe('INCOMPLETE');
      expect(v.mustFailureIds).toEqual([]);
      const outcome = (id: string) => report.requirements.find((x) => x.id === id)?.outcome;
      for (const id of paperRules) {
        expect(outcome(id), `${id} on a device whose paper nobody read`).not.toBe('PASSED');
        const why = v.notEvaluated.find((n) => n.id === id);
        expect(why, `${id} listed among the MUSTs not evaluated`).toBeDefined();
        expect(['REVIEW', 'SKIPPED', 'NOT RUN']).toContain(why?.outcome);
        expect(why?.reason).not.toBe('');
      }
      // The scroll rule, as a person would read it: the instructions sent, and that nobody was asked.
      const pr5 = v.notEvaluated.find((n) => n.id === 'PR-5');
      expect(pr5?.outcome).toBe('REVIEW');
      expect(pr5?.reason).toMatch(/^no operator was asked; paycert cannot read this device's paper: /);
      expect(pr5?.reason).toContain('sent text "above"@y=10');
      // Whatever did pass was credited by a test that talked to the device.
      for (const req of report.requirements.filter((x) => x.outcome === 'PASSED'))
        for (const t of req.tests.filter((x) => x.outcome === 'PASSED'))
          expect(t.location, `${req.id} credited from ${t.location}`).toMatch(/^suites\//);
      expect(readFileSync(join(dir, 'conformance.md'), 'utf8')).toContain('INCOMPLETE');
      expect(r.out).not.toContain(password);
    } finally {
      await proxy.stop();
      await sim.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
