/**
 * Every MUST of the catalogue quotes the spec sentence that makes it one, and
 * the quote is the spec's own text. A quote may join several verbatim pieces
 * with " … " (an elision); each piece must appear in the spec. Only
 * whitespace and the markdown's backticks and bold are normalised.
 */
import { test, expect } from '@playwright/test';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import type { Area } from '../lib/judging/requirements/requirement.js';
import { readSpec, skipWithoutSpec } from './spec/specText.js';

/**
 * The areas whose MUSTs are held to this. The gateway and hash quotes are
 * written on another branch; the lead adds 'gateway' and 'hash' here at merge.
 */
const areas: readonly Area[] = [
  'terminal',
  'printer',
  'gateway',
  'hash',
  'client-gateway',
  'client-terminal',
];

const musts = catalogue.filter((r) => r.level === 'MUST' && areas.includes(r.area));

/** What the comparison ignores: runs of whitespace, `code` backticks, **bold** and table pipes' padding. */
function normalise(text: string): string {
  return text.replace(/`/g, '').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
}

function quotePieces(quote: string): string[] {
  return quote
    .split(' … ')
    .map(normalise)
    .filter((p) => p !== '');
}

test(`every MUST of ${areas.join(', ')} carries a quote`, () => {
  expect(musts.length, 'the areas hold MUST requirements').toBeGreaterThan(10);
  const without = musts
    .filter((r) => r.quote === undefined || quotePieces(r.quote).length === 0)
    .map((r) => r.id);
  expect(without, 'MUST requirements without a quote').toEqual([]);
});

test(`every quote of ${areas.join(', ')} is verbatim in the spec`, () => {
  // Skipped with the reason in a user's clone; an error where PAYCERT_REQUIRE_SPEC=1 (CI), never a silent pass.
  skipWithoutSpec();
  const spec = normalise(readSpec());
  const quoted = catalogue.filter((r) => areas.includes(r.area) && r.quote !== undefined);
  const notFound = quoted.flatMap((r) =>
    quotePieces(r.quote ?? '')
      .filter((piece) => !spec.includes(piece))
      .map((piece) => `${r.id}: "${piece}"`),
  );
  expect(notFound, 'quotes not found verbatim in the spec').toEqual([]);
});

test('the normaliser keeps words and drops only markdown', () => {
  expect(normalise('`settings.host.module`:  string,\n the **name**')).toBe(
    'settings.host.module: string, the name',
  );
  expect(quotePieces('a … b')).toEqual(['a', 'b']);
});
