/**
 * JSON.parse once per body where the client judge and the recording share a
 * thread: the judge parses a body when a check reads it (parseExchange.ts)
 * and a recorder in the same thread then redacts the same body right after
 * (proxy/exchangeLine.ts): in the proxy both run, in that order, in its
 * observer thread (proxy/observerWorker.ts). The last few
 * bodies parsed are kept, by Buffer identity, in a ring of `slots` entries:
 * an exchange's request and answer (a control answer the judge reads twice
 * takes a third). Plain fields rather than a WeakMap (bench: its entries were
 * a cost of every garbage collection); bounded to the ring, in memory only,
 * so a body lives at most until `slots` more have been parsed. Readers never
 * change a parsed value (the judge's checks and the redaction walk both
 * build new values), so sharing it is safe.
 */
export interface ParsedBodyText {
  /** What JSON.parse(text) gave. */
  readonly value: unknown;
  /** `body.toString('utf8')`: the text JSON.parse took. */
  readonly text: string;
}

const slots = 4;
const bodies: (Buffer | undefined)[] = new Array<Buffer | undefined>(slots).fill(undefined);
const parsed: (ParsedBodyText | undefined)[] = new Array<ParsedBodyText | undefined>(slots).fill(undefined);
let next = 0;

export function rememberParsedBody(body: Buffer, value: unknown, text: string): void {
  bodies[next] = body;
  parsed[next] = { value, text };
  next = (next + 1) % slots;
}

/** What JSON.parse(body.toString('utf8')) gave, and that text, when the judge parsed `body` among the last few. */
export function parsedBodyOf(body: Buffer): ParsedBodyText | undefined {
  for (let i = 0; i < slots; i++) if (bodies[i] === body) return parsed[i];
  return undefined;
}
