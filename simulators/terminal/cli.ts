/**
 * Terminal flags for bin/simulate.ts: parses the terminal's flags out of an
 * argv (leaving the others, e.g. the gateway's, in `rest`) and starts N
 * terminals on consecutive ports. Thin: all behaviour lives in index.ts.
 */
import { join } from 'node:path';
import { flagInteger, flagNumber, flagTokens } from '../kit/flags.js';
import { faults } from './faults.js';
import { parsePersonality } from './personality/personalities.js';
import {
  startTerminalSimulator,
  type RunningTerminalSimulator,
  type TerminalSimulatorOptions,
} from './index.js';

export const terminalUsage = `Terminal simulator flags:
  --terminals <n>              how many terminals (default 1; 0 = none); ports count up from --terminal-port
  --terminal-port <port>       first port (default 8080; 0 = free ports)
  --terminal-user <name>       HTTP Basic user (default paycert)
  --terminal-password <pw>     HTTP Basic password (default sim-4f7c2e9a)
  --terminal-auth-header <name>:<value>  use this header instead of Basic
  --terminal-seed <n>          seed for ids, stan, auth codes (default random; terminal i gets seed + i)
  --terminal-data-dir <dir>    persist each terminal's database under <dir>/terminal-<i>
  --terminal-auto-present <ms|off>  present a card automatically after <ms> (default 1500; off = manual via /_sim/present)
  --terminal-fault <name>      switch a fault on (repeatable, or comma-separated); see docs/terminal-simulator.md
  --terminal-printer <ready|absent|out-of-paper>
  --terminal-clock-speed <x>   simulated-time factor (default 1)
  --terminal-personality <reference|field>  the other conformant choices (docs/personalities.md)`;

export interface ParsedTerminalFlags {
  count: number;
  options: TerminalSimulatorOptions;
  /** Arguments that are not terminal flags, in order. */
  rest: string[];
}

/** Parses terminal flags (`--flag value` or `--flag=value`); throws naming the flag and the rule. */
export function parseTerminalFlags(argv: readonly string[]): ParsedTerminalFlags {
  const options: TerminalSimulatorOptions = { autoPresent: { delayMs: 1500 } };
  const fl: string[] = [];
  const rest: string[] = [];
  let count = 1;
  for (const token of flagTokens(argv)) {
    const { flag } = token;
    const takes = (): string => token.take();
    switch (flag) {
      case '--terminals':
        count = flagInteger(flag, takes(), 0, 64);
        break;
      case '--terminal-port':
        options.port = flagInteger(flag, takes(), 0, 65535);
        break;
      case '--terminal-user':
        options.username = takes();
        break;
      case '--terminal-password':
        options.password = takes();
        break;
      case '--terminal-auth-header': {
        const v = takes();
        const c = v.indexOf(':');
        if (c <= 0) throw new Error(`${flag}: must be <name>:<value>`);
        options.authHeader = { name: v.slice(0, c).trim(), value: v.slice(c + 1).trim() };
        break;
      }
      case '--terminal-seed':
        options.seed = flagInteger(flag, takes(), 0, 2 ** 31 - 1);
        break;
      case '--terminal-data-dir':
        options.dataDir = takes();
        break;
      case '--terminal-auto-present': {
        const v = takes();
        options.autoPresent =
          v === 'off' || v === 'false' ? false : { delayMs: flagNumber(flag, v, 0, 3_600_000) };
        break;
      }
      case '--terminal-fault':
        fl.push(...takes().split(','));
        break;
      case '--terminal-printer': {
        const v = takes();
        if (v !== 'ready' && v !== 'absent' && v !== 'out-of-paper')
          throw new Error(`${flag}: must be ready, absent or out-of-paper`);
        options.printer = v;
        break;
      }
      case '--terminal-personality':
        options.personality = parsePersonality(takes(), flag);
        break;
      case '--terminal-clock-speed':
        options.clockSpeed = flagNumber(flag, takes(), 0, 1e6);
        break;
      default:
        rest.push(token.raw);
    }
  }
  if (fl.length > 0) {
    const known = new Set<string>(faults.map((f) => f.name));
    const bad = fl.map((f) => f.trim()).find((f) => f !== '' && !known.has(f));
    if (bad !== undefined) throw new Error(`--terminal-fault: unknown fault "${bad}"`);
    options.faults = fl.map((f) => f.trim()).filter((f) => f !== '');
  }
  return { count, options, rest };
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

/** Parses argv and starts the terminals: what bin/simulate.ts calls. */
export async function runTerminalCli(
  argv: readonly string[],
): Promise<{ terminals: RunningTerminalSimulator[]; rest: string[] }> {
  const parsed = parseTerminalFlags(argv);
  const terminals = await startTerminals(parsed);
  for (const t of terminals) {
    const f = t.options.faults ?? [];
    console.log(
      `terminal simulator on ${t.url} (seed ${t.options.seed}${t.options.personality === undefined ? '' : `, personality ${t.options.personality}`}${f.length > 0 ? `, faults: ${f.join(', ')}` : ''})`,
    );
  }
  return { terminals, rest: parsed.rest };
}
