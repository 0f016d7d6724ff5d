/**
 * Scans every file of a folder (recursively) for leaked secrets: the given
 * canary strings (in the forms of secretNeedles.ts) and unmasked Luhn-valid
 * card numbers. It looks inside zip files (Playwright traces, `*.zip`) and
 * inside zips embedded as base64 data URLs (the Playwright HTML report keeps
 * its data that way). Hits name the file, the zip entry and the byte offset;
 * a card number hit shows only the masked number.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isCardNumberLike } from '../redaction/cardNumberLike.js';
import { maskPan } from '../redaction/redact.js';
import { secretNeedles } from './secretNeedles.js';
import { looksLikeZip, zipEntries } from './zipEntries.js';

export interface SecretHit {
  /** Relative to the scanned folder. */
  readonly file: string;
  /** The path inside zips, outermost first (`data:zip#0/report.json`). */
  readonly entry?: string;
  readonly offset: number;
  readonly kind: 'canary' | 'card-number' | 'unreadable';
  /** Which canary (its index), the masked card number, or why a part was not scanned. */
  readonly detail: string;
}

export interface ScanOptions {
  readonly canaries?: readonly string[];
  /** Card numbers known not to be secret here (e.g. documented test cards a report may name). */
  readonly allowCardNumbers?: readonly string[];
}

const maxFileBytes = 512 * 1024 * 1024;
const maxZipDepth = 3;
// An IIN a card network uses (2, 3, 4, 5, 6), 13 to 19 digits, single spaces or dashes allowed,
// not part of a longer word, number or decimal (timestamps start with 1, floats have dots).
// A run of digits inside a longer hyphenated hex token (a UUID such as allure's
// 21891219-0673-4549-ca35-…) is an identifier, not card data.
const panLike = /(?<![0-9A-Za-z.]|[0-9A-Fa-f]-)[2-6](?:[ -]?\d){12,18}(?![0-9A-Za-z]|\.\d|-[0-9A-Fa-f])/g;
const dataZip = /data:application\/(?:zip|x-zip-compressed);base64,([A-Za-z0-9+/=]+)/g;

function scanBuffer(
  buf: Buffer,
  where: { file: string; entry?: string },
  needles: readonly (readonly [number, string])[],
  allowed: ReadonlySet<string>,
  depth: number,
  hits: SecretHit[],
): void {
  const at = (offset: number, kind: SecretHit['kind'], detail: string): void => {
    hits.push({ ...where, offset, kind, detail });
  };
  if (looksLikeZip(buf) && depth < maxZipDepth) {
    for (const e of zipEntries(buf)) {
      const entry = where.entry === undefined ? e.name : `${where.entry}/${e.name}`;
      if (e.data === undefined) at(0, 'unreadable', `${entry}: ${e.error ?? 'unknown'}`);
      else scanBuffer(e.data, { file: where.file, entry }, needles, allowed, depth + 1, hits);
    }
    return;
  }
  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const text = buf.toString('latin1');
  for (const [index, needle] of needles) {
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1))
      at(i, 'canary', `canary #${index}`);
  }
  for (const m of text.matchAll(panLike)) {
    const digits = m[0].replace(/\D/g, '');
    // The redaction policy's own definition (Luhn and a scheme's prefix and length): what it must mask.
    if (isCardNumberLike(digits) && !allowed.has(digits)) at(m.index, 'card-number', maskPan(digits));
  }
  if (depth < maxZipDepth) {
    let n = 0;
    for (const m of text.matchAll(dataZip)) {
      const entry = `${where.entry === undefined ? '' : `${where.entry}/`}data:zip#${n++}`;
      scanBuffer(
        Buffer.from(m[1] ?? '', 'base64'),
        { file: where.file, entry },
        needles,
        allowed,
        depth + 1,
        hits,
      );
    }
  }
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export function scanForSecrets(dir: string, options: ScanOptions = {}): SecretHit[] {
  const needles = (options.canaries ?? []).flatMap((c, i) => secretNeedles(c).map((n) => [i, n] as const));
  const allowed = new Set((options.allowCardNumbers ?? []).map((c) => c.replace(/\D/g, '')));
  const hits: SecretHit[] = [];
  for (const path of listFiles(dir)) {
    const file = relative(dir, path);
    if (statSync(path).size > maxFileBytes) {
      hits.push({
        file,
        offset: 0,
        kind: 'unreadable',
        detail: `larger than ${maxFileBytes} bytes: not scanned`,
      });
      continue;
    }
    scanBuffer(readFileSync(path), { file }, needles, allowed, 0, hits);
  }
  return hits;
}

/** Scans one text (e.g. captured console output) the same way. */
export function scanText(text: string, name: string, options: ScanOptions = {}): SecretHit[] {
  const needles = (options.canaries ?? []).flatMap((c, i) => secretNeedles(c).map((n) => [i, n] as const));
  const allowed = new Set((options.allowCardNumbers ?? []).map((c) => c.replace(/\D/g, '')));
  const hits: SecretHit[] = [];
  scanBuffer(Buffer.from(text, 'utf8'), { file: name }, needles, allowed, 0, hits);
  return hits;
}
