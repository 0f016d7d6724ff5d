/**
 * Every field name and every value named in the spec's tables is in a schema:
 * the schemas cover the whole contract.
 */
import { test, expect } from '@playwright/test';
import { extractSpecTerms, type SpecTerm } from './spec/extractSpecTerms.js';
import { readSpec, skipWithoutSpec } from './spec/specText.js';
import { schemaVocabulary, type SchemaVocabulary } from './spec/schemaVocabulary.js';

skipWithoutSpec();

function missingTerms(terms: readonly SpecTerm[], vocab: SchemaVocabulary): string[] {
  const missing = terms
    .filter((t) => !vocab.properties.has(t.term) && !vocab.values.has(t.term))
    .map((t) => `${t.kind} ${t.term} (${t.section})`);
  return [...new Set(missing)];
}

test('the extractor finds the spec tables', () => {
  const terms = extractSpecTerms(readSpec());
  const fields = new Set(terms.filter((t) => t.kind === 'field').map((t) => t.term));
  // Fixed points, so that an extractor that finds nothing cannot pass the next test.
  for (const f of [
    'cardNumber',
    'truncatedCardNumber',
    'serviceAcquiringDetails',
    'total_amount',
    'font_size',
    'line5',
  ]) {
    expect(fields, `extractor must find ${f}`).toContain(f);
  }
  const values = new Set(terms.filter((t) => t.kind === 'value').map((t) => t.term));
  for (const v of ['GenerateToken', 'visa-old-us', 'no_cash_prefer_pin', 'technical_reversal']) {
    expect(values, `extractor must find ${v}`).toContain(v);
  }
  expect(terms.length).toBeGreaterThan(300);
});

test('a schema set that lacks a spec field is reported', () => {
  const vocab = schemaVocabulary();
  const properties = new Set(vocab.properties);
  properties.delete('total_amount');
  const missing = missingTerms(extractSpecTerms(readSpec()), { properties, values: vocab.values });
  expect(missing.some((m) => m.startsWith('field total_amount'))).toBe(true);
});

test('every field and value of the spec tables is in a schema', () => {
  expect(
    missingTerms(extractSpecTerms(readSpec()), schemaVocabulary()),
    'spec terms missing from schemas/',
  ).toEqual([]);
});
