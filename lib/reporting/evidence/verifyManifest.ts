/**
 * Re-computes the digests of a reports folder and compares them with its
 * manifest.json: every edited, added or removed file is listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestFolder, manifestFile, manifestVersion, type Manifest } from './manifest.js';
import { nestedFolders, paycertFolderKind, reportEntries } from './reportsFolder.js';

export interface ManifestCheck {
  readonly ok: boolean;
  readonly edited: readonly string[];
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** Subfolders another paycert run wrote (`client`, `replay`): not covered, each has its own manifest. */
  readonly others?: readonly string[];
  /** Set when the manifest itself is missing or unreadable. */
  readonly error?: string;
}

export function verifyManifest(dir: string): ManifestCheck {
  const path = join(dir, manifestFile);
  const fail = (error: string): ManifestCheck => ({ ok: false, edited: [], added: [], removed: [], error });
  if (!existsSync(path)) return fail(`${path}: no manifest (was the run finished by paycert conformance?)`);
  let m: Manifest;
  try {
    m = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (e) {
    return fail(`${path}: not JSON (${(e as Error).message})`);
  }
  if (m.version !== manifestVersion || m.algorithm !== 'sha256' || typeof m.files !== 'object') {
    return fail(`${path}: not a paycert manifest version ${manifestVersion}`);
  }
  const now = digestFolder(dir);
  const edited = Object.keys(m.files).filter((f) => now[f] !== undefined && now[f] !== m.files[f]);
  const removed = Object.keys(m.files).filter((f) => now[f] === undefined);
  const added = Object.keys(now).filter((f) => m.files[f] === undefined);
  const others = nestedFolders(dir, reportEntries).filter(
    (n) => paycertFolderKind(join(dir, n)) !== undefined,
  );
  return {
    ok: edited.length + added.length + removed.length === 0,
    edited,
    added,
    removed,
    ...(others.length === 0 ? {} : { others }),
  };
}
