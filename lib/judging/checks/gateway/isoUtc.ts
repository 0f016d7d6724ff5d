/**
 * "ISO 8601 UTC, fractional seconds" (A. Payment job response:
 * createDateTimeUtc) in every form ISO 8601 gives it: extended
 * (2026-11-21T13:05:12.483Z) or basic (20261121T130512.483Z) format, a dot or
 * a comma before any number of fraction digits, the designator Z (RFC 3339
 * also allows z) or a zero offset (+00:00, +0000, +00; -00:00 too, which
 * RFC 3339 uses for UTC with no local offset known), a leap second 60.
 * schemas/common/gateway-formats.json (isoUtcTimestampFractional) holds the
 * same rule as a pattern.
 */
const extended = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})[.,](\d+)(?:[Zz]|[+-]00(?::?00)?)$/;
const basic = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(\d{2})(\d{2})[.,](\d+)(?:[Zz]|[+-]00(?:00)?)$/;

/** The instant in milliseconds, or undefined when the text is not such a timestamp of a real day. */
export function parseIsoUtcFractional(text: string): number | undefined {
  const m = extended.exec(text) ?? basic.exec(text);
  if (m === null) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 60) return undefined;
  const t = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59));
  // Date.UTC rolls 31 April over into May: a day the calendar lacks is not a timestamp.
  if (new Date(t).getUTCDate() !== d) return undefined;
  return t + Number(`0.${m[7] ?? '0'}`) * 1000;
}
