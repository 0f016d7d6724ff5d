/**
 * `paycert proxy` as an integrator's CI runs it, for the self-tests that
 * read its console and exit status: started as a child on free ports, its
 * listening URLs read from its banner, stopped by SIGTERM to its PID
 * (bounded), then its exit status and everything it printed.
 */
import { spawn } from 'node:child_process';

export interface ProxyRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ProxyProcess {
  readonly urls: { readonly terminal: string; readonly gateway: string };
  /** SIGTERM, then the exit status and the output; SIGKILL after `ms` (then `code` is null). */
  stop(ms?: number): Promise<ProxyRun>;
}

export async function startProxyProcess(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<ProxyProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bin/paycert.ts', 'proxy', '--terminal-port', '0', '--gateway-port', '0', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Nothing of the developer's own configuration: each test says what the proxy is given.
      env: { ...process.env, GATEWAY_API_KEY: '', GATEWAY_URL: '', PAYCERT_FEATURES: '', ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const bounded = <T>(p: Promise<T>, ms: number): Promise<T | 'late'> =>
    Promise.race([p, new Promise<'late'>((r) => setTimeout(() => r('late'), ms).unref())]);
  const urls = await new Promise<{ terminal: string; gateway: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 30 s: ${stdout} ${stderr}`)), 30_000);
    const look = (): void => {
      const t = /terminal listening (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      const g = /gateway listening (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (t === undefined || g === undefined) return;
      clearTimeout(timer);
      resolve({ terminal: t, gateway: g });
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before listening: ${stdout} ${stderr}`));
    });
  });
  return {
    urls,
    async stop(ms = 30_000) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      const code = await bounded(exited, ms);
      if (code === 'late') {
        child.kill('SIGKILL');
        await bounded(exited, 5_000);
        return { code: null, stdout, stderr };
      }
      return { code, stdout, stderr };
    },
  };
}
