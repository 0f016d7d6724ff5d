/**
 * Outcomes on demand (issue 14, item 4): the next outcomes an application's
 * own test suite queues in a simulator's control API (`/_sim/outcomes`), so
 * it can walk every branch of its code deterministically. Both simulators
 * share this queue and the parser of `{"queue": [...]}`; the names are those
 * of the client report's coverage table (`clientOutcomes`), with or without
 * the side's prefix (`declined` or `terminal.declined`).
 */
import { clientOutcomes } from '../../lib/judging/client/clientJudge.js';

/** Bounded state (issue 13): at most this many outcomes wait in one queue. */
export const MAX_QUEUED_OUTCOMES = 1_000;

/** The names of `clientOutcomes` (the drills' recoveries left out) on one side, without the prefix. */
export type SideOutcome<S extends string> = (typeof clientOutcomes)[number] extends infer O
  ? O extends `${S}.${infer N}`
    ? N
    : never
  : never;

/**
 * The outcomes a side's queue takes: that side's `clientOutcomes`, in their
 * order, but `ownDoing`, the one only the application's own request brings
 * about (a start while one is active, a payment with a stored token).
 */
export function queueableOutcomes<S extends string, O extends SideOutcome<S>>(
  side: S,
  ownDoing: O,
): readonly Exclude<SideOutcome<S>, O>[] {
  const prefix = `${side}.`;
  const queueable = (n: string): n is Exclude<SideOutcome<S>, O> => n !== ownDoing;
  return clientOutcomes
    .filter((o) => o.startsWith(prefix))
    .map((o) => o.slice(prefix.length))
    .filter(queueable);
}

export class OutcomeQueue<N extends string> {
  private entries: N[] = [];

  /** What is queued, oldest first. */
  list(): readonly N[] {
    return [...this.entries];
  }

  get length(): number {
    return this.entries.length;
  }

  append(names: readonly N[]): void {
    if (this.entries.length + names.length > MAX_QUEUED_OUTCOMES)
      throw new Error(`queue: at most ${MAX_QUEUED_OUTCOMES} outcomes may wait`);
    this.entries.push(...names);
  }

  clear(): void {
    this.entries = [];
  }

  /** Removes and returns the oldest entry `wanted` accepts (each consumer takes its own kind, in order). */
  take<M extends N>(wanted: (name: N) => name is M): M | undefined;
  take(wanted: (name: N) => boolean): N | undefined;
  take(wanted: (name: N) => boolean): N | undefined {
    const i = this.entries.findIndex(wanted);
    if (i < 0) return undefined;
    return this.entries.splice(i, 1)[0];
  }
}

export type ParsedQueue<N extends string> =
  | { readonly ok: true; readonly names: readonly N[] }
  | { readonly ok: false; readonly field: string; readonly rule: string };

/**
 * Reads `{"queue": [names]}`. A refusal names the field and the rule and
 * never quotes the value (a request body may hold anything).
 */
export function parseOutcomeQueue<N extends string>(
  body: unknown,
  side: string,
  queueable: readonly N[],
  room: number,
): ParsedQueue<N> {
  const fail = (field: string, rule: string): ParsedQueue<N> => ({ ok: false, field, rule });
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return fail('body', 'must be a JSON object {"queue": [outcome names]}');
  const extra = Object.keys(body).find((k) => k !== 'queue');
  if (extra !== undefined) return fail(extra.slice(0, 40), 'unknown field (only queue is allowed)');
  const queue = (body as { queue?: unknown }).queue;
  if (!Array.isArray(queue)) return fail('queue', 'required: an array of outcome names');
  if (queue.length > room)
    return fail('queue', `at most ${MAX_QUEUED_OUTCOMES} outcomes may wait (room for ${room} more)`);
  const names: N[] = [];
  for (const [i, entry] of (queue as unknown[]).entries()) {
    const bare =
      typeof entry === 'string' && entry.startsWith(`${side}.`) ? entry.slice(side.length + 1) : entry;
    if (typeof bare !== 'string' || !(queueable as readonly string[]).includes(bare))
      return fail(`queue[${i}]`, `must be one of ${queueable.join(', ')}`);
    names.push(bare as N);
  }
  return { ok: true, names };
}
