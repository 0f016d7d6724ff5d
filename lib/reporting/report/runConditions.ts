/**
 * The conditions of a run, as the report states them beside its targets: the
 * embedded simulators' personality and the fault switches that were on (a
 * report made with a fault switch on says so), the browsers the tests drove,
 * and the property runs' seed. A personality or a fault applies only to an
 * embedded simulator; a live target or a running simulator has its own.
 */
import type { RunConditions } from './conformanceReport.js';
import type { TestRecord } from './testRecord.js';

/** What a project sets for its embedded simulators; unset values fall back to the run's defaults. */
export interface ProjectSettings {
  readonly name: string;
  readonly personality?: string;
  readonly terminalFaults?: readonly string[];
  readonly gatewayFaults?: readonly string[];
}

export interface SimulatorDefaults {
  readonly personality: string;
  readonly terminalFaults: readonly string[];
  readonly gatewayFaults: readonly string[];
}

/** The host a target fixture gives an embedded simulator (fixtures/terminal, fixtures/gateway). */
const embeddedHost = 'embedded simulator';

export function runConditions(
  tests: readonly TestRecord[],
  projects: readonly ProjectSettings[],
  defaults: SimulatorDefaults,
  seed: string | undefined,
): RunConditions {
  const personalities = new Set<string>();
  const faults = new Set<string>();
  const browsers = new Set<string>();
  for (const t of tests) {
    if (t.browser !== undefined) browsers.add(t.browser);
    const p = projects.find((x) => x.name === t.project);
    for (const target of t.targets) {
      if (target.host !== embeddedHost) continue;
      personalities.add(p?.personality ?? defaults.personality);
      const own = target.kind === 'terminal' ? p?.terminalFaults : p?.gatewayFaults;
      const fallback = target.kind === 'terminal' ? defaults.terminalFaults : defaults.gatewayFaults;
      for (const f of own !== undefined && own.length > 0 ? own : fallback) faults.add(`${target.kind}:${f}`);
    }
  }
  return {
    personalities: [...personalities].sort(),
    faults: [...faults].sort(),
    browsers: [...browsers].sort(),
    ...(seed === undefined || seed === '' ? {} : { seed }),
  };
}

/** The conditions in one line, e.g. `personality reference; fault switches: terminal:wrong-total; …`. */
export function describeConditions(c: RunConditions | undefined): string {
  if (c === undefined) return '';
  return [
    c.personalities.length === 0 ? '' : `simulator personality ${c.personalities.join(', ')}`,
    c.personalities.length === 0 && c.faults.length === 0
      ? ''
      : `fault switches: ${c.faults.length === 0 ? 'none' : c.faults.join(', ')}`,
    `browser: ${c.browsers.length === 0 ? 'none used' : c.browsers.join(', ')}`,
    c.seed === undefined ? '' : `seed ${c.seed} (PAYCERT_SEED)`,
  ]
    .filter((s) => s !== '')
    .join('; ');
}
