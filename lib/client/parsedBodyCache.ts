/**
 * JSON.parse once per body: the client judge parses each whole body
 * (parseExchange.ts) and the proxy's recording then redacts the same body
 * (proxy/redactExchange.ts). The parsed value is kept per body Buffer,
 * weakly, so it lives exactly as long as the exchange does (bounded memory).
 * Readers never change a parsed value (the judge's checks and the
 * redaction walk both build new values), so sharing it is safe.
 */
const parsed = new WeakMap<Buffer, unknown>();

export function rememberParsedBody(body: Buffer, value: unknown): void {
  parsed.set(body, value);
}

/** What JSON.parse(body.toString('utf8')) gave, when the judge already parsed `body` successfully. */
export function parsedBodyOf(body: Buffer): { readonly value: unknown } | undefined {
  return parsed.has(body) ? { value: parsed.get(body) } : undefined;
}
