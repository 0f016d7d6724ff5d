/**
 * The limits every connection to a simulator or the recording proxy lives
 * under (issue 13, items 1 and 3): how long a client may take to send its
 * headers and its body, how long a kept-alive connection may sit idle, how
 * many connections may be open at once, and how large and how deeply nested
 * a request body may be (the simulators; the proxy streams bodies). One
 * definition; docs/terminal-simulator.md, docs/gateway-simulator.md and
 * docs/proxy.md ("Limits", "Bounds") document the defaults.
 */
export interface ConnectionLimits {
  /** Time from the connection (or the end of the previous answer) until the last header line; then 408. */
  readonly headersTimeoutMs: number;
  /** Time after the headers until the last body byte; then 408. */
  readonly bodyTimeoutMs: number;
  /** A kept-alive connection with no request in flight is closed after this long. */
  readonly idleTimeoutMs: number;
  /** Connections open at once; beyond, a new connection is closed at once. */
  readonly maxConnections: number;
  /** Request body size; beyond, 413 and the connection is closed. */
  readonly maxBodyBytes: number;
  /** Nesting depth of a JSON body (objects and arrays); beyond, 400. */
  readonly maxJsonDepth: number;
}

export const defaultLimits: ConnectionLimits = Object.freeze({
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 20_000,
  idleTimeoutMs: 5_000,
  maxConnections: 1_024,
  maxBodyBytes: 64 * 1024,
  maxJsonDepth: 32,
});

/** Fills in defaults and refuses nonsense (a zero time-out would mean "none"). */
export function resolveLimits(partial: Partial<ConnectionLimits> = {}): ConnectionLimits {
  const out = { ...defaultLimits, ...partial };
  for (const [name, value] of Object.entries(out)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`limits.${name}: must be a whole number >= 1`);
  }
  return Object.freeze(out);
}

/** node:http's server options that hold these limits' time-outs (the connection cap is the server's `maxConnections`). */
export function serverTimeouts(limits: ConnectionLimits): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    // How often node checks the two time-outs above: often enough to keep them within about a tenth.
    connectionsCheckingInterval: Math.max(
      10,
      Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 10)),
    ),
  };
}
