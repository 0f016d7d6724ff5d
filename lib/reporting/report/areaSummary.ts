/**
 * Counts of outcomes per area, in catalogue order: the table of the console
 * summary, the Markdown and the HTML coverage picture.
 */
import type { Area } from '../../judging/requirements/requirement.js';
import type { Outcome } from '../../judging/requirements/outcome.js';
import type { RequirementResult } from './conformanceReport.js';
import { outcomeOrder } from './worstOutcome.js';

export const areaTitles: Readonly<Record<Area, string>> = {
  gateway: 'Part A · Gateway',
  hash: 'Part A · Hash rule',
  terminal: 'Part B · Terminal',
  printer: 'Part B · Printer',
  'client-gateway': 'Client · Gateway requests (Part A)',
  'client-terminal': 'Client · Terminal requests (Part B)',
};

/** The order people read counts in (tables, bars, legends); severity order is worstOutcome.ts's. */
export const outcomeDisplayOrder: readonly Outcome[] = [
  'PASSED',
  'FAILED',
  'ERROR',
  'WARNING',
  'REVIEW',
  'SKIPPED',
  'NOT RUN',
  'OUT OF SCOPE',
];

export interface AreaSummary {
  readonly area: Area;
  readonly title: string;
  readonly counts: Readonly<Record<Outcome, number>>;
  readonly total: number;
  readonly requirements: readonly RequirementResult[];
}

export function areaSummaries(results: readonly RequirementResult[]): AreaSummary[] {
  const areas: Area[] = [];
  for (const r of results) if (!areas.includes(r.area)) areas.push(r.area);
  return areas.map((area) => {
    const requirements = results.filter((r) => r.area === area);
    const counts = Object.fromEntries(outcomeOrder.map((o) => [o, 0])) as Record<Outcome, number>;
    for (const r of requirements) counts[r.outcome]++;
    return { area, title: areaTitles[area], counts, total: requirements.length, requirements };
  });
}

/** One line: the first line of the first message, cut to `max` characters. */
export function oneLine(messages: readonly string[], max = 110): string {
  const first = (messages[0] ?? '').split('\n')[0]?.trim() ?? '';
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}
