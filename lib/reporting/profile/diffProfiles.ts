/**
 * What changed between two runs' profiles, grouped the way a person reads
 * it. A regression (non-zero exit of `npm run diff`) is a newly failing MUST
 * requirement, a changed field type or a removed field; everything else is
 * information.
 */
import type { Profile } from './profile.js';

export interface FieldChange {
  /** `resource (state) path`. */
  readonly where: string;
  readonly detail: string;
}

export interface ProfileDiff {
  readonly newFailures: readonly { id: string; level: string; was: string }[];
  readonly nowPassing: readonly { id: string; was: string }[];
  readonly otherOutcomeChanges: readonly { id: string; was: string; now: string }[];
  readonly typeChanges: readonly FieldChange[];
  readonly fieldsAdded: readonly FieldChange[];
  readonly fieldsRemoved: readonly FieldChange[];
  readonly newEnumValues: readonly FieldChange[];
  readonly resourcesChanged: readonly string[];
  readonly screenChanges: readonly FieldChange[];
  readonly receiptChanges: readonly FieldChange[];
  readonly regression: boolean;
}

const types = (t: readonly string[]): string => [...t].sort().join('|');

function compareResources(old: Profile, now: Profile, d: Record<string, FieldChange[] | string[]>): void {
  const typeChanges = d.typeChanges as FieldChange[];
  const added = d.fieldsAdded as FieldChange[];
  const removed = d.fieldsRemoved as FieldChange[];
  const enums = d.newEnumValues as FieldChange[];
  const resources = d.resourcesChanged as string[];
  const keys = new Set([...Object.keys(old.resources), ...Object.keys(now.resources)]);
  for (const resource of [...keys].sort()) {
    const a = old.resources[resource] ?? {};
    const b = now.resources[resource] ?? {};
    for (const state of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const pa = a[state];
      const pb = b[state];
      const where = `${resource} (${state})`;
      // A state seen in one run only says more about the tests run than about the firmware.
      if (pa === undefined || pb === undefined) {
        resources.push(
          `${where} ${pa === undefined ? 'observed only in the new run' : 'not observed in the new run'}`,
        );
        continue;
      }
      for (const path of [...new Set([...Object.keys(pa.fields), ...Object.keys(pb.fields)])].sort()) {
        const fa = pa.fields[path];
        const fb = pb.fields[path];
        if (fa === undefined) added.push({ where: `${where} ${path}`, detail: types(fb?.types ?? []) });
        else if (fb === undefined)
          removed.push({ where: `${where} ${path}`, detail: `was ${types(fa.types)}` });
        else {
          if (types(fa.types) !== types(fb.types)) {
            typeChanges.push({
              where: `${where} ${path}`,
              detail: `${types(fa.types)} → ${types(fb.types)}`,
            });
          }
          const fresh = (fb.values ?? []).filter((v) => !(fa.values ?? []).includes(v));
          if (fresh.length > 0) enums.push({ where: `${where} ${path}`, detail: fresh.join(', ') });
        }
      }
    }
  }
}

function compareLists(
  a: Readonly<Record<string, readonly unknown[]>>,
  b: Readonly<Record<string, readonly unknown[]>>,
  describe: (was: unknown, now: unknown) => string,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    // Own keys only: a target's key named toString must not read Object.prototype's.
    const x = Object.hasOwn(a, key) ? a[key] : undefined;
    const y = Object.hasOwn(b, key) ? b[key] : undefined;
    if (x === undefined || y === undefined) {
      out.push({ where: key, detail: x === undefined ? 'new in this run' : 'not seen in this run' });
    } else if (JSON.stringify(x) !== JSON.stringify(y)) {
      out.push({ where: key, detail: describe(x, y) });
    }
  }
  return out;
}

/** The first line where a new layout differs from the closest old one, e.g. `line 4: "x" → "y"`. */
export function firstLayoutDifference(was: readonly string[][], now: readonly string[][]): string {
  const fresh = now.find((l) => !was.some((w) => JSON.stringify(w) === JSON.stringify(l)));
  const old = was[0] ?? [];
  if (fresh === undefined) return `${was.length - now.length} layout(s) no longer seen`;
  for (let i = 0; i < Math.max(fresh.length, old.length); i++) {
    if (fresh[i] !== old[i]) return `line ${i + 1}: ${old[i] ?? '(none)'} → ${fresh[i] ?? '(none)'}`;
  }
  return 'layouts differ';
}

export function diffProfiles(old: Profile, now: Profile): ProfileDiff {
  const newFailures: { id: string; level: string; was: string }[] = [];
  const nowPassing: { id: string; was: string }[] = [];
  const otherOutcomeChanges: { id: string; was: string; now: string }[] = [];
  for (const [id, r] of Object.entries(now.requirements)) {
    const was = old.requirements[id]?.outcome ?? 'absent';
    if (was === r.outcome) continue;
    if (r.outcome === 'FAILED') newFailures.push({ id, level: r.level, was });
    else if (was === 'FAILED' && r.outcome === 'PASSED') nowPassing.push({ id, was });
    else otherOutcomeChanges.push({ id, was, now: r.outcome });
  }
  const groups: Record<string, FieldChange[] | string[]> = {
    typeChanges: [],
    fieldsAdded: [],
    fieldsRemoved: [],
    newEnumValues: [],
    resourcesChanged: [],
  };
  compareResources(old, now, groups);
  const screenChanges = compareLists(
    old.screenSequences,
    now.screenSequences,
    (a, b) => `was ${(a as string[]).join(' → ')}\n      now ${(b as string[]).join(' → ')}`,
  );
  const receiptChanges = compareLists(old.receiptLayouts, now.receiptLayouts, (a, b) =>
    firstLayoutDifference(a as string[][], b as string[][]),
  );
  const typeChanges = groups.typeChanges as FieldChange[];
  const fieldsRemoved = groups.fieldsRemoved as FieldChange[];
  return {
    newFailures,
    nowPassing,
    otherOutcomeChanges,
    typeChanges,
    fieldsAdded: groups.fieldsAdded as FieldChange[],
    fieldsRemoved,
    newEnumValues: groups.newEnumValues as FieldChange[],
    resourcesChanged: groups.resourcesChanged as string[],
    screenChanges,
    receiptChanges,
    regression:
      newFailures.some((f) => f.level === 'MUST') || typeChanges.length > 0 || fieldsRemoved.length > 0,
  };
}
