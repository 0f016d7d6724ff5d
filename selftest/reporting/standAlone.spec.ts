/**
 * Reports that stand alone: a requirement row names its sections by the
 * interface specification's own heading titles and, for a MUST, quotes its
 * sentence, so a reviewer needs no other document; links appear only when
 * PAYCERT_SPEC_URL says where the specification is published, with the
 * anchors GitHub gives its headings. The heading list paycert carries is the
 * specification's (checked against the text where it is available: CI). No
 * document a user reads points at a folder they do not have.
 */
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paycertListener, type JudgedResults } from '../../reporters/allureReporter.js';
import { testOutcomes } from '../../lib/reporting/report/aggregateRequirements.js';
import { rec } from './records.js';
import { requirementRow } from '../../lib/reporting/report/conformanceReport.js';
import {
  citationsOf,
  githubSlug,
  headingsOf,
  markdownHeadings,
  specHeadingList,
  specUrl,
} from '../../lib/reporting/report/specSections.js';
import { catalogue } from '../../lib/judging/requirements/catalogue.js';
import { readSpec, skipWithoutSpec } from '../spec/specText.js';

test.describe('the specification headings paycert carries', () => {
  skipWithoutSpec();
  test('are the specification text’s headings, in order', () => {
    expect(specHeadingList.map(([level, text]) => [level, text])).toEqual(markdownHeadings(readSpec()));
  });
});

test('anchors are GitHub’s: punctuation dropped, spaces to -, a repeated heading -1, -2', () => {
  expect(githubSlug('B. Transaction (full document, under the `transaction` key next to `success`)')).toBe(
    'b-transaction-full-document-under-the-transaction-key-next-to-success',
  );
  const slugs = headingsOf(specHeadingList).map((h) => h.slug);
  expect(slugs.filter((s) => s.startsWith('b-terminal'))).toEqual([
    'b-terminal',
    'b-terminal-1',
    'b-terminal-2',
  ]);
  expect(new Set(slugs).size).toBe(slugs.length);
});

test('every section the catalogue cites resolves to a heading of the specification', () => {
  const unresolved = catalogue.flatMap((r) =>
    citationsOf(r.section, undefined)
      // What the specification leaves open is cited from field observations, which it does not hold.
      .filter((c) => c.anchor === undefined && !c.title.startsWith('field observations'))
      .map((c) => `${r.id}: ${c.title}`),
  );
  expect(unresolved).toEqual([]);
  // The exact heading wins over one it begins: B. Transaction is not B. Transaction summary.
  expect(citationsOf('Resources and their fields > B. Transaction: total_amount', undefined)[0]).toEqual({
    title:
      'Resources and their fields › B. Transaction (full document, under the `transaction` key next to `success`): total_amount',
    anchor: 'b-transaction-full-document-under-the-transaction-key-next-to-success',
  });
  expect(citationsOf('States > B. Terminal', undefined)[0]?.anchor).toBe('b-terminal');
  expect(citationsOf('Authentication > B', undefined)[0]?.anchor).toBe('b-terminal-2');
});

test('links only where PAYCERT_SPEC_URL says the specification is', () => {
  expect(specUrl({})).toBeUndefined();
  expect(specUrl({ PAYCERT_SPEC_URL: ' ' })).toBeUndefined();
  const url = specUrl({ PAYCERT_SPEC_URL: 'https://example.org/spec.md#top' });
  expect(url).toBe('https://example.org/spec.md');
  expect(citationsOf('Endpoints > A. Gateway, rule 1', undefined)[0]?.url).toBeUndefined();
  expect(citationsOf('Endpoints > A. Gateway, rule 1', url)[0]?.url).toBe(
    'https://example.org/spec.md#a-gateway',
  );
});

test('every MUST row quotes the specification’s sentence', () => {
  const withoutQuote = catalogue
    .map(requirementRow)
    .filter((r) => r.level === 'MUST' && (r.quote === undefined || r.quote === ''))
    .map((r) => r.id);
  expect(withoutQuote).toEqual([]);
});

/** A result as allure-playwright hands it to a listener, with the fields paycert's listener touches. */
function allureResult(tags: string[]) {
  return {
    name: 'a test',
    labels: [
      { name: 'language', value: 'javascript' },
      { name: 'framework', value: 'playwright' },
      { name: 'host', value: 'vm' },
      { name: 'thread', value: 'pid-1-worker-0' },
      { name: '_fallbackTestCaseId', value: 'x' },
      ...tags.map((value) => ({ name: 'tag', value })),
    ],
    links: [],
    attachments: [],
    steps: [],
    parameters: [],
    statusDetails: {},
  };
}

/** What the reporter judged for a test with these tags and no outcome recorded: the matrix's rule (testOutcomes). */
function judgedTags(tags: string[]): JudgedResults {
  return () => new Map([...testOutcomes(rec({ tags }))].map(([id, o]) => [id, o.outcome]));
}

test('Allure results keep the labels a reader filters by, and link only with PAYCERT_SPEC_URL', () => {
  type Result = Parameters<NonNullable<ReturnType<typeof paycertListener>['beforeTestResultWrite']>>[0];
  const without = allureResult(['TM-RCPT-2', 'TM-PING-1']) as unknown as Result;
  paycertListener(undefined, [], judgedTags(['TM-RCPT-2', 'TM-PING-1'])).beforeTestResultWrite?.(without);
  expect(without.labels).toEqual([
    { name: '_fallbackTestCaseId', value: 'x' },
    { name: 'area', value: 'Part B · Terminal' },
    { name: 'requirement', value: 'TM-RCPT-2' },
    { name: 'requirement', value: 'TM-PING-1' },
    { name: 'level', value: 'MUST' },
    // Named but no outcome attached: not evaluated.
    { name: 'outcome', value: 'NOT RUN' },
  ]);
  expect(without.links).toEqual([]);
  expect(without.descriptionHtml).toContain('Endpoints › B. Terminal › Notes');
  const withUrl = allureResult(['TM-RCPT-2']) as unknown as Result;
  paycertListener('https://example.org/spec.md', [], judgedTags(['TM-RCPT-2'])).beforeTestResultWrite?.(
    withUrl,
  );
  expect(withUrl.links).toEqual([
    {
      type: 'requirement',
      name: 'TM-RCPT-2: Endpoints › B. Terminal › Notes',
      url: 'https://example.org/spec.md#b-terminal-1',
    },
  ]);
});

test('no document a user reads points at ../shared', () => {
  const docs = ['README.md', 'ARCHITECTURE.md', ...readdirSync('docs').map((f) => join('docs', f))].filter(
    (f) => f.endsWith('.md'),
  );
  const pointing = docs.filter((f) => readFileSync(f, 'utf8').includes('../shared'));
  expect(pointing).toEqual([]);
});
