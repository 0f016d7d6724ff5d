/**
 * The secret scanner finds planted canaries and unmasked card numbers in
 * plain files, inside zips (traces), inside zips inside zips, and inside a
 * base64 zip embedded in an HTML page; it ignores masked numbers and
 * timestamps, and reports where (file, entry, offset).
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanForSecrets, scanText } from '../../lib/reporting/evidence/scanForSecrets.js';
import { base64Cores } from '../../lib/reporting/redaction/literalSecrets.js';
import { zipEntries } from '../../lib/reporting/evidence/zipEntries.js';
import { makeZip } from './makeZip.js';

const pan = '4111111111111111';
const canary = 'canary-Pw-7f3c9e';

function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-scan-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

test('the zip reader reads stored and deflated entries', () => {
  for (const method of [0, 8] as const) {
    const zip = makeZip({ 'a.txt': 'hello', 'dir/b.json': '{"x":1}' }, method);
    // The local header's method field: the archive really is stored (0) or deflated (8).
    expect(zip.readUInt16LE(8)).toBe(method);
    const entries = zipEntries(zip);
    expect(entries.map((e) => [e.name, e.data?.toString()])).toEqual([
      ['a.txt', 'hello'],
      ['dir/b.json', '{"x":1}'],
    ]);
  }
  expect(zipEntries(Buffer.from('PK\u0003\u0004 not really'))[0]?.error).toMatch(/not a readable zip/);
});

test('a second entry of the same name is reported, not hidden behind the first', () => {
  const zip = makeZip({ 'a.txt': 'first', 'b.txt': 'second' });
  // Rename b.txt to a.txt in its local and central headers (same length, so offsets hold).
  for (let i = zip.indexOf('b.txt'); i >= 0; i = zip.indexOf('b.txt', i + 1)) zip.write('a.txt', i);
  expect(zipEntries(zip).map((e) => [e.name, e.data?.toString() ?? e.error])).toEqual([
    ['a.txt', 'first'],
    ['a.txt', 'a second entry of this name: not read'],
  ]);
});

const rows: {
  name: string;
  files: Record<string, string | Buffer>;
  want: { file: string; entry?: string; kind: string }[];
}[] = [
  { name: 'clean folder', files: { 'a.json': '{"pan":"411111******1111","t":1718000000000}' }, want: [] },
  {
    name: 'card number in a plain file',
    files: { 'log.txt': `card ${pan} ok` },
    want: [{ file: 'log.txt', kind: 'card-number' }],
  },
  {
    // Luhn-valid 16 digits in a UUID (seen in allure results): an identifier, not card data.
    name: 'digits inside a UUID',
    files: { 'r.json': '{"uuid":"21891219-0673-4549-ca35-67525396"}' },
    want: [],
  },
  {
    name: 'Luhn-valid but no card scheme issues it',
    files: { 'r.txt': 'merchant 218912190673454 9' },
    want: [],
  },
  {
    name: 'hyphen-grouped card number',
    files: { 'r.md': 'PAN 4111-1111-1111-1111.' },
    want: [{ file: 'r.md', kind: 'card-number' }],
  },
  {
    name: 'grouped card number',
    files: { 'r.md': 'PAN 4111 1111 1111 1111' },
    want: [{ file: 'r.md', kind: 'card-number' }],
  },
  {
    name: 'canary in a plain file',
    files: { 'sub/x.html': `<p>${canary}</p>` },
    want: [{ file: 'sub/x.html', kind: 'canary' }],
  },
  {
    name: 'card number in a trace zip',
    files: {
      'test-results/t/trace.zip': makeZip({
        'trace.network': `{"postData":"{\\"cardNumber\\":\\"${pan}\\"}"}`,
      }),
    },
    want: [{ file: 'test-results/t/trace.zip', entry: 'trace.network', kind: 'card-number' }],
  },
  {
    name: 'canary as a Basic auth header inside a zip in a zip',
    files: {
      'data/outer.zip': makeZip({
        'inner.zip': makeZip({
          'trace.trace': `Authorization: Basic ${Buffer.from(`paycert:${canary}`).toString('base64')}`,
        }),
      }),
    },
    want: [{ file: 'data/outer.zip', entry: 'inner.zip/trace.trace', kind: 'canary' }],
  },
  {
    name: 'card number in the HTML report embedded base64 zip',
    files: {
      'html/index.html': `<script>window.playwrightReportBase64 = "data:application/zip;base64,${makeZip({ 'report.json': `{"m":"${pan}"}` }).toString('base64')}";</script>`,
    },
    want: [{ file: 'html/index.html', entry: 'data:zip#0/report.json', kind: 'card-number' }],
  },
];

for (const row of rows) {
  test(`scanner: ${row.name}`, () => {
    const hits = scanForSecrets(folder(row.files), { canaries: [canary] });
    expect(
      hits.map((h) => ({ file: h.file, ...(h.entry === undefined ? {} : { entry: h.entry }), kind: h.kind })),
    ).toEqual(row.want);
    for (const h of hits) expect(h.detail).not.toContain(pan);
  });
}

test('hits carry the byte offset; allowed card numbers are not hits', () => {
  const dir = folder({ 'a.txt': `0123456789${pan}` + ` x ${pan}` });
  // The first number is glued to other digits: not a card number. The second is at offset 29.
  expect(scanForSecrets(dir).map((h) => h.offset)).toEqual([29]);
  expect(scanForSecrets(dir, { allowCardNumbers: [pan] })).toEqual([]);
  expect(scanText(`console: ${canary}`, 'stdout', { canaries: [canary] })[0]).toMatchObject({
    file: 'stdout',
    offset: 9,
  });
});

test('base64 cores find a secret at any alignment', () => {
  for (const prefix of ['', 'a', 'ab', 'abc']) {
    const encoded = Buffer.from(`${prefix}${canary}tail`).toString('base64');
    expect(
      base64Cores(canary).some((c) => encoded.includes(c)),
      prefix,
    ).toBe(true);
  }
});
