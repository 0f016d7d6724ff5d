/**
 * One route table per interface (terminalEndpoints.ts, gatewayEndpoints.ts):
 * what an endpoint is, and the one matcher that finds the endpoint of a
 * request. The simulators' routing, the client judge, the firmware profile,
 * replay and the OpenAPI documents all read the tables through it.
 */
import type { SchemaName } from '../../../generated/schemas.js';

/** Whether the spec marks the endpoint authorized: `not shown` where its table says so. */
export type Authorized = 'yes' | 'no' | 'not shown';

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** The full path as the spec's table writes it, a `<name>` segment part written `{name}`. */
  readonly path: string;
  readonly authorized: Authorized;
  /** The schema of the JSON request body, if the endpoint takes one. */
  readonly request?: SchemaName;
  /** The schema of a successful answer's JSON body. */
  readonly response: SchemaName;
  /** A path parameter whose values the spec lists (the start's `type`): one OpenAPI path each. */
  readonly values?: { readonly name: string; readonly list: readonly string[] };
  /** The spec's section the row comes from. */
  readonly section: string;
}

/** A row as a table writes it; `endpointTable` gives every row its section. */
export type EndpointRow = Omit<Endpoint, 'section'>;

/** A GET row (no request body); authorized unless the spec's table says otherwise. */
export const getRow = <const R extends SchemaName>(
  path: string,
  response: R,
  authorized: Authorized = 'yes',
) => ({ method: 'GET', path, authorized, response }) as const;

/** A POST row with its request body's schema. */
export const postRow = <const Q extends SchemaName, const R extends SchemaName>(
  path: string,
  request: Q,
  response: R,
  authorized: Authorized = 'yes',
) => ({ method: 'POST', path, authorized, request, response }) as const;

/** A table's rows, each with the spec's section they all come from. */
export function endpointTable<const T extends Readonly<Record<string, EndpointRow>>>(
  section: string,
  rows: T,
): { readonly [K in keyof T]: T[K] & { readonly section: string } } {
  return Object.fromEntries(Object.entries(rows).map(([id, row]) => [id, { ...row, section }])) as {
    readonly [K in keyof T]: T[K] & { readonly section: string };
  };
}

/** The endpoint a request names, with its path parameters (raw, not percent-decoded). */
export interface Route<Id extends string> {
  readonly id: Id;
  readonly endpoint: Endpoint;
  readonly params: Readonly<Record<string, string>>;
}

/** What a path is in the table: the methods it takes (HEAD wherever GET), and the route for this method. */
export interface PathMatch<Id extends string> {
  /** Every endpoint at this path, whatever its method. */
  readonly endpoints: readonly Route<Id>[];
  readonly methods: readonly string[];
  /** Undefined when the path is listed but not for this method. */
  readonly route: Route<Id> | undefined;
}

/** The path of an endpoint with its parameters filled in, each percent-encoded. */
export function pathTo(endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The route as its table writes it, a parameter as `<name>` (`transactions/<id>.json`)
 * but one whose values the spec lists, which names the endpoint (`transactions/sale.json`).
 */
export function routeName<Id extends string>(route: Route<Id>): string {
  const keep = route.endpoint.values?.name;
  return route.endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === keep ? (route.params[name] ?? name) : `<${name}>`,
  );
}

/** A listed path whose every endpoint the spec marks not authorized (ping.json): no credentials are asked there. */
export function isOpenPath<Id extends string>(match: PathMatch<Id> | undefined): boolean {
  return match !== undefined && match.endpoints.every((r) => r.endpoint.authorized === 'no');
}

interface Compiled<Id extends string> {
  readonly id: Id;
  readonly endpoint: Endpoint;
  readonly pattern: RegExp | undefined;
  readonly names: readonly string[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<Id extends string>(id: Id, endpoint: Endpoint): Compiled<Id> {
  const names: string[] = [];
  const parts = endpoint.path.split(/\{(\w+)\}/);
  if (parts.length === 1) return { id, endpoint, pattern: undefined, names };
  // A parameter is one path segment: `transactions/{id}.json` never matches a receipt's path.
  const source = parts.map((p, i) => (i % 2 === 0 ? escape(p) : (names.push(p), '([^/]+)'))).join('');
  return { id, endpoint, pattern: new RegExp(`^${source}$`), names };
}

/**
 * The matcher of one table. A literal path wins over a pattern
 * (`transactions/latest.json` is not a transaction id); a path with a query
 * string is matched without it.
 */
export function routeMatcher<Id extends string>(
  table: Readonly<Record<Id, Endpoint>>,
): (method: string, path: string) => PathMatch<Id> | undefined {
  const all = (Object.entries(table) as [Id, Endpoint][]).map(([id, e]) => compile(id, e));
  const literal = new Map<string, Compiled<Id>[]>();
  for (const c of all)
    if (c.pattern === undefined) literal.set(c.endpoint.path, [...(literal.get(c.endpoint.path) ?? []), c]);
  const patterns = all.filter((c) => c.pattern !== undefined);
  return (method, fullPath) => {
    const q = fullPath.indexOf('?');
    const path = q < 0 ? fullPath : fullPath.slice(0, q);
    const found: Route<Id>[] = (literal.get(path) ?? []).map((c) => ({
      id: c.id,
      endpoint: c.endpoint,
      params: {},
    }));
    for (const c of patterns) {
      const m = c.pattern?.exec(path);
      if (m == null) continue;
      const params: Record<string, string> = {};
      c.names.forEach((n, i) => (params[n] = m[i + 1] ?? ''));
      found.push({ id: c.id, endpoint: c.endpoint, params });
    }
    if (found.length === 0) return undefined;
    const methods = [
      ...new Set(found.flatMap((r) => (r.endpoint.method === 'GET' ? ['GET', 'HEAD'] : [r.endpoint.method]))),
    ];
    const asked = method === 'HEAD' ? 'GET' : method;
    return { endpoints: found, methods, route: found.find((r) => r.endpoint.method === asked) };
  };
}
