/**
 * Authentication A: every request names its configuration (ConfigurationId)
 * and signs its exact raw body with the configuration's API key (Hash,
 * lib/targets/gateway/hash.ts). Any active key of the configuration may match, so
 * keys can be rotated. A missing ConfigurationId or Hash is 401; an unknown
 * configuration is 404 "configuration not found" (field notes).
 *
 * The authentication faults change what the gateway accepts, which no answer entry can show, so
 * they stay `faults.has()` checks here (ARCHITECTURE.md, Decisions).
 */
import { computeHash, hashMatches } from '../../lib/targets/gateway/hash.js';
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
  if (hashMatches(hash, computeHash(prefix, signed))) return true;
  if (faults.has('hash-over-body-then-key')) {
    // body followed by key: SHA-512 over the same bytes in the wrong order.
    const swapped = Buffer.concat([Buffer.from(body), Buffer.from(key, 'utf8')]);
    if (hashMatches(hash, computeHash('', swapped))) return true;
  }
  return false;
}

/**
 * hash-verdict-cached: Hashes already verified, per fault set, as a memo a release could ship to
 * save the SHA-512. A Hash seen before is trusted without re-hashing the body, so the body can be
 * changed after signing (HASH-4); a correctly signed request is still accepted (HASH-1). Bounded.
 */
const verifiedHashes = new WeakMap<FaultSet, Set<string>>();
const maxVerifiedHashes = 1024;

function rememberVerified(faults: FaultSet, memoKey: string): void {
  let seen = verifiedHashes.get(faults);
  if (seen === undefined) verifiedHashes.set(faults, (seen = new Set()));
  if (seen.size >= maxVerifiedHashes) seen.clear();
  seen.add(memoKey);
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
  const cached = faults.has('hash-verdict-cached');
  const memoKey = `${config.id}\n${hash.toUpperCase()}`;
  if (cached && verifiedHashes.get(faults)?.has(memoKey) === true) return config.id;
  const candidates = faults.has('hash-any-key') ? [...configurations.values()] : [config];
  for (const c of candidates) {
    for (const key of c.apiKeys) {
      if (!matchesKey(key, body, hash, faults)) continue;
      if (cached) rememberVerified(faults, memoKey);
      return config.id;
    }
  }
  throw new GatewayError(errors.invalidHash, undefined, 'Hash');
}
