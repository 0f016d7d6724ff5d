/**
 * Runs the suites against the embedded simulators once with no fault and once
 * per fault switch (only the tests that carry the broken requirement id), and
 * collects what each run showed. Two runs at a time: the machine has 2 cores.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FaultRun } from './proofTable.js';
import { testFacts, type JsonReport, type TestFact } from './playwrightJson.js';

export interface FaultCase {
  readonly fault: string;
  readonly simulator: 'terminal' | 'gateway';
  readonly breaks: string;
}

export interface RunOutcome {
  readonly facts: readonly TestFact[];
  readonly error?: string;
}

const projects = { terminal: ['terminal', 'properties'], gateway: ['gateway', 'properties'] } as const;

/** One bounded `playwright test` run with a JSON report; never throws. */
export async function runPlaywright(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<RunOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-proof-'));
  const out = join(dir, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn('npx', ['playwright', 'test', '--reporter=json', ...args], {
        env: {
          ...process.env,
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          PAYCERT_REPORTS_DIR: join(dir, 'reports'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => {
        if (stderr.length < 4000) stderr += d.toString('utf8');
      });
      const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    let report: JsonReport;
    try {
      report = JSON.parse(await readFile(out, 'utf8')) as JsonReport;
    } catch {
      return { facts: [], error: `no report (exit ${String(code)})` };
    }
    const errors = (report.errors ?? []).map((e) => e.message ?? '').filter((m) => m !== '');
    const facts = testFacts(report);
    if (facts.length === 0) return { facts, error: errors[0] ?? 'no test ran' };
    return { facts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function grepFor(id: string): string {
  // `\b` keeps @TM-TXN-1 from matching @TM-TXN-10.
  return `@${id.replace(/[-]/g, '\\-')}\\b`;
}

export async function runFaultCase(c: FaultCase, timeoutMs = 120_000): Promise<FaultRun> {
  const envName = c.simulator === 'terminal' ? 'PAYCERT_TERMINAL_FAULTS' : 'PAYCERT_GATEWAY_FAULTS';
  const args = [
    ...projects[c.simulator].map((p) => `--project=${p}`),
    '--grep',
    grepFor(c.breaks),
    '--workers=1',
  ];
  const r = await runPlaywright(args, { [envName]: c.fault }, timeoutMs);
  return { ...c, facts: r.facts, ...(r.error === undefined ? {} : { error: r.error }) };
}

/** Runs every case, `parallel` at a time, reporting progress after each. */
export async function runFaultCases(
  cases: readonly FaultCase[],
  onDone: (run: FaultRun, done: number, total: number) => void,
  parallel = 2,
): Promise<FaultRun[]> {
  const results: FaultRun[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const c = cases[next++];
      if (c === undefined) break;
      const run = await runFaultCase(c);
      results.push(run);
      onDone(run, results.length, cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return results;
}
