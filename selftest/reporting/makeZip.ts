/** A zip of the given files for the scanner's self-test, written by fflate (stored or deflated). */
import { zipSync } from 'fflate';

export function makeZip(files: Record<string, string | Buffer>, method: 0 | 8 = 8): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      Buffer.isBuffer(content) ? content : Buffer.from(content),
    ]),
  );
  return Buffer.from(zipSync(entries, { level: method === 0 ? 0 : 6 }));
}
