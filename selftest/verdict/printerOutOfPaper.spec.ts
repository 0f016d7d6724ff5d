/**
 * A conformant terminal whose printer is out of paper (Errors, rule 6:
 * "Terminal other print errors, for example out of paper, may occur. Their
 * status codes: not shown"): the printing, receipt and print-property tests leave the rules
 * that need printed paper (TM-PRN-1, TM-RCPT-6) NOT RUN with the reason, and
 * fail none, so the verdict is INCOMPLETE (exit 3), never FAIL. The simulator
 * is started out of paper (its `printer` option, `--terminal-printer
 * out-of-paper` on the command line): a state, not a fault. Once as a
 * simulator (its control API reachable), once as a device (behind a proxy
 * that shows only the spec's API: the paper cases take the device path).
 */
import { test, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';
import { nestedEnv, runConformance } from './nestedConformance.js';

interface VerdictJson {
  verdict: string;
  mustFailureIds: string[];
  notEvaluated: { id: string; outcome: string; reason?: string }[];
}

for (const as of ['simulator', 'device'] as const) {
  test(`a printer out of paper, as a ${as}: TM-PRN-1 and TM-RCPT-6 not failed, TM-PRN-1 NOT RUN with the reason, verdict INCOMPLETE`, async () => {
    test.setTimeout(240_000);
    const password = randomBytes(8).toString('hex');
    const sim = await startTerminalSimulator({ port: 0, password, printer: 'out-of-paper', seed: 11 });
    const proxy = as === 'device' ? await startDeviceProxy(sim.url) : undefined;
    const dir = mkdtempSync(join(tmpdir(), 'paycert-out-of-paper-'));
    try {
      const r = await runConformance(
        ['--project=terminal', '--project=properties', '--grep', 'print|receipt|paper'],
        nestedEnv({
          TERMINAL_URL: proxy?.url ?? sim.url,
          TERMINAL_USERNAME: 'paycert',
          TERMINAL_PASSWORD: password,
          PAYCERT_REPORTS_DIR: dir,
          PAYCERT_READY_TIMEOUT_MS: '10000',
        }),
        220_000,
      );
      const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as VerdictJson;
      expect(v.mustFailureIds, r.out.slice(-3000)).toEqual([]);
      expect(v.verdict).toBe('INCOMPLETE');
      expect(r.status).toBe(3);
      // On the device no card is presented (no operator): a receipt test stops before its print.
      for (const id of as === 'simulator' ? ['TM-PRN-1', 'TM-RCPT-6'] : ['TM-PRN-1']) {
        const n = v.notEvaluated.find((x) => x.id === id);
        expect(n?.outcome, `${id} is not evaluated`).toBe('NOT RUN');
        expect(n?.reason ?? '', `${id} says why`).toMatch(/out of paper/);
      }
      // The state is the simulator's own: the tests that changed the printer put it back as it was.
      const info = await fetch(`${sim.url}/_sim/info`, {
        headers: { authorization: `Basic ${Buffer.from(`paycert:${password}`).toString('base64')}` },
      });
      expect(((await info.json()) as { printer: string }).printer).toBe('out-of-paper');
      expect(r.out).not.toContain(password);
    } finally {
      await proxy?.stop();
      await sim.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
