/**
 * A scripted operator: runs a command under a pseudo-terminal (util-linux
 * `script`), reads the operator prompts the harness writes to /dev/tty, and
 * answers them by keys on the terminal and by cards presented through the
 * simulator's control API. Every run is bounded.
 */
import { spawn } from 'node:child_process';

export interface OperatorScript {
  /** Answers a prompt line (without the prefix): keys to type (with Enter), or undefined for none. */
  onLine(line: string): Promise<string | undefined>;
}

export interface ScriptedRun {
  readonly exitCode: number | null;
  /** Every operator line seen, in order. */
  readonly prompts: readonly string[];
  /** The whole terminal output (for failure messages). */
  readonly output: string;
}

const PREFIX = '[paycert operator] ';

export function runUnderPty(
  command: string,
  env: NodeJS.ProcessEnv,
  script: OperatorScript,
  timeoutMs: number,
): Promise<ScriptedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const prompts: string[] = [];
    let output = '';
    let pending = '';
    let chain = Promise.resolve();
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`scripted operator run still going after ${timeoutMs} ms:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      pending += text;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        const at = raw.indexOf(PREFIX);
        if (at === -1) continue;
        const line = raw.slice(at + PREFIX.length).trim();
        prompts.push(line);
        // Answers go out in prompt order, each after the previous one is sent.
        chain = chain
          .then(() => script.onLine(line))
          .then((keys) => {
            if (keys !== undefined) child.stdin.write(`${keys}\n`);
          })
          .catch((e: unknown) => {
            output += `\n[scripted operator error] ${String(e)}\n`;
          });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      void chain.then(() => resolve({ exitCode: code, prompts, output }));
    });
  });
}
