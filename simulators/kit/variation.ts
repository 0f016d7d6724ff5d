/**
 * One shape for every deliberate variation of both simulators, so the
 * reference logic stays the spec's and each variation reads alone: a
 * personality choice (conformant, allowed by a spec sentence) or a fault
 * (breaks one requirement), each a small entry beside the reference logic,
 * never a branch inside it. `X` is what a simulator
 * tells its entries about the request (the terminal: route, clock, machine;
 * the gateway: URL, reference prefix); `Own` adds a simulator's own hooks
 * where no answer shows the change alone (the terminal's id generator, the
 * gateway's job view).
 */
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { isJsonObject } from '../../lib/support/json/isJsonObject.js';

/** An answer as it is written: header names lower case, the body as bytes. */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: Buffer;
}

/** An answer whose body is parsed: the JSON value of a JSON answer, else its text. */
export interface ParsedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: unknown;
}

/** Where an entry acts; every hook is optional. */
export interface Hooks<X> {
  /** Rewrites a request's path and query before routing (e.g. a reference format mapped back). */
  readonly inbound?: (url: string) => string;
  /** Answers before the reference handler: an answer here replaces the reference's. */
  readonly before?: (x: X) => ParsedAnswer | undefined;
  /** Rewrites the reference's finished answer, body parsed. */
  readonly after?: (a: ParsedAnswer, x: X) => ParsedAnswer;
  /** Rewrites the finished answer's bytes, after every entry's `after` (encodings, statuses of whole answers). */
  readonly bytes?: (a: Answer, x: X) => Answer;
}

/** A personality choice: conformant, with the spec sentence (or field note) that allows it, verbatim. */
export interface Choice {
  readonly name: string;
  /** What it changes, in one sentence (docs, GET /_sim/info). */
  readonly change: string;
  readonly allowedBy: string;
  readonly breaks?: never;
  readonly alsoBreaks?: never;
}

/**
 * A fault switch as declared, beside the change it makes (an entry's hooks,
 * or the `faults.has()` branch of the step no answer can show): what it
 * changes and the requirement it breaks, an id of the catalogue
 * (lib/judging/requirements/), so a misspelt id does not compile.
 */
export interface FaultSpec {
  readonly name: string;
  /** What it changes, in one sentence (docs, GET /_sim/faults). */
  readonly description: string;
  readonly breaks: RequirementId;
  /**
   * Further requirements the change breaks by the spec's own words (a value
   * outside a schema enum breaks the schema rule too), each with its reason
   * beside the fault; `npm run prove` accepts failures of these and no others.
   */
  readonly alsoBreaks?: readonly RequirementId[];
}

/** A fault switch as a variation entry: breaks the requirement `breaks` names. */
export interface Fault {
  readonly name: string;
  /** What it changes, in one sentence (docs, GET /_sim/info). */
  readonly change: string;
  readonly breaks: RequirementId;
  /** As FaultSpec's: further requirements its change breaks by the spec's own words. */
  readonly alsoBreaks?: readonly RequirementId[];
  readonly allowedBy?: never;
}

/** The entry of a declared fault: its name and requirements, its description as the change, and its hooks. */
export function faultEntryOf<H extends object>(f: FaultSpec, hooks: H): Fault & H {
  return {
    ...hooks,
    name: f.name,
    change: f.description,
    breaks: f.breaks,
    ...(f.alsoBreaks === undefined ? {} : { alsoBreaks: f.alsoBreaks }),
  };
}

/** One variation: what it is (a choice or a fault) and where it acts. */
export type Entry<X, Own = unknown> = (Choice | Fault) & Hooks<X> & Own;

/** The one JSON-object guard (lib/support/json), handed on to the entries that import the kit. */
export { isJsonObject };

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;\s*charset=utf-8\s*)?$/i;

function parsed(a: Answer): { answer: ParsedAnswer; text: string } {
  const text = a.body.toString('utf8');
  let body: unknown = text;
  if (text !== '' && jsonType.test(String(a.headers['content-type'] ?? ''))) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return { answer: { status: a.status, headers: a.headers, body }, text };
}

/** The answer's bytes: JSON for a parsed value, the text for a string; Content-Length follows the body. */
export function serialised(a: ParsedAnswer): Answer {
  const body = Buffer.from(typeof a.body === 'string' ? a.body : JSON.stringify(a.body), 'utf8');
  return { status: a.status, headers: withLength(a.headers, body.length), body };
}

function withLength(
  headers: Readonly<Record<string, string | number>>,
  length: number,
): Record<string, string | number> {
  return { ...headers, 'content-length': length };
}

/**
 * A list of entries applied at the seams every simulator has: the request's
 * URL before routing, an answer before the reference, and the finished answer
 * (parsed, then as bytes). With an empty list every seam is the identity, so
 * the reference personality pays nothing for it. The only place entries are
 * applied; a simulator's own hooks (`Own`) are read from `list`.
 */
export class Variations<X, E extends Entry<X, unknown> = Entry<X>> {
  private entries: readonly E[] = [];
  private inbounds: readonly ((url: string) => string)[] = [];
  private befores: readonly ((x: X) => ParsedAnswer | undefined)[] = [];
  private afters: readonly ((a: ParsedAnswer, x: X) => ParsedAnswer)[] = [];
  private byteHooks: readonly ((a: Answer, x: X) => Answer)[] = [];

  constructor(list: readonly E[] = []) {
    this.set(list);
  }

  set(list: readonly E[]): void {
    this.entries = [...list];
    this.inbounds = list.flatMap((v) => (v.inbound === undefined ? [] : [v.inbound]));
    this.befores = list.flatMap((v) => (v.before === undefined ? [] : [v.before]));
    this.afters = list.flatMap((v) => (v.after === undefined ? [] : [v.after]));
    this.byteHooks = list.flatMap((v) => (v.bytes === undefined ? [] : [v.bytes]));
  }

  get list(): readonly E[] {
    return this.entries;
  }

  names(): string[] {
    return this.entries.map((v) => v.name);
  }

  /** Whether any entry answers early or changes finished answers: the binding asks `finish` only then. */
  get changesAnswers(): boolean {
    return this.befores.length > 0 || this.afters.length > 0 || this.byteHooks.length > 0;
  }

  inbound(url: string): string {
    let out = url;
    for (const f of this.inbounds) out = f(out);
    return out;
  }

  /** The first entry's early answer, serialised; undefined when every entry lets the reference answer. */
  before(x: X): Answer | undefined {
    for (const f of this.befores) {
      const early = f(x);
      if (early !== undefined) return serialised(early);
    }
    return undefined;
  }

  /** The answer after every `after` (body parsed once) and every `bytes` entry, in list order. */
  finish(answer: Answer, x: X): Answer {
    let a = answer;
    if (this.afters.length > 0) {
      const { answer: first, text } = parsed(a);
      let p = first;
      for (const f of this.afters) p = f(p, x);
      // A text body no entry changed keeps its bytes; a JSON body is written as the entries left it.
      a =
        typeof p.body === 'string' && p.body === text
          ? { status: p.status, headers: withLength(p.headers, a.body.length), body: a.body }
          : serialised(p);
    }
    for (const f of this.byteHooks) a = f(a, x);
    return a.headers['content-length'] === a.body.length
      ? a
      : { ...a, headers: withLength(a.headers, a.body.length) };
  }
}
