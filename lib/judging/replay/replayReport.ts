/**
 * Builds and writes the replay's report: replay.json (every exchange and
 * change), replay.md (what a person reads in seconds) and the console
 * summary. Every byte passes lib/reporting/redaction/ with the run's secrets, as the
 * conformance and client reports do.
 */
import { terminalEndpoints } from '../interfaces/terminalEndpoints.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayFiles } from '../../reporting/evidence/reportsFolder.js';
import { redactText, redactValue } from '../../reporting/redaction/redact.js';
import { consoleWidth, failureBlock, fit, wrap } from '../../reporting/report/renderConsoleSummary.js';
import { citationsOf } from '../../reporting/report/specSections.js';
import { plural } from '../../reporting/report/verdictLines.js';
import { isRequirementId, requirement } from '../requirements/catalogue.js';
import { byRequirement, exchangesText, groupChanges, type ChangeGroup } from './changeGroups.js';
import type { ReplayedSource } from './recording.js';
import type { EndpointLatency, ReplayedExchange, ReplayReport } from './replayTypes.js';

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] ?? 0);
};

/** A latency change: the new median is over four times the recorded one and a second slower. */
export function latencyChanged(l: EndpointLatency): boolean {
  return l.medianMs > 4 * l.recordedMedianMs && l.medianMs - l.recordedMedianMs > 1_000;
}

