/**
 * Builds and writes the replay's report: replay.json (every exchange and
 * change), replay.md (what a person reads in seconds) and the console
 * summary. Every byte passes lib/reporting/redaction/ with the run's secrets, as the
 * conformance and client reports do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayFiles } from '../../reporting/evidence/reportsFolder.js';
import { redactText, redactValue } from '../../reporting/redaction/redact.js';
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
    .filter((s) => s.side === 'terminal' && s.request.target.startsWith('/api/v2/screens/current.json'))
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

const maxLines = 40;

/** The few lines a person reads: the outcome, then each change (MUST-breaking first), cut with a count. */
export function renderReplaySummary(r: ReplayReport): string {
  const s = r.summary;
  const head =
    r.outcome === 'unchanged'
      ? `UNCHANGED: ${s.replayed} of ${s.exchanges} exchanges replayed, nothing changed`
      : `${r.outcome === 'must-breaking' ? 'MUST-BREAKING' : 'CHANGED'}: ${s.changed} of ${s.exchanges} exchanges changed (${s.mustBreaking} MUST-breaking, ${s.silent} where the spec is silent)`;
  const lines: string[] = [];
  const changes = r.exchanges.flatMap((e) => e.changes.map((c) => ({ e, c })));
  changes.sort((a, b) =>
    a.c.severity === b.c.severity ? a.e.seq - b.e.seq : a.c.severity === 'must' ? -1 : 1,
  );
  for (const { e, c } of changes) {
    const mark = c.severity === 'must' ? `MUST-breaking ${c.requirement ?? ''}` : 'spec silent';
    lines.push(
      `  #${e.seq} ${e.endpoint} ${c.kind}${c.field === undefined ? '' : ` ${c.field}`}: ${c.detail}  [${mark}]`,
    );
  }
  for (const l of r.latency.filter(latencyChanged))
    lines.push(`  ${l.endpoint} latency: median ${l.recordedMedianMs} ms → ${l.medianMs} ms  [spec silent]`);
  const notReplayed = r.exchanges.filter((e) => e.notReplayed !== undefined);
  if (notReplayed.length > 0)
    lines.push(
      `  not replayed: ${notReplayed.length} (${[...new Set(notReplayed.map((e) => e.notReplayed))].join('; ')})`,
    );
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown.push(`  … and ${lines.length - maxLines} more (replay.md, replay.json)`);
  return [head, ...shown].join('\n');
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
