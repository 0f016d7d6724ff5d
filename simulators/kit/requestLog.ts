/**
 * One console line per request for `paycert simulate` (as Prism logs each
 * request with its validation result): method, path, status, milliseconds
 * and, when the simulator refused the request, the rule it broke, which is
 * the message of the simulator's own error body. Every line passes
 * lib/redaction (a path or a message never shows a card number). Off unless
 * a caller asks for it, so the suites' embedded simulators stay silent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { redactText } from '../../lib/redaction/redact.js';

export interface RequestLog {
  /** The simulator's name, first on each line (`terminal`, `gateway`). */
  readonly name: string;
  readonly write: (line: string) => void;
  /** The rule an error body names (its message), if any. */
  readonly ruleOf: (body: string) => string | undefined;
}

/** Bytes of an error body kept to find the rule it names. */
const keptBytes = 4096;
/** Characters of a path shown. */
const pathChars = 120;

/** Watches one request: its line is written once the answer is sent or the connection is gone. */
export function logRequests(log: RequestLog, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: unknown): void => {
    if (res.statusCode < 400 || kept >= keptBytes) return;
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
      const b = Buffer.from(chunk as string);
      chunks.push(b.subarray(0, keptBytes - kept));
      kept += b.length;
    }
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') keep(args[0]);
    return end(...args);
  }) as ServerResponse['end'];
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const path = (req.url ?? '').slice(0, pathChars);
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    const rule = res.statusCode >= 400 ? log.ruleOf(Buffer.concat(chunks).toString('utf8')) : undefined;
    log.write(
      redactText(
        `${log.name.padEnd(8)}  ${req.method ?? '?'} ${path} ${status} ${ms} ms${rule === undefined ? '' : `  ${rule}`}`,
      ),
    );
  });
}

/** What `read` finds in a JSON error body, on one line of at most 200 characters; undefined for any other body. */
export function jsonMessage(body: string, read: (json: unknown) => string | undefined): string | undefined {
  try {
    const text = read(JSON.parse(body));
    return text === undefined ? undefined : text.replace(/\s+/g, ' ').slice(0, 200);
  } catch {
    return undefined;
  }
}
