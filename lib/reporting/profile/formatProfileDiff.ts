/**
 * The diff as text a person reads in a minute: regressions first, then what
 * got better, then shapes, enum values, screens and receipts. Empty groups
 * are left out; long groups are cut with a count.
 */
import type { FieldChange, ProfileDiff } from './diffProfiles.js';

const maxPerGroup = 25;

function group(title: string, lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, maxPerGroup).map((l) => `  ${l}`);
  if (lines.length > maxPerGroup) shown.push(`  … and ${lines.length - maxPerGroup} more`);
  return [`${title} (${lines.length})`, ...shown, ''];
}

const fc = (c: FieldChange): string => `${c.where}: ${c.detail}`;

export function formatProfileDiff(d: ProfileDiff): string {
  const out: string[] = [
    ...group(
      'New failing requirements',
      d.newFailures.map((f) => `${f.id} (${f.level}) was ${f.was}`),
    ),
    ...group('Field type changes', d.typeChanges.map(fc)),
    ...group('Fields removed', d.fieldsRemoved.map(fc)),
    ...group(
      'Requirements that now pass',
      d.nowPassing.map((f) => `${f.id} was ${f.was}`),
    ),
    ...group(
      'Other requirement changes',
      d.otherOutcomeChanges.map((c) => `${c.id}: ${c.was} → ${c.now}`),
    ),
    ...group('Fields added', d.fieldsAdded.map(fc)),
    ...group('New enum values', d.newEnumValues.map(fc)),
    ...group('Resources and states', d.resourcesChanged),
    ...group('Screen sequence changes', d.screenChanges.map(fc)),
    ...group('Receipt layout changes', d.receiptChanges.map(fc)),
  ];
  const verdict = d.regression
    ? 'REGRESSION: a new failing MUST requirement, a changed field type or a removed field.'
    : out.length === 0
      ? 'No change.'
      : 'No regression.';
  return `${[...out, verdict].join('\n')}\n`;
}
