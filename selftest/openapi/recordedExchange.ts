/**
 * One request and its answer as a client saw them on the wire, for judging
 * against the OpenAPI documents: a tiny fetch wrapper that keeps what it sent
 * and what came back. Bodies are parsed JSON (the raw text when not JSON).
 */
export interface RecordedExchange {
  readonly method: string;
  /** Path and query, e.g. `/api/gateway/payment-jobs/123?locale=nl_NL`. */
  readonly path: string;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly requestBody?: unknown;
  readonly status: number;
  readonly responseBody: unknown;
}

function parsed(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request to `base` (127.0.0.1 only: a simulator of this test) and records it. */
export async function recordExchange(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RecordedExchange> {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (body !== undefined) lower['content-type'] ??= 'application/json';
  const r = await fetch(base + path, {
    method,
    headers: lower,
    signal: AbortSignal.timeout(10_000),
    ...(body === undefined ? {} : { body }),
  });
  const text = await r.text();
  return {
    method,
    path,
    headers: lower,
    ...(body === undefined ? {} : { requestBody: parsed(body) }),
    status: r.status,
    responseBody: parsed(text),
  };
}
