/**
 * The terminal's flags of `paycert simulate` (declared in lib/support/cli/flags.ts's
 * table form, parsed once with the others by bin/simulate.ts) and the start
 * of N terminals on consecutive ports. Thin: all behaviour lives in index.ts.
 */
import { join } from 'node:path';
import {
  FlagError,
  flagInteger,
  flagNumber,
  type FlagValues,
  type Flags,
} from '../../lib/support/cli/flags.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from './credentials.js';
import { faults } from './faults.js';
import {
  startTerminalSimulator,
  type RunningTerminalSimulator,
  type TerminalSimulatorOptions,
} from './index.js';

export const terminalFlags = {
  terminals: {
    type: 'string',
    value: '<n>',
    help: 'how many terminals (default 1; 0 = none); their ports count up from --terminal-port',
  },
  'terminal-port': {
    type: 'string',
    value: '<port>',
    help: 'first terminal port (default 8080; 0 = free ports)',
  },
  'terminal-username': {
    type: 'string',
    value: '<name>',
    help: `HTTP Basic user name (default ${DEFAULT_USERNAME})`,
  },
  'terminal-password': {
    type: 'string',
    value: '<password>',
    help: `HTTP Basic password (default ${DEFAULT_PASSWORD})`,
  },
  'terminal-auth-header': {
    type: 'string',
    value: '<name>:<value>',
    help: 'accept this header as the credential instead of HTTP Basic',
  },
  'terminal-auto-present': {
    type: 'string',
    value: '<ms|off>',
    help: 'present a card automatically after <ms> of simulated time (default 1500); off: only POST /_sim/present does',
  },
  'terminal-fault': {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: 'switch a terminal fault on (comma-separated names allowed; docs/terminal-simulator.md)',
  },
  'terminal-printer': {
    type: 'string',
    value: '<ready|absent|out-of-paper>',
    help: 'the printer (default ready)',
  },
  'terminal-clock-speed': {
    type: 'string',
    value: '<x>',
    help: 'simulated-time factor (default 1; 10 makes a sale ten times faster)',
  },
} as const satisfies Flags;

export interface ParsedTerminalFlags {
  count: number;
  options: TerminalSimulatorOptions;
}

/** What `paycert simulate` gives both simulators (its shared flags). */
export interface SharedSimulatorOptions {
  readonly seed?: number;
  readonly personality?: TerminalSimulatorOptions['personality'];
  readonly dataDir?: string;
}

/** The terminal flags' values as options; throws a FlagError naming the flag and the rule. */
export function terminalOptions(
  v: FlagValues<typeof terminalFlags>,
  shared: SharedSimulatorOptions = {},
): ParsedTerminalFlags {
  const options: TerminalSimulatorOptions = { autoPresent: { delayMs: 1500 } };
  const count = v.terminals === undefined ? 1 : flagInteger('--terminals', v.terminals, 0, 64);
  if (v['terminal-port'] !== undefined)
    options.port = flagInteger('--terminal-port', v['terminal-port'], 0, 65535);
  if (v['terminal-username'] !== undefined) options.username = v['terminal-username'];
  if (v['terminal-password'] !== undefined) options.password = v['terminal-password'];
  const header = v['terminal-auth-header'];
  if (header !== undefined) {
    const c = header.indexOf(':');
    if (c <= 0) throw new FlagError('--terminal-auth-header must be <name>:<value>');
    options.authHeader = { name: header.slice(0, c).trim(), value: header.slice(c + 1).trim() };
  }
  const auto = v['terminal-auto-present'];
  if (auto !== undefined)
    options.autoPresent =
      auto === 'off' || auto === 'false'
        ? false
        : { delayMs: flagNumber('--terminal-auto-present', auto, 0, 3_600_000) };
  const printer = v['terminal-printer'];
  if (printer !== undefined) {
    if (printer !== 'ready' && printer !== 'absent' && printer !== 'out-of-paper')
      throw new FlagError('--terminal-printer must be ready, absent or out-of-paper');
    options.printer = printer;
  }
  if (v['terminal-clock-speed'] !== undefined)
    options.clockSpeed = flagNumber('--terminal-clock-speed', v['terminal-clock-speed'], 0, 1e6);
  const named = (v['terminal-fault'] ?? []).flatMap((f) => f.split(',')).map((f) => f.trim());
  if (named.length > 0) {
    const known = new Set<string>(faults.map((f) => f.name));
    const bad = named.find((f) => f !== '' && !known.has(f));
    if (bad !== undefined) throw new FlagError(`--terminal-fault: unknown fault "${bad.slice(0, 40)}"`);
    options.faults = named.filter((f) => f !== '');
  }
  if (shared.seed !== undefined) options.seed = shared.seed;
  if (shared.personality !== undefined) options.personality = shared.personality;
  if (shared.dataDir !== undefined) options.dataDir = shared.dataDir;
  return { count, options };
}

/** Starts `count` terminals; each gets its own port (base + i, or free ports for 0), seed and data directory. */
export async function startTerminals(parsed: ParsedTerminalFlags): Promise<RunningTerminalSimulator[]> {
  const started: RunningTerminalSimulator[] = [];
  try {
    for (let i = 0; i < parsed.count; i++) {
      const o = parsed.options;
      const port = o.port ?? 8080;
      started.push(
        await startTerminalSimulator({
          ...o,
          port: port === 0 ? 0 : port + i,
          ...(o.seed === undefined ? {} : { seed: o.seed + i }),
          ...(o.dataDir === undefined ? {} : { dataDir: join(o.dataDir, `terminal-${i}`) }),
        }),
      );
    }
  } catch (e) {
    await Promise.all(started.map((s) => s.stop()));
    throw e;
  }
  return started;
}
