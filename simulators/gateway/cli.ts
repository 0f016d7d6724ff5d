/**
 * The gateway's flags of `paycert simulate` (declared in lib/support/cli/flags.ts's
 * table form, parsed once with the others by bin/simulate.ts), turned into
 * options. Thin: all behaviour lives in index.ts.
 */
import { flagInteger, FlagError, type FlagValues, type Flags } from '../../lib/support/cli/flags.js';
import { defaultConfiguration } from './configuration.js';
import { gatewayFaults } from './faults.js';
import type { GatewaySimulatorOptions } from './index.js';

export const gatewayFlags = {
  'gateway-port': { type: 'string', value: '<port>', help: 'gateway port (default 8090; 0 = a free port)' },
  'gateway-api-key': {
    type: 'string',
    multiple: true,
    value: '<key>',
    help: `an API key (default ${defaultConfiguration.apiKeys.join(', ')}); two keys are a rotation`,
  },
  'gateway-configuration-id': {
    type: 'string',
    value: '<id>',
    help: `the ConfigurationId (default ${defaultConfiguration.id})`,
  },
  'gateway-public-url': {
    type: 'string',
    value: '<url>',
    help: 'base URL of the links the gateway answers with (default: the address each request came by, X-Forwarded-Host or Host)',
  },
  'gateway-fault': {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: 'switch a gateway fault on (comma-separated names allowed; docs/gateway-simulator.md)',
  },
} as const satisfies Flags;

/** The gateway flags' values as options; throws a FlagError naming the flag and the rule. */
export function gatewayOptions(
  v: FlagValues<typeof gatewayFlags>,
  shared: { readonly seed?: number; readonly personality?: string } = {},
): GatewaySimulatorOptions {
  const options: GatewaySimulatorOptions = {};
  if (v['gateway-port'] !== undefined)
    options.port = flagInteger('--gateway-port', v['gateway-port'], 0, 65535);
  if (v['gateway-public-url'] !== undefined) options.publicUrl = v['gateway-public-url'];
  const keys = v['gateway-api-key'] ?? [];
  const id = v['gateway-configuration-id'];
  if (keys.length > 0 || id !== undefined) {
    options.configurations = [
      {
        ...defaultConfiguration,
        id: id ?? defaultConfiguration.id,
        apiKeys: keys.length > 0 ? keys : defaultConfiguration.apiKeys,
      },
    ];
  }
  const faults = (v['gateway-fault'] ?? [])
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const known = new Set<string>(gatewayFaults.map((f) => f.name));
  const bad = faults.find((f) => !known.has(f));
  if (bad !== undefined) throw new FlagError(`--gateway-fault: unknown fault "${bad.slice(0, 40)}"`);
  if (faults.length > 0) options.faults = faults;
  if (shared.seed !== undefined) options.seed = shared.seed;
  if (shared.personality !== undefined) options.personality = shared.personality;
  return options;
}
