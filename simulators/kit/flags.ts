/**
 * The one flag reader of `npm run simulate` and both simulators' CLIs:
 * `--flag value` and `--flag=value`, a value never empty, the flag named in
 * every error. Each CLI consumes the flags it knows and leaves the rest.
 */
export interface FlagToken {
  /** The flag without any `=value`, e.g. `--seed`. */
  readonly flag: string;
  /** The argument as given. */
  readonly raw: string;
  /** The flag's value: after `=`, else the next argument (consumed). Throws when there is none. */
  take(): string;
}

export function* flagTokens(argv: readonly string[]): Generator<FlagToken> {
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const flag = eq > 0 ? raw.slice(0, eq) : raw;
    yield {
      flag,
      raw,
      take: () => {
        const v = eq > 0 ? raw.slice(eq + 1) : argv[++i];
        if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
        return v;
      },
    };
  }
}

/** A whole number from min to max, or an error naming the flag and the rule. */
export function flagInteger(flag: string, value: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new Error(`${flag} must be an integer from ${min} to ${max}, got "${value.slice(0, 40)}"`);
  return Number(value);
}

/** A finite number from min to max, or an error naming the flag and the rule. */
export function flagNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max)
    throw new Error(`${flag} must be a number from ${min} to ${max}, got "${value.slice(0, 40)}"`);
  return n;
}
