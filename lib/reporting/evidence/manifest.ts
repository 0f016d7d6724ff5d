/**
 * The evidence pack's manifest: the SHA-256 digest of every file of the
 * reports folder, written last (after every reporter), so anyone holding the
 * folder can tell an edited, added or removed file (verifyManifest.ts). A
 * subfolder another paycert run wrote (`reports/client/`, `reports/replay/`:
 * reportsFolder.ts) is not this run's and is left out; it has its own.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { nestedFolders, reportEntries } from './reportsFolder.js';
import { listFiles } from './scanForSecrets.js';

export const manifestFile = 'manifest.json';
export const manifestVersion = 1;

export interface Manifest {
  readonly version: typeof manifestVersion;
  readonly algorithm: 'sha256';
  readonly createdAt: string;
  /** Path relative to the folder, `/`-separated -> hex digest. */
  readonly files: Readonly<Record<string, string>>;
}

export function sha256File(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Digests of every file of `dir` but the manifest itself and other runs' subfolders. */
export function digestFolder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const others = nestedFolders(dir, reportEntries);
  for (const path of listFiles(dir)) {
    const rel = relative(dir, path).split(sep).join('/');
    if (rel !== manifestFile && !others.includes(rel.split('/')[0] ?? '')) files[rel] = sha256File(path);
  }
  return files;
}

export function writeManifest(dir: string, now: Date = new Date()): Manifest {
  const manifest: Manifest = {
    version: manifestVersion,
    algorithm: 'sha256',
    createdAt: now.toISOString(),
    files: digestFolder(dir),
  };
  writeFileSync(join(dir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
