/**
 * Timestamps with seven fraction digits (100-nanosecond ticks), as a .NET
 * gateway serialises them, instead of milliseconds. Still ISO 8601 UTC with
 * fractional seconds; the instant is unchanged.
 */
import { inDocument, type JsonDocument, type PersonalityChoice } from '../../variation.js';

const millis = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})Z$/;

function widen(v: unknown, depth: number): void {
  if (depth > 8 || typeof v !== 'object' || v === null) return;
  const o = v as Record<string, unknown>;
  for (const [k, x] of Object.entries(o)) {
    if (typeof x === 'string' && k.endsWith('DateTimeUtc')) {
      const m = millis.exec(x);
      if (m !== null) o[k] = `${m[1]}0000Z`;
    } else widen(x, depth + 1);
  }
}

export const sevenDigitFractions: PersonalityChoice = {
  name: 'seven-digit-fractions',
  allowedBy:
    'A. Payment job response: "createDateTimeUtc | string | ISO 8601 UTC, fractional seconds" (how many digits is not given).',
  change: 'every …DateTimeUtc value of a job answer has seven fraction digits (2026-01-01T10:00:00.1230000Z)',
  after: inDocument((doc: JsonDocument) => widen(doc.data, 0)),
};
