/**
 * Which folder a Playwright run writes, and whether it is evidence. Only
 * `paycert conformance` (bin/conformance.ts) and `merge` write an evidence
 * folder: they set PAYCERT_EVIDENCE_DIR for the Playwright process they start,
 * and only then do the reporters write the evidence there (and the CLI seals
 * it with its manifest). Any other run (`npm test`, `npx playwright test`,
 * `--list`, a self-test's child run) is a developer's run: it writes to
 * PAYCERT_RUN_DIR (default `test-results`), never into an evidence folder,
 * so a sealed folder still verifies after them.
 */
import { resolve } from 'node:path';
import { loadEnv } from '../../targets/config/env.js';

/** Set by `paycert conformance` and `merge` for their Playwright process; not for users. */
export const evidenceDirVariable = 'PAYCERT_EVIDENCE_DIR';

/** Where a developer's run writes its reports and traces (self-tests give each child run its own). */
export const runDirVariable = 'PAYCERT_RUN_DIR';

export const defaultRunDir = 'test-results';

export interface RunFolder {
  readonly dir: string;
  /** True when the CLI asked for an evidence folder. */
  readonly evidence: boolean;
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

/** The folder this Playwright process writes. */
export function runFolder(env: NodeJS.ProcessEnv = process.env): RunFolder {
  // Absolute, from where the command runs: Playwright resolves its own paths against the
  // configuration's folder, the conformance reporter against the working directory.
  const evidence = value(env, evidenceDirVariable);
  if (evidence !== undefined) return { dir: resolve(evidence), evidence: true };
  return { dir: resolve(value(env, runDirVariable) ?? defaultRunDir), evidence: false };
}

/** `--list` lists the tests and runs none: no report is written, no verdict claimed. */
export function isListRun(args: readonly string[]): boolean {
  return args.includes('--list');
}

/**
 * The environment `paycert conformance` gives its Playwright run: the evidence
 * folder, and one seed for every property run (PAYCERT_SEED, chosen when the
 * user set none), so the report states it and a rerun with it repeats the run.
 */
export function evidenceRunEnv(
  dir: string,
  // With the .env file read first: a PAYCERT_SEED written there is the run's seed.
  env: NodeJS.ProcessEnv = loadEnv(),
  newSeed: () => number = () => Math.floor(Math.random() * 0x7fffffff),
): NodeJS.ProcessEnv {
  return {
    ...env,
    [evidenceDirVariable]: resolve(dir),
    PAYCERT_SEED: value(env, 'PAYCERT_SEED') ?? String(newSeed()),
  };
}
