/**
 * Checks of the path and method of an application's request against the
 * endpoint table of its interface (Endpoints A and B), alike for the gateway
 * and the terminal. Id-free: each throws a Deviation via holds().
 */
import { holds } from '../deviation.js';

/** The path is one of the table's; `table` names it, e.g. "Endpoints B". */
export function checkListedPath(listed: boolean, table: string, request: string): void {
  holds(listed, `the spec lists no such path (${table})`, {
    request,
    field: 'path',
    expected: `a path of the spec (${table})`,
  });
}

/** A listed path is called with a method its table gives it. */
export function checkListedMethod(method: string, allowed: readonly string[], request: string): void {
  holds(allowed.includes(method), `${method.slice(0, 20)} is not the method the table gives this path`, {
    request,
    field: 'method',
    expected: [...allowed],
    actual: method.slice(0, 20),
  });
}
