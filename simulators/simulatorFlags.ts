/**
 * The simulators' flags, declared once for every command that starts them:
 * `paycert simulate`, and `paycert proxy` for the simulators behind it. The
 * shared ones (seed, personality, data folder) here; each simulator's in its
 * own `cli.ts`. Parsed with lib/support/cli/flags.ts; a mistake is a
 * FlagError naming the flag.
 */
import { flagInteger, type FlagValues, type Flags } from '../lib/support/cli/flags.js';
import { gatewayFlags, gatewayOptions } from './gateway/cli.js';
import type { GatewaySimulatorOptions } from './gateway/index.js';
import { terminalFlags, terminalOptions, type ParsedTerminalFlags } from './terminal/cli.js';
import { parsePersonality } from './terminal/personality/personalities.js';

/** What both simulators take. */
export const sharedSimulatorFlags = {
  seed: {
    type: 'string',
    value: '<n>',
    help: 'seed of both simulators (ids, references, tokens; terminal i gets seed + i); default random',
  },
  personality: {
    type: 'string',
    value: '<reference|field>',
    help: 'the conformant choices both simulators make where the spec is silent (default reference; docs/personalities.md)',
  },
  'data-dir': {
    type: 'string',
    value: '<dir>',
    help: "keep each terminal's transaction database in <dir>/terminal-<i> (survives a restart)",
  },
} as const satisfies Flags;

export const simulatorFlags = { ...sharedSimulatorFlags, ...terminalFlags, ...gatewayFlags } as const;

export interface SimulatorSettings {
  readonly terminals: ParsedTerminalFlags;
  readonly gateway: GatewaySimulatorOptions;
}

/** Every simulator flag's value as options; throws a FlagError naming the flag and the rule. */
export function simulatorSettings(v: FlagValues<typeof simulatorFlags>): SimulatorSettings {
  const shared = {
    ...(v.seed === undefined ? {} : { seed: flagInteger('--seed', v.seed, 0, 2 ** 31 - 1) }),
    ...(v.personality === undefined ? {} : { personality: parsePersonality(v.personality, '--personality') }),
    ...(v['data-dir'] === undefined ? {} : { dataDir: v['data-dir'] }),
  };
  return { terminals: terminalOptions(v, shared), gateway: gatewayOptions(v, shared) };
}
