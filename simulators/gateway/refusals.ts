/**
 * The requests the gateway refused, for its page (issue 26 item 2): the
 * newest hundred, each with the rule it broke (the error envelope's code and
 * message, as the request log words it) and, for a refused Hash, what was
 * signed and what was expected (hashDiagnosis.ts). Kept only while someone
 * reads them (a page open, or the console of `paycert simulate`), so the
 * suites' embedded gateway does no extra work.
 */
import type { IncomingMessage } from 'node:http';
import { redactText } from '../../lib/reporting/redaction/redact.js';
import type { SimResponse } from '../kit/respond.js';
import type { HashDiagnosis } from './hashDiagnosis.js';

export interface Refusal {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code: string;
  readonly rule: string;
  readonly hash?: HashDiagnosis;
  /** For a refused Hash: the body received (redacted, at most bodyChars characters), what was signed. */
  readonly signed?: string;
}

const kept = 100;
const bodyChars = 2_000;

interface Envelope {
  errorReport?: { errors?: { code?: string; message?: string; parameters?: string[] }[] };
}

export class Refusals {
  private list: Refusal[] = [];
  private readonly notes = new WeakMap<object, { hash: HashDiagnosis; signed: string }>();

  constructor(private readonly onAdd: () => void) {}

  /** The newest first. */
  newest(): readonly Refusal[] {
    return [...this.list].reverse();
  }

  /** A refused Hash's diagnosis and the body it covered, for the answer `res` is about to send. */
  noteHash(res: object, hash: HashDiagnosis, body: Buffer): void {
    const text = body.toString('utf8');
    const shown = text.length > bodyChars ? `${text.slice(0, bodyChars)}…` : text;
    this.notes.set(res, { hash, signed: redactText(shown) });
  }

  clear(): void {
    this.list = [];
  }

  /** Records the answer to `req` once sent, when it is a refusal. */
  watch(req: IncomingMessage, res: SimResponse): void {
    res.once('finish', () => {
      if (res.statusCode < 400) return;
      const body = res.sent?.body;
      let envelope: Envelope | undefined;
      try {
        envelope = JSON.parse(body === undefined ? '' : body.toString()) as Envelope;
      } catch {
        envelope = undefined;
      }
      const errors = envelope?.errorReport?.errors ?? [];
      const note = this.notes.get(res);
      this.list.push({
        at: new Date().toISOString(),
        method: req.method ?? '?',
        path: redactText((req.url ?? '').split('?', 1)[0]?.slice(0, 120) ?? ''),
        status: res.statusCode,
        code: errors.map((e) => e.code ?? '').join(', ') || `Http${res.statusCode}`,
        rule: redactText(
          errors
            .map((e) => {
              const fields = (e.parameters ?? []).filter((f) => !(e.message ?? '').includes(f));
              return `${fields.length > 0 ? `${fields.join(', ')}: ` : ''}${e.message ?? ''}`;
            })
            .join('; ')
            .slice(0, 300),
        ),
        ...(note === undefined ? {} : note),
      });
      if (this.list.length > kept) this.list = this.list.slice(-kept);
      this.onAdd();
    });
  }
}
