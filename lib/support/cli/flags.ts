/**
 * The one flag parser of every `paycert` subcommand: Node's `util.parseArgs`
 * over a table of flags that also writes the help, so a flag is declared,
 * parsed and documented in one place. `--flag value` and `--flag=value`; a
 * value is never empty; every mistake is one sentence naming the flag.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Flag {
  readonly type: 'string' | 'boolean';
  /** A string flag that may be given more than once (its values in order). */
  readonly multiple?: boolean;
  /** The value's name in the help, e.g. `<port>` (string flags). */
  readonly value?: string;
  /** What the flag does, for the help (one or two sentences; wrapped to the terminal's width). */
  readonly help: string;
}

export type Flags = Readonly<Record<string, Flag>>;

type ValueOf<F extends Flag> = F['type'] extends 'boolean'
  ? boolean
  : F['multiple'] extends true
    ? string[]
    : string;

/** The parsed values, keyed by flag name without the dashes; absent when not given. */
export type FlagValues<S extends Flags> = { -readonly [K in keyof S]?: ValueOf<S[K]> };

/** A mistake on the command line: its message is the one sentence the user reads. */
export class FlagError extends Error {
  override readonly name = 'FlagError';
}

/** The flag a parseArgs message quotes (`'--seed <value>'` gives `--seed`). */
function quotedFlag(message: string): string {
  return /'(-{1,2}[^'\s]+)/.exec(message)?.[1] ?? message.slice(0, 60);
}

function sentence(e: unknown): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown flag ${quotedFlag(message)} (see --help)`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const arg = /'([^']*)'/.exec(message)?.[1] ?? '';
    return `unexpected argument "${arg.slice(0, 60)}" (see --help)`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = quotedFlag(message);
    return message.includes('does not take') ? `${flag} takes no value` : `${flag} needs a value`;
  }
  return message.split('\n')[0] ?? message;
}

/**
 * Parses argv against the table. `positionals`: whether bare arguments are
 * allowed (returned in order). Throws a FlagError naming the flag.
 */
export function parseFlags<S extends Flags>(
  spec: S,
  argv: readonly string[],
  options: { positionals?: boolean } = {},
): { values: FlagValues<S>; positionals: string[] } {
  const config: ParseArgsConfig['options'] = {};
  for (const [name, f] of Object.entries(spec))
    config[name] = { type: f.type, ...(f.multiple === true ? { multiple: true } : {}) };
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      options: config,
      strict: true,
      allowPositionals: options.positionals ?? false,
    });
  } catch (e) {
    throw new FlagError(sentence(e));
  }
  for (const [name, v] of Object.entries(parsed.values)) {
    const values = Array.isArray(v) ? v : [v];
    if (values.some((x) => x === '')) throw new FlagError(`--${name} needs a value`);
  }
  return { values: parsed.values as FlagValues<S>, positionals: parsed.positionals };
}

/**
 * The values of the flags `spec` names, leaving every other argument alone
 * (`paycert conformance` passes the rest to `playwright test`).
 */
export function pickFlags<S extends Flags>(spec: S, argv: readonly string[]): FlagValues<S> {
  const config: ParseArgsConfig['options'] = {};
  for (const [name, f] of Object.entries(spec))
    config[name] = { type: f.type, ...(f.multiple === true ? { multiple: true } : {}) };
  const { values } = parseArgs({
    args: [...argv],
    options: config,
    strict: false,
    allowPositionals: true,
  });
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(spec)) if (values[name] !== undefined) out[name] = values[name];
  return out as FlagValues<S>;
}

/** A whole number from min to max, or a FlagError naming the flag and the rule. */
export function flagInteger(flag: string, value: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new FlagError(`${flag} must be an integer from ${min} to ${max}, got "${value.slice(0, 40)}"`);
  return Number(value);
}

/** A finite number from min to max, or a FlagError naming the flag and the rule. */
export function flagNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max)
    throw new FlagError(`${flag} must be a number from ${min} to ${max}, got "${value.slice(0, 40)}"`);
  return n;
}

/** Words of `text` in lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Help lines are at most this wide. */
export const helpWidth = 100;

/**
 * The flags' part of a command's help: one entry per flag, descriptions
 * aligned and wrapped (never cut) within helpWidth columns.
 */
export function flagHelp(spec: Flags, heading = 'Flags:'): string {
  const entries = Object.entries(spec).map(([name, f]) => ({
    left: `  --${name}${f.type === 'string' ? ` ${f.value ?? '<value>'}` : ''}`,
    help: `${f.help}${f.multiple === true ? '; repeatable' : ''}`,
  }));
  const column = Math.min(34, Math.max(...entries.map((e) => e.left.length)) + 2);
  const out = [heading];
  for (const e of entries) {
    const text = wrap(e.help, helpWidth - column);
    const pad = ' '.repeat(column);
    if (e.left.length + 2 > column) out.push(e.left, ...text.map((t) => pad + t));
    else out.push(e.left.padEnd(column) + (text[0] ?? ''), ...text.slice(1).map((t) => pad + t));
  }
  return out.join('\n');
}

/** A paragraph of prose wrapped to helpWidth, for the rest of a help text. */
export function helpParagraph(text: string): string {
  return wrap(text, helpWidth).join('\n');
}

/**
 * The flags of a script run on its own (tools/, bench/), read by `read`
 * (which may check values with flagInteger and the like): `--help` prints
 * `usage` and the flags' help and exits 0; a mistake prints one sentence
 * naming the flag and exits 2. Same table, same parser as the `paycert`
 * subcommands.
 */
export function scriptFlags<S extends Flags, T>(
  name: string,
  usage: string,
  spec: S,
  read: (values: FlagValues<S>) => T,
  argv: readonly string[] = process.argv.slice(2),
): T {
  const help = Object.keys(spec).length === 0 ? usage : `${usage}\n\n${flagHelp(spec)}`;
  if (argv.some((a) => a === '--help' || a === '-h')) {
    console.log(help);
    process.exit(0);
  }
  try {
    return read(parseFlags(spec, argv).values);
  } catch (e) {
    if (!(e instanceof FlagError)) throw e;
    console.error(`${name}: ${e.message}${e.message.includes('--help') ? '' : ' (see --help)'}`);
    process.exit(2);
  }
}
