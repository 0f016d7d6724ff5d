/** Wall time of one bounded child process; its output is discarded, its exit status kept. */
import { spawn } from 'node:child_process';

export interface Timed {
  readonly ms: number;
  readonly code: number | null;
}

export function timeCommand(
  cmd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 600_000,
): Promise<Timed> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - start, code });
    });
  });
}
