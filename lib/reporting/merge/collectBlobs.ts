/**
 * Gathers the shards' blob reports (`<dir>/blob/*.zip`, or zips directly in
 * `<dir>`) into one staging folder for `playwright merge-reports`, each
 * renamed after its position so shards that used the same file name do not
 * overwrite each other.
 */
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

function zipsIn(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.zip'))
    .sort()
    .map((f) => join(dir, f));
}

/** Copies every blob of `dirs` into `staging`; returns the copies, or throws naming a folder that has none. */
export function collectBlobs(dirs: readonly string[], staging: string): string[] {
  const copied: string[] = [];
  dirs.forEach((dir, i) => {
    const found = [...zipsIn(join(dir, 'blob')), ...zipsIn(dir)];
    if (found.length === 0) {
      throw new Error(
        `${dir} holds no blob report (expected ${join(dir, 'blob')}/*.zip, written by a run with --shard)`,
      );
    }
    found.forEach((zip, j) => {
      const target = join(staging, `shard-${String(i + 1)}-${String(j + 1)}-${basename(zip)}`);
      copyFileSync(zip, target);
      copied.push(target);
    });
  });
  return copied;
}
