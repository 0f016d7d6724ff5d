/**
 * The ids a recorded session carries and the ones the new target gave in
 * their place (issue 22, item 4: "with ids mapped"): a transaction id, a
 * payment job, payment or trace reference, a token. Learnt by reading the
 * recorded answer and the replayed one side by side; applied to every later
 * request (its target, and the strings of its body).
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';

const idKeys: ReadonlySet<string> = new Set([
  'id',
  'reference',
  'traceReference',
  'token',
  'reference_txn_id',
  'paymentMethodTransactionId',
]);

export class IdMap {
  private readonly map = new Map<string, string>();

  /** Learns the ids of `now` that stand where `was` had others (same keys, same array places). */
  learn(was: unknown, now: unknown, depth = 0): void {
    if (depth > 12) return;
    if (Array.isArray(was) && Array.isArray(now)) {
      if (was.length === now.length) was.forEach((w, i) => this.learn(w, now[i], depth + 1));
      return;
    }
    if (!isJsonObject(was) || !isJsonObject(now)) return;
    for (const [k, w] of Object.entries(was)) {
      const n = now[k];
      // Short strings are no ids (an empty reference_txn_id, a one-digit code).
      if (idKeys.has(k) && typeof w === 'string' && typeof n === 'string' && w.length >= 4 && n !== '') {
        if (w !== n) this.map.set(w, n);
      } else this.learn(w, n, depth + 1);
    }
  }

  get size(): number {
    return this.map.size;
  }

  /** `text` with every recorded id replaced by the new one (longest first, so no id eats another). */
  text(text: string): string {
    let out = text;
    for (const [was, now] of [...this.map].sort((a, b) => b[0].length - a[0].length)) {
      if (out.includes(was)) out = out.split(was).join(now);
    }
    return out;
  }

  /** A JSON value with the ids in its strings replaced. */
  json(v: unknown): unknown {
    if (typeof v === 'string') return this.text(v);
    if (Array.isArray(v)) return v.map((x) => this.json(x));
    if (isJsonObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.json(x)]));
    return v;
  }
}
