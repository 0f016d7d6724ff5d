/**
 * Extracts a ustar archive held in memory: regular files and directories
 * only (all the npm Chromium's archives hold), refusing any entry whose path
 * would leave the target folder. Synchronous so that discovery can run while
 * Playwright loads its configuration.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const BLOCK = 512;

function field(header: Buffer, from: number, length: number): string {
  const raw = header.subarray(from, from + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

export function untar(archive: Buffer, into: string): string[] {
  const written: string[] = [];
  let at = 0;
  // Bounded by the archive's length: every step advances by at least one block.
  while (at + BLOCK <= archive.length) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix === '' ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const mode = parseInt(field(header, 100, 8).trim() || '644', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = normalize(join(into, name));
    if (target !== normalize(into) && !target.startsWith(normalize(into) + sep)) {
      throw new Error(`archive entry ${name} would be written outside ${into}`);
    }
    const body = archive.subarray(at + BLOCK, at + BLOCK + size);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body, { mode: mode & 0o755 });
      written.push(target);
    }
    // Other entry types (links, pax headers) are not in these archives and are skipped.
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return written;
}
