/**
 * Authentication A: every request names its configuration (ConfigurationId)
 * and signs its exact raw body with the configuration's API key (Hash,
 * lib/gateway/hash.ts). Any active key of the configuration may match, so
 * keys can be rotated. A missing ConfigurationId or Hash is 401; an unknown
 * configuration is 404 "configuration not found" (field notes).
 */
import { computeHash, hashMatches } from '../../lib/gateway/hash.js';
import { GatewayError, errors } from './errors.js';
import type { FaultSet } from './faults.js';

export interface ConfigurationKeys {
  readonly id: string;
  readonly apiKeys: readonly string[];
}

function matchesKey(key: string, body: Uint8Array, hash: string, faults: FaultSet): boolean {
  const signed = faults.has('hash-latin1') ? Buffer.from(Buffer.from(body).toString('utf8'), 'latin1') : body;
  // correct-hash-refused: the key is prepended twice (once by the caller's framework, once here).
  const prefix = faults.has('correct-hash-refused') ? key + key : key;
  if (hashMatches(hash, computeHash(prefix, faults.has('hash-key-only') ? '' : signed))) return true;
  if (faults.has('hash-over-body-then-key')) {
    // body followed by key: SHA-512 over the same bytes in the wrong order.
    const swapped = Buffer.concat([Buffer.from(body), Buffer.from(key, 'utf8')]);
    if (hashMatches(hash, computeHash('', swapped))) return true;
  }
  return false;
}

/** Returns the authenticated configuration id, or throws the refusal. */
export function authenticate(
  configurations: ReadonlyMap<string, ConfigurationKeys>,
  configurationId: string | undefined,
  hash: string | undefined,
  body: Uint8Array,
  faults: FaultSet,
): string {
  let config: ConfigurationKeys | undefined;
  if (configurationId === undefined || configurationId === '') {
    if (!faults.has('configuration-id-not-required'))
      throw new GatewayError(errors.missingConfigurationId, undefined, 'ConfigurationId');
    config = configurations.values().next().value;
  } else {
    config = configurations.get(configurationId);
    if (config === undefined && !faults.has('configuration-id-not-checked')) {
      throw new GatewayError(errors.configurationNotFound, undefined, 'ConfigurationId');
    }
    config ??= configurations.values().next().value;
  }
  if (config === undefined)
    throw new GatewayError(errors.configurationNotFound, undefined, 'ConfigurationId');
  if (hash === undefined || hash === '') {
    if (faults.has('hash-optional')) return config.id;
    throw new GatewayError(errors.missingHash, undefined, 'Hash');
  }
  if (faults.has('hash-not-checked')) return config.id;
  const candidates = faults.has('hash-any-key') ? [...configurations.values()] : [config];
  for (const c of candidates) {
    for (const key of c.apiKeys) if (matchesKey(key, body, hash, faults)) return config.id;
  }
  throw new GatewayError(errors.invalidHash, undefined, 'Hash');
}
