/** Median and spread of repeated measurements: every figure in bench/results.md is reported this way. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** (max - min) / median, as a fraction. */
  readonly spread: number;
  readonly runs: number;
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) return { median: NaN, min: NaN, max: NaN, spread: NaN, runs: 0 };
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
  const min = s[0] ?? NaN;
  const max = s[s.length - 1] ?? NaN;
  return { median, min, max, spread: median === 0 ? 0 : (max - min) / median, runs: s.length };
}

export function fmt(s: Summary, unit: string, digits = 1): string {
  return `${s.median.toFixed(digits)} ${unit} (min ${s.min.toFixed(digits)}, max ${s.max.toFixed(digits)}, n=${s.runs})`;
}

/** The nearest-rank percentile (0 < q ≤ 1) of `values`: the smallest value with at least q of them at or below it. */
export function percentile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(q * s.length) - 1)] ?? NaN;
}
