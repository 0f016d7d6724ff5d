/**
 * Reads a profile given a reports folder (its profile.json) or a file, with
 * errors that say what to do.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { profileVersion, type Profile } from './profile.js';

export class ProfileError extends Error {}

export function readProfile(pathArg: string): Profile {
  if (!existsSync(pathArg)) throw new ProfileError(`${pathArg}: no such file or folder`);
  const file = statSync(pathArg).isDirectory() ? join(pathArg, 'profile.json') : pathArg;
  if (!existsSync(file)) {
    throw new ProfileError(
      `${file}: not found (is ${pathArg} a reports folder of a run with the conformance reporter?)`,
    );
  }
  let v: unknown;
  try {
    v = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ProfileError(`${file}: not JSON (${(e as Error).message})`);
  }
  const p = v as Partial<Profile>;
  if (
    p === null ||
    typeof p !== 'object' ||
    typeof p.resources !== 'object' ||
    typeof p.requirements !== 'object'
  ) {
    throw new ProfileError(`${file}: not a paycert profile (no resources/requirements)`);
  }
  if (p.version !== profileVersion) {
    throw new ProfileError(
      `${file}: profile version ${String(p.version)}, this paycert reads ${profileVersion}`,
    );
  }
  return { screenSequences: {}, receiptLayouts: {}, targets: [], ...p } as Profile;
}
