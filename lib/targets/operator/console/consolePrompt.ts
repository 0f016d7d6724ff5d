/**
 * A worker's side of the operator's console: the same lines and questions
 * as the console prompt (operatorPrompt.ts), sent to the run's console
 * server (consoleServer.ts) instead of a terminal. The server queues the
 * questions of every worker sharing a device and asks them one at a time;
 * the answer comes back on the same request. Every wait is bounded: no
 * answer in time, or no console, is "abort", as at the prompt.
 */
import { request } from 'node:http';
import type { AskOptions, OperatorAsker } from '../operatorPrompt.js';

/** The environment a worker finds the console by (set by `paycert conformance`). */
export const consoleUrlVariable = 'PAYCERT_OPERATOR_CONSOLE_URL';
export const consoleTokenVariable = 'PAYCERT_OPERATOR_CONSOLE_TOKEN';

/** The console this process was started under, if any. */
export function consoleOfEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): { url: string; token: string } | undefined {
  const url = env[consoleUrlVariable];
  const token = env[consoleTokenVariable];
  return url !== undefined && url !== '' && token !== undefined && token !== '' ? { url, token } : undefined;
}

/** POSTs JSON to the console; resolves the parsed answer, or undefined (no console, refused, too late). */
export function postToConsole(
  console_: { url: string; token: string },
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const req = request(
      `${console_.url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
          'x-paycert-console-token': console_.token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          try {
            resolve(
              res.statusCode === 200
                ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
                : undefined,
            );
          } catch {
            resolve(undefined);
          }
        });
        res.on('error', () => resolve(undefined));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve(undefined);
    }, timeoutMs);
    req.on('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    req.end(text);
  });
}

export class ConsolePrompt implements OperatorAsker {
  private closed = false;
  /** Lines said in order: each waits for the one before. */
  private said: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly target: { url: string; token: string },
    /** The device these questions are about: one queue per device. */
    private readonly desk: string,
    /** Who asks (shown beside the question). */
    private readonly worker: string,
    private readonly answerTimeoutMs = 30 * 60_000,
  ) {}

  say(line: string): void {
    if (this.closed) return;
    this.said = this.said.then(() =>
      postToConsole(this.target, '/_console/say', { desk: this.desk, worker: this.worker, line }, 10_000),
    );
  }

  async ask(question: string, keys: readonly string[], options: AskOptions = {}): Promise<string> {
    if (this.closed) return 'a';
    await this.said;
    const answer = await postToConsole(
      this.target,
      '/_console/ask',
      { desk: this.desk, worker: this.worker, question, keys, review: options.review === true },
      this.answerTimeoutMs,
    );
    const key = answer?.key;
    return typeof key === 'string' && keys.includes(key) ? key : 'a';
  }

  close(): void {
    this.closed = true;
  }
}
