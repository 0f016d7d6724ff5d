/**
 * Builds the profile of a run from the observations of every test (in test
 * order) and the requirement results.
 */
import type { RequirementResult } from '../report/conformanceReport.js';
import type { TargetInfo } from '../report/target.js';
import type { Observation } from './observation.js';
import { profileVersion, type Profile, type ResourceStateProfile } from './profile.js';
import { fieldsBeyondSchema, schemaFieldPaths } from './schemaFieldPaths.js';
import { mergeShapes } from './shapeOf.js';

export interface ObservedTest {
  /** `<project> › <title>`. */
  readonly key: string;
  readonly observations: readonly Observation[];
}

const maxLayoutsPerReceipt = 8;

export function buildProfile(
  tests: readonly ObservedTest[],
  results: readonly RequirementResult[],
  targets: readonly TargetInfo[],
  generatedAt: Date,
  describedPaths: (resource: string) => ReadonlySet<string> | undefined = schemaFieldPaths,
): Profile {
  // Null-prototype maps: resource and state names come from the target (a state named toString or
  // __proto__ must be a key, not a crash or a prototype write; issue 13).
  const resources: Record<
    string,
    Record<string, { observations: number; fields: ResourceStateProfile['fields'] }>
  > = Object.create(null) as Record<string, never>;
  const screenSequences: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const receiptLayouts: Record<string, string[][]> = Object.create(null) as Record<string, string[][]>;
  for (const t of [...tests].sort((a, b) => a.key.localeCompare(b.key))) {
    const screens: string[] = [];
    for (const o of t.observations) {
      const byState = (resources[o.resource] ??= Object.create(null) as Record<string, never>);
      const prev = byState[o.state];
      byState[o.state] = {
        observations: (prev?.observations ?? 0) + 1,
        fields: prev === undefined ? o.shape : mergeShapes(prev.fields, o.shape),
      };
      if (o.screenPath !== undefined && screens[screens.length - 1] !== o.screenPath)
        screens.push(o.screenPath);
      if (o.receipt !== undefined) {
        const layouts = (receiptLayouts[`${o.resource} ${o.state}`] ??= []);
        const text = JSON.stringify(o.receipt);
        if (!layouts.some((l) => JSON.stringify(l) === text) && layouts.length < maxLayoutsPerReceipt) {
          layouts.push([...o.receipt]);
        }
      }
    }
    if (screens.length > 0) screenSequences[t.key] = screens;
  }
  const withBeyond: Record<string, Record<string, ResourceStateProfile>> = Object.create(null) as Record<
    string,
    Record<string, ResourceStateProfile>
  >;
  for (const [resource, byState] of Object.entries(resources)) {
    const described = describedPaths(resource);
    withBeyond[resource] = Object.fromEntries(
      Object.entries(byState).map(([state, p]) => [
        state,
        described === undefined
          ? p
          : { ...p, beyondSpec: fieldsBeyondSchema(Object.keys(p.fields), described) },
      ]),
    );
  }
  return {
    version: profileVersion,
    generatedAt: generatedAt.toISOString(),
    targets,
    resources: withBeyond,
    screenSequences,
    receiptLayouts,
    requirements: Object.fromEntries(results.map((r) => [r.id, { outcome: r.outcome, level: r.level }])),
  };
}
