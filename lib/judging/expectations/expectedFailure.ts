/**
 * The expected-failures file (after the OpenID conformance suite's reviewed
 * list): known failures of a target that do not fail the run until they
 * expire. Format: `{ "expectedFailures": [ { id, reason, expires, target? } ] }`.
 * `target` is `terminal` / `gateway`, `<kind>@<host>` (host as in the
 * report's targets), or a target name (PAYCERT_TARGET_NAME); without it the
 * entry applies to every target of the requirement's kind.
 */
import { isRequirementId, requirement } from '../requirements/catalogue.js';

export interface ExpectedFailure {
  readonly id: string;
  readonly reason: string;
  /** Last day the entry holds, `YYYY-MM-DD` (UTC). */
  readonly expires: string;
  readonly target?: string;
}

export type ParsedExpectations =
  | { readonly ok: true; readonly entries: readonly ExpectedFailure[] }
  | { readonly ok: false; readonly errors: readonly string[]; readonly entries: readonly ExpectedFailure[] };

const knownKeys = new Set(['id', 'reason', 'expires', 'target']);

function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function entryErrors(raw: unknown, where: string): string[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [`${where}: must be an object`];
  const e = raw as Record<string, unknown>;
  const errors: string[] = [];
  const named = typeof e.id === 'string' ? `${where} (${e.id})` : where;
  for (const k of Object.keys(e)) if (!knownKeys.has(k)) errors.push(`${named}: unknown key "${k}"`);
  if (typeof e.id !== 'string') errors.push(`${where}: "id" must be a requirement id string`);
  else if (!isRequirementId(e.id)) errors.push(`${named}: unknown requirement id "${e.id}"`);
  else if (requirement(e.id).level !== 'MUST') {
    errors.push(`${named}: an OBSERVATION never fails the run; it needs no entry`);
  }
  if (typeof e.reason !== 'string' || e.reason.trim().length < 3) {
    errors.push(`${named}: "reason" must say why (who reviewed it, which ticket)`);
  }
  if (typeof e.expires !== 'string' || !isIsoDate(e.expires)) {
    errors.push(`${named}: "expires" must be a date YYYY-MM-DD, got ${JSON.stringify(e.expires)}`);
  }
  if (e.target !== undefined && (typeof e.target !== 'string' || e.target.length === 0)) {
    errors.push(`${named}: "target" must be a non-empty string when given`);
  }
  return errors;
}

/** Validates the parsed JSON of an expected-failures file; `source` names it in errors. */
export function parseExpectedFailures(json: unknown, source: string): ParsedExpectations {
  const list: unknown = Array.isArray(json)
    ? json
    : json !== null && typeof json === 'object'
      ? (json as Record<string, unknown>).expectedFailures
      : undefined;
  if (!Array.isArray(list)) {
    return { ok: false, errors: [`${source}: expected { "expectedFailures": [ ... ] }`], entries: [] };
  }
  const errors: string[] = [];
  const entries: ExpectedFailure[] = [];
  const seen = new Set<string>();
  list.forEach((raw: unknown, i) => {
    const problems = entryErrors(raw, `${source} entry ${i + 1}`);
    if (problems.length > 0) {
      errors.push(...problems);
      return;
    }
    const e = raw as ExpectedFailure;
    const key = `${e.id}|${e.target ?? ''}`;
    if (seen.has(key)) errors.push(`${source} entry ${i + 1} (${e.id}): listed twice for the same target`);
    seen.add(key);
    entries.push(e);
  });
  return errors.length === 0 ? { ok: true, entries } : { ok: false, errors, entries };
}
