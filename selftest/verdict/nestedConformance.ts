/**
 * `npx tsx bin/paycert.ts conformance` as a nested run for self-tests whose targets
 * (simulators, device proxies) live in the test's own process: spawned
 * asynchronously so they keep answering, with an environment holding none of
 * the outer run's targets, and bounded: past `killAfterMs` the whole nested
 * run (its own process group) is killed.
 */
import { spawn } from 'node:child_process';
import { paycertCommand } from '../commands.js';

export interface NestedRun {
  readonly status: number | null;
  /** stdout and stderr together. */
  readonly out: string;
}

/** The outer environment without its targets and paycert settings, plus `vars`. */
export function nestedEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
  for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_|PW_|TEST_)/.test(k)) delete env[k];
  return { ...env, ...vars };
}

export function runConformance(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  killAfterMs: number,
): Promise<NestedRun> {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(...paycertCommand('conformance', ...args), { env, detached: true });
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, killAfterMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, out });
    });
  });
}
