/**
 * The entries of a zip held in memory (Playwright traces and reports), read
 * with `fflate` (small, no dependencies, maintained) so the secret scanner
 * can look inside them. Methods 0 (stored) and 8 (deflate) are read, zip64
 * included; an entry of another method, one declared larger than
 * `maxEntryBytes`, or a second entry of the same name is reported, not read;
 * an archive fflate cannot read is one error. fflate inflates into a buffer
 * of the declared size, so an entry can never grow past the bound.
 */
import { unzipSync, type Unzipped } from 'fflate';

export interface ZipEntry {
  readonly name: string;
  /** The entry's bytes, or an error saying why it could not be read. */
  readonly data?: Buffer;
  readonly error?: string;
}

const LOC = 0x04034b50;
export const maxEntryBytes = 256 * 1024 * 1024;

export function looksLikeZip(buf: Buffer): boolean {
  return buf.length >= 22 && buf.readUInt32LE(0) === LOC;
}

export function zipEntries(buf: Buffer): ZipEntry[] {
  // In central directory order: each entry read, or why not.
  const order: { name: string; error?: string }[] = [];
  const seen = new Set<string>();
  let files: Unzipped;
  try {
    files = unzipSync(buf, {
      filter: (f) => {
        if (f.name.endsWith('/')) return false;
        let error: string | undefined;
        // fflate keys entries by name: a second one of the same name would hide the first.
        if (seen.has(f.name)) error = 'a second entry of this name: not read';
        else if (f.compression !== 0 && f.compression !== 8)
          error = `compression method ${f.compression}: not read`;
        else if (f.originalSize > maxEntryBytes) error = `entry larger than ${maxEntryBytes} bytes: not read`;
        seen.add(f.name);
        order.push(error === undefined ? { name: f.name } : { name: f.name, error });
        return error === undefined;
      },
    });
  } catch (e) {
    return [{ name: '', error: `not a readable zip: ${e instanceof Error ? e.message : String(e)}` }];
  }
  return order.map(({ name, error }) => {
    const data = files[name];
    if (error !== undefined || data === undefined) return { name, error: error ?? 'not read' };
    return { name, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  });
}
