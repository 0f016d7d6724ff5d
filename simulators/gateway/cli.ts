/**
 * Gateway flags for bin/simulate.ts: a pure parser and a starter. The lead's
 * CLI owns process lifetime; this file only turns flags into options.
 *   --gateway-port <n>              default 8090 (0 = a free port)
 *   --gateway-api-key <key>         repeatable: two keys = rotation
 *   --gateway-configuration-id <id> default paycert-sim
 *   --gateway-public-url <url>      base of links when behind a proxy
 *   --seed <n>                      PRNG seed (references, tokens)
 *   --gateway-fault <name>          repeatable; see docs/gateway-simulator.md
 *   --gateway-personality <name>    reference (default) or field; see docs/personalities.md
 */
import { flagInteger, flagTokens } from '../kit/flags.js';
import { defaultConfiguration } from './configuration.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from './index.js';

export const gatewayFlagsHelp = `Gateway simulator flags:
  --gateway-port <n>               port on 127.0.0.1 (default 8090, 0 = free port)
  --gateway-api-key <key>          API key; repeat for two active keys (rotation)
  --gateway-configuration-id <id>  configuration id (default paycert-sim)
  --gateway-public-url <url>       base URL used in links (default http://127.0.0.1:<port>)
  --seed <n>                       seed for references and tokens
  --gateway-fault <name>           switch a fault on; repeatable
  --gateway-personality <name>     reference (default) or field (docs/personalities.md)`;

const known = new Set([
  '--gateway-port',
  '--gateway-api-key',
  '--gateway-configuration-id',
  '--gateway-public-url',
  '--seed',
  '--gateway-fault',
  '--gateway-personality',
]);

/**
 * Parses the gateway's flags out of argv (`--flag value` or `--flag=value`).
 * Flags it does not know are returned in `rest` for the caller's other parsers.
 */
export function parseGatewayFlags(argv: readonly string[]): {
  options: GatewaySimulatorOptions;
  rest: string[];
} {
  const rest: string[] = [];
  const keys: string[] = [];
  const faults: string[] = [];
  let id: string | undefined;
  const options: GatewaySimulatorOptions = {};
  for (const token of flagTokens(argv)) {
    const { flag } = token;
    if (!known.has(flag)) {
      rest.push(token.raw);
      continue;
    }
    const value = token.take();
    if (flag === '--gateway-port') options.port = flagInteger(flag, value, 0, 65535);
    else if (flag === '--gateway-api-key') keys.push(value);
    else if (flag === '--gateway-configuration-id') id = value;
    else if (flag === '--gateway-public-url') options.publicUrl = value;
    else if (flag === '--seed') options.seed = flagInteger(flag, value, -(2 ** 31), 2 ** 31 - 1);
    else if (flag === '--gateway-personality') options.personality = value;
    else faults.push(value);
  }
  if (keys.length > 0 || id !== undefined) {
    options.configurations = [
      {
        ...defaultConfiguration,
        id: id ?? defaultConfiguration.id,
        apiKeys: keys.length > 0 ? keys : defaultConfiguration.apiKeys,
      },
    ];
  }
  if (faults.length > 0) options.faults = faults;
  return { options, rest };
}

/** Parses the flags and starts the gateway; unknown flags are left to the caller. */
export async function startGatewayFromFlags(
  argv: readonly string[],
): Promise<{ simulator: RunningGatewaySimulator; rest: string[] }> {
  const { options, rest } = parseGatewayFlags(argv);
  return { simulator: await startGatewaySimulator(options), rest };
}
