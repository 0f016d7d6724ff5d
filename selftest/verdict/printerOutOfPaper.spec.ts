/**
 * A conformant terminal whose printer is out of paper (Errors, rule 6:
 * "Terminal other print errors, for example out of paper, may occur. Their
 * status codes: not shown"): the printing, receipt and print-property tests leave the rules
 * that need printed paper (TM-PRN-1, TM-RCPT-6) NOT RUN with the reason, and
 * fail none, so the verdict is INCOMPLETE (exit 3), never FAIL. The simulator
 * is started out of paper (its `printer` option, `--terminal-printer
 * out-of-paper` on the command line): a state, not a fault.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';

interface VerdictJson {
  verdict: string;
  mustFailureIds: string[];
  notEvaluated: { id: string; outcome: string; reason?: string }[];
}

test('a printer out of paper: TM-PRN-1 and TM-RCPT-6 NOT RUN with the reason, nothing FAILED, verdict INCOMPLETE', async () => {
  test.setTimeout(240_000);
  const password = randomBytes(8).toString('hex');
  const sim = await startTerminalSimulator({ port: 0, password, printer: 'out-of-paper', seed: 11 });
  const dir = mkdtempSync(join(tmpdir(), 'paycert-out-of-paper-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
    for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
    // Asynchronous: the simulator runs in this process and must keep answering meanwhile.
    const r = await new Promise<{ status: number | null; out: string }>((resolve) => {
      let out = '';
      const child = spawn(
        'npx',
        [
          'tsx',
          'bin/paycert.ts',
          'conformance',
          '--project=terminal',
          '--project=properties',
          '--grep',
          'print|receipt|paper',
        ],
        {
          env: {
            ...env,
            TERMINAL_URL: sim.url,
            TERMINAL_USERNAME: 'paycert',
            TERMINAL_PASSWORD: password,
            PAYCERT_REPORTS_DIR: dir,
          },
        },
      );
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 220_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, out });
      });
    });
    const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as VerdictJson;
    expect(v.mustFailureIds, r.out.slice(-3000)).toEqual([]);
    expect(v.verdict).toBe('INCOMPLETE');
    expect(r.status).toBe(3);
    for (const id of ['TM-PRN-1', 'TM-RCPT-6']) {
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
    await sim.stop();
  }
});
