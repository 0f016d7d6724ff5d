/**
 * An interface's OpenAPI paths from its route table (lib/judging/interfaces/):
 * the path, method, security, request and success bodies come from the table;
 * the operation's words (summary, description, other answers, requirement
 * ids) from the document's own prose, keyed by the table's ids.
 */
import type { Authorized, Endpoint } from '../../lib/judging/interfaces/routeTable.js';
import { operation, type OperationSpec, type ResponseSpec } from './operation.js';
import { pascal, type JsonObject } from './schemaComponents.js';

/** An operation's words; its success answer (the 2XX key) has its body from the table. */
export interface Prose extends Omit<OperationSpec, 'operationId' | 'security' | 'requestBody'> {
  /** The table's id unless given (an endpoint with listed values has one operation per value). */
  readonly operationId?: string;
  /** The request body's description; its schema is the table's. */
  readonly requestBody?: string;
}

/** Prose per table id; an endpoint with listed parameter values gets prose per value. */
export type ProseTable<Id extends string> = Readonly<Record<Id, Prose | ((value: string) => Prose)>>;

export type SecurityOf = Readonly<Record<Authorized, readonly Record<string, readonly string[]>[]>>;

function missing(id: string): never {
  throw new Error(`${id}: the table gives a request body; its prose describes none (requestBody)`);
}

function spec(id: string, e: Endpoint, p: Prose, security: SecurityOf): OperationSpec {
  const responses: Record<string, ResponseSpec> = {};
  for (const [status, r] of Object.entries(p.responses))
    responses[status] = status.startsWith('2') ? { ...r, body: pascal(e.response) } : r;
  const { requestBody, ...words } = p;
  return {
    ...words,
    operationId: p.operationId ?? id,
    security: security[e.authorized],
    responses,
    ...(e.request === undefined
      ? {}
      : { requestBody: { component: pascal(e.request), description: requestBody ?? missing(id) } }),
  };
}

export function pathsFromTable<Id extends string>(
  table: Readonly<Record<Id, Endpoint>>,
  prose: ProseTable<Id>,
  security: SecurityOf,
): JsonObject {
  const paths: JsonObject = {};
  for (const [id, e] of Object.entries(table) as [Id, Endpoint][]) {
    const words = prose[id];
    const add = (path: string, p: Prose): void => {
      const methods = (paths[path] ?? {}) as JsonObject;
      paths[path] = { ...methods, [e.method.toLowerCase()]: operation(spec(id, e, p, security)) };
    };
    if (typeof words === 'function')
      for (const value of e.values?.list ?? [])
        add(e.path.replace(`{${e.values?.name}}`, value), words(value));
    else add(e.path, words);
  }
  return paths;
}
