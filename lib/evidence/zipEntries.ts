/**
 * A small, bounded zip reader (PKWARE APPNOTE 4.3: end of central directory,
 * central directory headers, local headers; methods 0 stored and 8 deflate)
 * so the secret scanner can look inside Playwright traces and reports
 * without a dependency. Zip64 and encrypted entries are reported, not read.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  /** The entry's bytes, or an error saying why it could not be read. */
  readonly data?: Buffer;
  readonly error?: string;
}

const EOCD = 0x06054b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;
export const maxEntryBytes = 256 * 1024 * 1024;
const maxEntries = 100_000;

export function looksLikeZip(buf: Buffer): boolean {
  return buf.length >= 22 && buf.readUInt32LE(0) === LOC;
}

function findEocd(buf: Buffer): number {
  // The comment after the EOCD record is at most 65535 bytes.
  const stop = Math.max(0, buf.length - 22 - 65535);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

export function zipEntries(buf: Buffer): ZipEntry[] {
  const eocd = findEocd(buf);
  if (eocd < 0) return [{ name: '', error: 'no end of central directory: not a zip, or truncated' }];
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (p === 0xffffffff || count === 0xffff) return [{ name: '', error: 'zip64 archive: not read' }];
  const out: ZipEntry[] = [];
  for (let n = 0; n < Math.min(count, maxEntries); n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CEN) {
      out.push({ name: '', error: `bad central directory header at ${p}` });
      break;
    }
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith('/')) continue;
    out.push(readEntry(buf, name, { flags, method, compressed, size, local }));
  }
  return out;
}

function readEntry(
  buf: Buffer,
  name: string,
  h: { flags: number; method: number; compressed: number; size: number; local: number },
): ZipEntry {
  if ((h.flags & 1) !== 0) return { name, error: 'encrypted entry: not read' };
  if (h.size > maxEntryBytes || h.compressed === 0xffffffff)
    return { name, error: `entry larger than ${maxEntryBytes} bytes: not read` };
  if (h.local + 30 > buf.length || buf.readUInt32LE(h.local) !== LOC)
    return { name, error: 'bad local header' };
  const start = h.local + 30 + buf.readUInt16LE(h.local + 26) + buf.readUInt16LE(h.local + 28);
  const raw = buf.subarray(start, start + h.compressed);
  try {
    if (h.method === 0) return { name, data: raw };
    if (h.method === 8) return { name, data: inflateRawSync(raw, { maxOutputLength: maxEntryBytes }) };
  } catch (e) {
    return { name, error: `cannot inflate: ${(e as Error).message}` };
  }
  return { name, error: `compression method ${h.method}: not read` };
}
