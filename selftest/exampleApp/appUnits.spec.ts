/**
 * The example application's small pure parts (the amount string, the mistake
 * switch), and its promise to integrators: it imports nothing from paycert.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { formatAmount } from '../../examples/app/checkout/formatAmount.js';
import { mistakeNames, mistakesFromEnv } from '../../examples/app/mistakes.js';

test('formatAmount writes two fraction digits with integer arithmetic', () => {
  const rows: [number, string][] = [
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [1500, '15.00'],
    [1005, '10.05'],
    [99_999_999, '999999.99'],
  ];
  for (const [minor, text] of rows) expect(formatAmount(minor), String(minor)).toBe(text);
  expect(() => formatAmount(12.5)).toThrow(/minor units/);
});

test('PAYCERT_EXAMPLE_MISTAKES switches on known mistakes and refuses unknown ones', () => {
  expect([...mistakesFromEnv({})]).toEqual([]);
  expect([
    ...mistakesFromEnv({ PAYCERT_EXAMPLE_MISTAKES: ' print-negative-y, amount-one-fraction-digit ' }),
  ]).toEqual(['print-negative-y', 'amount-one-fraction-digit']);
  expect(() => mistakesFromEnv({ PAYCERT_EXAMPLE_MISTAKES: 'typo' })).toThrow(/unknown mistake "typo"/);
  expect(mistakeNames).toHaveLength(6);
});

test('the example application imports only node: built-ins and its own files', async () => {
  const app = resolve(dirname(fileURLToPath(import.meta.url)), '../../examples/app');
  const files = (await readdir(app, { recursive: true, withFileTypes: true })).filter(
    (f) => f.isFile() && f.name.endsWith('.ts'),
  );
  expect(files.length).toBeGreaterThan(5);
  for (const f of files) {
    const path = join(f.parentPath, f.name);
    const text = await readFile(path, 'utf8');
    for (const m of text.matchAll(/from '([^']+)'/g)) {
      const spec = m[1] ?? '';
      const own = spec.startsWith('.') && !relative(app, resolve(dirname(path), spec)).startsWith('..');
      expect(own || spec.startsWith('node:'), `${relative(app, path)} imports ${spec}`).toBe(true);
    }
  }
});
