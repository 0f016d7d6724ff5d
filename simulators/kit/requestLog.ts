/**
 * One console line per request for `paycert simulate` (as Prism logs each
 * request with its validation result): method, path, status, milliseconds
 * and, when the simulator refused the request, the rule it broke, which is
 * the message of the simulator's own error body. Every line passes
 * lib/reporting/redaction (a path or a message never shows a card number). The body is
 * the answer `sendAnswer` wrote (kit/respond.ts). Off unless
 * a caller asks for it, so the suites' embedded simulators stay silent.
 */
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { redactText } from '../../lib/reporting/redaction/redact.js';
import type { SimResponse } from './respond.js';

export interface RequestLog {
  /** The simulator's name, first on each line (`terminal`, `gateway`). */
  readonly name: string;
  readonly write: (line: string) => void;
  /** The rule an error body names (its message), if any. */
  readonly ruleOf: (body: string) => string | undefined;
  /** Whether anyone reads the lines now (none are made otherwise); always, when absent. */
  readonly active?: () => boolean;
}

/** Bytes of an error body kept to find the rule it names. */
const keptBytes = 4096;
/** Characters of a path shown. */
const pathChars = 120;

/** Watches one request: its line is written once the answer is sent or the connection is gone. */
export function logRequests(log: RequestLog, req: IncomingMessage, res: SimResponse): void {
  const started = performance.now();
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const path = (req.url ?? '').slice(0, pathChars);
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    const sent = res.sent?.body;
    const body =
      sent === undefined ? '' : typeof sent === 'string' ? sent : sent.toString('utf8', 0, keptBytes);
    const rule = res.statusCode >= 400 ? log.ruleOf(body.slice(0, keptBytes)) : undefined;
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
