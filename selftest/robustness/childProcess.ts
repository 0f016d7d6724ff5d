/** Starts a TypeScript file as a child process (node --import tsx) and waits, bounded, for the URL it prints. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  /** SIGKILL and wait for the exit (bounded). */
  kill(): Promise<void>;
}

export async function startChild(
  script: string,
  args: readonly string[],
  timeoutMs = 20_000,
): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2_000)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`child did not start in ${timeoutMs} ms: ${stderr}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code}) before listening: ${stderr}`));
    });
  });
  return {
    url,
    process: child,
    async kill() {
      child.kill('SIGKILL');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}
