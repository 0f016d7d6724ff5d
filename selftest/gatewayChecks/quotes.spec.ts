/**
 * Every gateway and hash MUST carries the spec sentence that makes it one,
 * verbatim: the quote appears in the spec once the markdown's backticks and
 * bold and runs of white space are set aside. Without the spec file beside
 * the clone, the verbatim half is skipped with the reason.
 */
import { existsSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { catalogue } from '../../lib/requirements/catalogue.js';
import { readSpec, specPath } from '../spec/specText.js';

const mine = catalogue.filter((r) => r.area === 'gateway' || r.area === 'hash');

const normalise = (s: string): string =>
  s
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('every gateway and hash MUST has a quote', () => {
  expect(mine.filter((r) => r.level === 'MUST' && (r.quote ?? '').trim() === '').map((r) => r.id)).toEqual(
    [],
  );
});

test('every gateway and hash quote is verbatim in the spec', () => {
  test.skip(!existsSync(specPath), `the spec is not at ${specPath}; set PAYCERT_SPEC to check quotes`);
  const spec = normalise(readSpec());
  const missing = mine.filter((r) => r.quote !== undefined && !spec.includes(normalise(r.quote)));
  expect(missing.map((r) => `${r.id}: ${r.quote ?? ''}`)).toEqual([]);
});