function screenPaths(bodies: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const b of bodies) {
    const scene =
      b !== null && typeof b === 'object' ? (b as { scene?: { path?: unknown } }).scene : undefined;
    const p = scene?.path;
    if (typeof p === 'string' && out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

export function buildReplayReport(
  recording: string,
  targets: ReplayReport['targets'],
  startedAt: Date,
  sources: readonly ReplayedSource[],
  exchanges: readonly ReplayedExchange[],
  replayedScreens: readonly unknown[],
): ReplayReport {
  const byEndpoint = new Map<string, { was: number[]; now: number[] }>();
  for (const e of exchanges) {
    if (e.ms === undefined || e.endpoint.includes(' /_sim/')) continue;
    const l = byEndpoint.get(e.endpoint) ?? { was: [], now: [] };
    l.was.push(e.recordedMs);
    l.now.push(e.ms);
    byEndpoint.set(e.endpoint, l);
  }
  const latency = [...byEndpoint].map(([endpoint, l]) => ({
    endpoint,
    recordedMedianMs: median(l.was),
    medianMs: median(l.now),
    count: l.now.length,
  }));
  const all = exchanges.flatMap((e) => e.changes);
  const slow = latency.filter(latencyChanged).length;
  const mustBreaking = all.filter((c) => c.severity === 'must').length;
  const recordedScreens = sources
    .filter((s) => s.side === 'terminal' && s.request.target.startsWith(terminalEndpoints.getScreen.path))
    .map((s) =>
      s.response?.body !== undefined && 'json' in s.response.body ? s.response.body.json : undefined,
    );
  return {
    recording,
    targets,
    startedAt: startedAt.toISOString(),
    exchanges,
    latency,
    screens: { recorded: screenPaths(recordedScreens), replayed: screenPaths(replayedScreens) },
    summary: {
      exchanges: exchanges.length,
      replayed: exchanges.filter((e) => e.notReplayed === undefined).length,
      changed: exchanges.filter((e) => e.changes.length > 0).length,
      mustBreaking,
      silent: all.length - mustBreaking + slow,
    },
    outcome: mustBreaking > 0 ? 'must-breaking' : all.length + slow > 0 ? 'changed' : 'unchanged',
  };
}

/** Distinct changes shown where the spec is silent; the rest are counted (all are in replay.json). */
const maxSilent = 30;

/** Each broken requirement once, in the presenter's form: its sentence, one change as evidence, the exchanges. */
function mustBlocks(groups: readonly ChangeGroup[], width: number): string[] {
  const lines: string[] = [];
  for (const [id, gs] of byRequirement(groups)) {
    const first = gs[0];
    if (first === undefined) continue;
    const r = isRequirementId(id) ? requirement(id) : undefined;
    const seqs = [...new Set(gs.flatMap((g) => g.seqs))].sort((a, b) => a - b);
    const c = first.change;
    const others = gs.length > 1 ? ` (and ${plural(gs.length - 1, 'other change')})` : '';
    lines.push(
      '',
      ...failureBlock(
        {
          outcome: 'MUST-BREAKING',
          id,
          level: r?.level ?? 'MUST',
          section: citationsOf(r?.section ?? '')[0]?.title ?? r?.section ?? '',
          sentence: r?.quote ?? r?.text ?? '',
          evidence: `${first.endpoints.join(', ')}${c.field === undefined ? '' : ` · ${c.field}`}: ${c.detail}${others}`,
          seen: `seen on ${exchangesText(seqs)}`,
        },
        width,
      ),
    );
  }
  return lines;
}

/**
 * The console's account of a replay (and replay.md's opening): the outcome,
 * each MUST-breaking requirement once through the presenter's block
 * (lib/reporting/report/renderConsoleSummary.ts), then each change where the
 * spec is silent once, with how many exchanges showed it and which; then,
 * given `reportsDir`, where the report is.
 */
export function renderReplaySummary(
  r: ReplayReport,
  options: { reportsDir?: string; width?: number } = {},
): string {
  const width = options.width ?? consoleWidth;
  const s = r.summary;
  const groups = groupChanges(r.exchanges);
  const must = groups.filter((g) => g.change.severity === 'must');
  const silent = groups.filter((g) => g.change.severity !== 'must');
  const slow = r.latency.filter(latencyChanged);
  const head =
    r.outcome === 'unchanged'
      ? `UNCHANGED: ${s.replayed} of ${s.exchanges} exchanges replayed, nothing changed`
      : `${r.outcome === 'must-breaking' ? 'MUST-BREAKING' : 'CHANGED'}: ${s.changed} of ${s.exchanges} exchanges changed; ${plural(must.length, 'MUST-breaking change')}, ${plural(silent.length + slow.length, 'change')} where the spec is silent`;
  const lines: string[] = [...wrap(`paycert replay: ${head}`, width), ...mustBlocks(groups, width)];
  // Under the endpoints whose answers showed them: one document (a transaction) has several.
  const byEndpoints = new Map<string, string[]>();
  const under = (endpoints: string, line: string): void => {
    byEndpoints.set(endpoints, [...(byEndpoints.get(endpoints) ?? []), line]);
  };
  for (const g of silent)
    under(
      g.endpoints.join(', '),
      `${g.change.kind}${g.change.field === undefined ? '' : ` ${g.change.field}`}: ${g.change.detail} · ${exchangesText(g.seqs)}`,
    );
  for (const l of slow)
    under(
      l.endpoint,
      `latency: median ${l.recordedMedianMs} ms → ${l.medianMs} ms · ${plural(l.count, 'exchange')}`,
    );
  if (byEndpoints.size > 0) {
    lines.push('', 'Changes where the spec is silent (each once, with the exchanges that showed it):');
    let shown = 0;
    for (const [endpoints, changes] of byEndpoints) {
      if (shown >= maxSilent) break;
      const some = changes.slice(0, maxSilent - shown);
      shown += some.length;
      lines.push(...wrap(`${endpoints}:`, width, '  ', 2), ...some.flatMap((l) => wrap(l, width, '    ', 2)));
    }
    const total = silent.length + slow.length;
    if (total > shown) lines.push(`  … and ${plural(total - shown, 'more change')} (replay.md, replay.json)`);
  }
  const notReplayed = r.exchanges.filter((e) => e.notReplayed !== undefined);
  if (notReplayed.length > 0)
    lines.push(
      '',
      fit(
        `Not replayed: ${plural(notReplayed.length, 'exchange')} (${[...new Set(notReplayed.map((e) => e.notReplayed))].join('; ')})`,
        width,
      ),
    );
  if (options.reportsDir !== undefined)
    lines.push('', fit(`Reports: ${options.reportsDir}/replay.md, ${options.reportsDir}/replay.json`, width));
  return lines.join('\n');
}

function renderMarkdown(r: ReplayReport): string {
  const out = [
    '# paycert replay',
    '',
    `Recording \`${r.recording}\` replayed ${r.startedAt} against ${Object.entries(r.targets)
      .map(([k, v]) => `${k} ${v ?? ''}`)
      .join(', ')}.`,
    '',
    '```',
    renderReplaySummary(r),
    '```',
    '',
    'MUST-breaking: the new answer breaks a MUST requirement of the catalogue that the recorded answer held.',
    'Spec silent: a change the specification allows (shape, enumeration value, screen, receipt layout, status or latency where it says nothing).',
    '',
    '## Screens',
    '',
    `- recorded: ${r.screens.recorded.join(' → ') || '(none)'}`,
    `- replayed: ${r.screens.replayed.join(' → ') || '(none)'}`,
    '',
    '## Latency per endpoint (median ms)',
    '',
    '| endpoint | recorded | replayed | count |',
    '| --- | --- | --- | --- |',
    ...r.latency.map((l) => `| \`${l.endpoint}\` | ${l.recordedMedianMs} | ${l.medianMs} | ${l.count} |`),
    '',
  ];
  return out.join('\n');
}

/** Writes replay.json and replay.md into `dir`, redacted with `secrets`. */
export function writeReplayReport(dir: string, r: ReplayReport, secrets: readonly string[]): void {
  mkdirSync(dir, { recursive: true });
  const safe = redactValue(r, secrets) as ReplayReport;
  writeFileSync(join(dir, replayFiles.json), `${JSON.stringify(safe, null, 2)}\n`);
  writeFileSync(join(dir, replayFiles.markdown), redactText(renderMarkdown(safe), secrets));
}
