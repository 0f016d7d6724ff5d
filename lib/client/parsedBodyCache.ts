/**
 * JSON.parse once per body: the client judge parses each whole body
 * (parseExchange.ts) and the proxy's recording then redacts the same body
 * (proxy/redactExchange.ts, proxy/exchangeLine.ts). The parsed value and the
 * text it was parsed from are kept per body Buffer, weakly, so they live
 * exactly as long as the exchange does (bounded memory). Readers never
 * change a parsed value (the judge's checks and the redaction walk both
 * build new values), so sharing it is safe.
 */
export interface ParsedBodyText {
  /** What JSON.parse(text) gave. */
  readonly value: unknown;
  /** `body.toString('utf8')`: the text JSON.parse took. */
  readonly text: string;
}

const parsed = new WeakMap<Buffer, ParsedBodyText>();

export function rememberParsedBody(body: Buffer, value: unknown, text: string): void {
  parsed.set(body, { value, text });
}

/** What JSON.parse(body.toString('utf8')) gave, and that text, when the judge already parsed `body` successfully. */
export function parsedBodyOf(body: Buffer): ParsedBodyText | undefined {
  return parsed.get(body);
}
