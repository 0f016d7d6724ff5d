/**
 * Which parts of the contract a run covers. `npm run conformance --
 * --project=<p>` narrows a run; a requirement of a part out of scope is OUT OF
 * SCOPE, neither PASSED nor NOT RUN. The mapping:
 *
 * - `terminal` covers the areas terminal and printer (Part B);
 * - `gateway` covers gateway and hash (Part A);
 * - any other project (`properties`, personality projects, fault projects)
 *   covers exactly the requirements its tests name or evaluate.
 *
 * A new project that checks a whole part gets a line in `projectAreas`.
 */
import type { Area } from '../../judging/requirements/requirement.js';
import type { TestRecord } from './testRecord.js';

export const projectAreas: Readonly<Record<string, readonly Area[]>> = {
  terminal: ['terminal', 'printer'],
  gateway: ['gateway', 'hash'],
  'terminal-field': ['terminal', 'printer'],
  'gateway-field': ['gateway', 'hash'],
};

export interface RunScope {
  /** The Playwright projects the run held. */
  readonly projects: readonly string[];
  /** The areas whose every requirement is in scope. */
  readonly areas: readonly Area[];
  /** Further requirement ids in scope: those the tests of the run name or evaluate. */
  readonly ids: readonly string[];
}

export function runScope(projects: readonly string[], tests: readonly TestRecord[]): RunScope {
  const areas: Area[] = [];
  for (const p of projects) for (const a of projectAreas[p] ?? []) if (!areas.includes(a)) areas.push(a);
  const ids = new Set<string>();
  for (const t of tests) {
    for (const id of t.requirementIds) ids.add(id);
    for (const o of t.outcomes) ids.add(o.id);
  }
  return { projects: [...projects], areas, ids: [...ids].sort() };
}

export function inScope(scope: RunScope, req: { readonly id: string; readonly area: Area }): boolean {
  return scope.areas.includes(req.area) || scope.ids.includes(req.id);
}
