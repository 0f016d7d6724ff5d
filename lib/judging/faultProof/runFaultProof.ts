/**
 * Runs the fault proof: one `playwright test` run (PAYCERT_PROVE=1) holding
 * the product projects as the baseline and the project of the fault copies
 * (lib/judging/faultProof/faultProjects.ts), then splits the results by the
 * fault each copy ran under.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFile, playwrightCli } from '../../support/package/paycertPackage.js';
import { faultKey, type FaultCase } from './faultProjects.js';
import type { FaultRun } from './proofTable.js';
import { testFacts, type JsonReport, type TestFact } from './playwrightJson.js';

export interface ProofRun {
  /** Tests of the product projects, run with no fault. */
  readonly baseline: readonly TestFact[];
  readonly runs: readonly FaultRun[];
  /** Set when the run itself broke (no report, config error). */
  readonly error?: string;
}

export interface ProofOptions {
  readonly cases: readonly FaultCase[];
  readonly baseline: boolean;
  readonly timeoutMs?: number;
  /** Receives Playwright's progress output (the dot reporter). */
  readonly progress?: (chunk: string) => void;
}

export async function runProof(o: ProofOptions): Promise<ProofRun> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-proof-'));
  const out = join(dir, 'report.json');
  try {
    const env = {
      ...process.env,
      PAYCERT_PROVE: '1',
      PAYCERT_PROVE_ONLY: o.cases.map((c) => c.fault).join(','),
      PAYCERT_PROVE_BASELINE: o.baseline ? '1' : '0',
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      PAYCERT_RUN_DIR: join(dir, 'reports'),
    };
    // A fault proof names no fault when the list is empty: run nothing rather than every fault.
    if (o.cases.length === 0 && !o.baseline) return { baseline: [], runs: [] };
    const code = await new Promise<number | null>((resolve) => {
      // paycert's own configuration and copy of Playwright, from any working directory.
      const args = [
        playwrightCli(),
        'test',
        '--config',
        codeFile('playwright.config'),
        '--reporter=dot,json',
      ];
      const child = spawn(process.execPath, args, {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d: Buffer) => o.progress?.(d.toString('utf8')));
      child.stderr.on('data', (d: Buffer) => o.progress?.(d.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGTERM'), o.timeoutMs ?? 900_000);
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    let report: JsonReport;
    try {
      report = JSON.parse(await readFile(out, 'utf8')) as JsonReport;
    } catch {
      return { baseline: [], runs: [], error: `no report (exit ${String(code)})` };
    }
    const facts = testFacts(report);
    const byFault = new Map<string, TestFact[]>();
    for (const f of facts)
      if (f.fault !== undefined) byFault.set(f.fault, [...(byFault.get(f.fault) ?? []), f]);
    const runs = o.cases.map((c): FaultRun => {
      const mine = byFault.get(faultKey(c)) ?? [];
      return { ...c, facts: mine, ...(mine.length === 0 ? { error: 'no test carries this id' } : {}) };
    });
    const baseline = facts.filter((f) => f.fault === undefined);
    const errors = (report.errors ?? []).map((e) => e.message ?? '').filter((m) => m !== '');
    return { baseline, runs, ...(errors.length > 0 ? { error: errors[0] } : {}) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
