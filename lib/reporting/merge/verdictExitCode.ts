/**
 * The exit status a run's verdict.json stands for: PASS 0, FAIL 1, ERROR 2,
 * INCOMPLETE 3 (README, "Exit codes"). A verdict.json from before the four
 * verdicts has only `pass`; no readable verdict at all is ERROR: the run
 * could not say anything about the target.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const codes: Readonly<Record<string, number>> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };

export interface VerdictOutcome {
  readonly code: number;
  readonly verdict: string;
}

export function verdictExitCode(reportsDir: string): VerdictOutcome {
  const file = join(reportsDir, 'verdict.json');
  if (!existsSync(file)) return { code: 2, verdict: 'ERROR (no verdict.json was written)' };
  let parsed: { verdict?: unknown; pass?: unknown };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as typeof parsed;
  } catch {
    return { code: 2, verdict: 'ERROR (verdict.json is not JSON)' };
  }
  if (typeof parsed.verdict === 'string' && codes[parsed.verdict] !== undefined) {
    return { code: codes[parsed.verdict] ?? 2, verdict: parsed.verdict };
  }
  if (typeof parsed.pass === 'boolean')
    return parsed.pass ? { code: 0, verdict: 'PASS' } : { code: 1, verdict: 'FAIL' };
  return { code: 2, verdict: 'ERROR (verdict.json holds no verdict)' };
}
