/**
 * Reproducible property runs: the seed (PAYCERT_SEED, else a fresh one that
 * is printed), the replay path (PAYCERT_PATH) and the number of runs
 * (PAYCERT_NUM_RUNS). Shared by every property suite.
 */
import { ConfigError } from '../../targets/config/configError.js';
import { envValue } from '../../targets/config/env.js';

export interface PropertyParameters {
  readonly seed: number;
  readonly path: string | undefined;
  /** Overrides a suite's own number of runs when set. */
  readonly numRuns: number | undefined;
}

export function propertyParameters(): PropertyParameters {
  const rawSeed = envValue('PAYCERT_SEED');
  const seed =
    rawSeed === undefined ? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0 : Number(rawSeed);
  if (!Number.isInteger(seed))
    throw new ConfigError(`PAYCERT_SEED must be a whole number, got "${rawSeed}".`);
  const path = envValue('PAYCERT_PATH');
  if (path !== undefined && !/^\d+(:\d+)*$/.test(path)) {
    throw new ConfigError(`PAYCERT_PATH must look like 3:0:1 (as printed by a failed run), got "${path}".`);
  }
  const rawRuns = envValue('PAYCERT_NUM_RUNS');
  const numRuns = rawRuns === undefined ? undefined : Number(rawRuns);
  if (numRuns !== undefined && (!Number.isInteger(numRuns) || numRuns < 1)) {
    throw new ConfigError(`PAYCERT_NUM_RUNS must be a positive whole number, got "${rawRuns}".`);
  }
  return { seed, path, numRuns };
}
