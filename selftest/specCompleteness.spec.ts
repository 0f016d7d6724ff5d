/**
 * Every field name and every value named in the spec's tables is in a schema:
 * the schemas cover the whole contract.
 */
import { test, expect } from '@playwright/test';
import { extractSpecTerms } from './spec/extractSpecTerms.js';
import { readSpec } from './spec/specText.js';
import { schemaVocabulary } from './spec/schemaVocabulary.js';

// Words in backticks that are not resource fields or values: placeholders and request-only names of endpoints.
const notSchemaTerms = new Set(['locale_query', 'base_url', 'base_url_int', 'API_KEY']);

test('the extractor finds the spec tables', () => {
  const terms = extractSpecTerms(readSpec());
  const fields = new Set(terms.filter((t) => t.kind === 'field').map((t) => t.term));
  // A few fixed points, so that an extractor that finds nothing cannot pass the next test.
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
  expect(terms.length).toBeGreaterThan(200);
});

test('every field and value of the spec tables is in a schema', () => {
  const vocab = schemaVocabulary();
  const missing = extractSpecTerms(readSpec())
    .filter((t) => !notSchemaTerms.has(t.term))
    .filter((t) => !vocab.properties.has(t.term) && !vocab.values.has(t.term))
    .map((t) => `${t.kind} ${t.term} (${t.section})`);
  expect([...new Set(missing)], 'spec terms missing from schemas/').toEqual([]);
});
