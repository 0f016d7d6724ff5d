/** The requirement catalogue is well formed: unique ids, levels, sections, one line each. */
import { test, expect } from '@playwright/test';
import { catalogue, requirement } from '../lib/judging/requirements/catalogue.js';

// CL-GW-… and CL-TM-…: the client requirements of issue 14 (lib/judging/requirements/client.ts).
const idPattern = /^(GW-[A-Z0-9]+-\d+|HASH-\d+|TM-[A-Z]+-\d+|PR-\d+|CL-(GW|TM)-[A-Z0-9]+-\d+)$/;

test('every requirement has a unique, well-formed id, a level, a section and one line of text', () => {
  const ids = catalogue.map((r) => r.id);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const r of catalogue) {
    expect(r.id, 'id format').toMatch(idPattern);
    expect(['MUST', 'OBSERVATION']).toContain(r.level);
    expect(r.section.length, `${r.id} cites a section`).toBeGreaterThan(3);
    expect(r.text, `${r.id} is one line`).not.toContain('\n');
    expect(r.text.length, `${r.id} has text`).toBeGreaterThan(10);
  }
});

/**
 * Issue 20's review of MUSTs that read more into the spec than its words: each
 * reviewed requirement records its decision (kept with the sentence that makes
 * it, or made an observation) in one line, beside its quote.
 */
const reviewed = [
  'PR-1',
  'PR-3',
  'TM-SCR-2',
  'TM-TXN-4',
  'TM-LIST-4',
  'GW-AUTH-1',
  'GW-AUTH-2',
  'HASH-3',
  'GW-FI-1',
  'GW-TOK-6',
  'GW-ENC-1',
  'HASH-7',
  'GW-3DS-2',
  'TM-RCPT-8',
  'GW-TOK-5',
  'GW-JOB-5',
  'GW-JOB-8',
];

test('every reviewed requirement records its decision, and a decision is one line', () => {
  const without = reviewed.filter((id) => (requirement(id).decision ?? '').trim().length < 20);
  expect(without, 'reviewed requirements without a decision').toEqual([]);
  for (const r of catalogue) {
    if (r.decision === undefined) continue;
    expect(r.decision, `${r.id}: the decision is one line`).not.toContain('\n');
  }
});

test('each area is covered', () => {
  for (const area of ['gateway', 'terminal', 'printer', 'hash'] as const) {
    expect(catalogue.filter((r) => r.area === area).length, area).toBeGreaterThan(5);
  }
});

test('an unknown id is an error, not a silent pass', () => {
  expect(() => requirement('TM-NOPE-1')).toThrow(/unknown requirement id/);
  expect(requirement('TM-RCPT-2').level).toBe('MUST');
});

/**
 * A recommendation is not a MUST (issue 27, item 7: "Recommended encoding for submitted messages:
 * UTF-8" made GW-ENC-1 and HASH-7 MUSTs): no MUST rests on a sentence that recommends, advises or
 * says what a party should do. Such a sentence may be an observation's.
 */
test('no MUST quotes a sentence that only recommends or advises', () => {
  const soft = /\b(recommended|advised|should)\b/i;
  const resting = catalogue.filter((r) => r.level === 'MUST' && soft.test(r.quote ?? '')).map((r) => r.id);
  expect(resting).toEqual([]);
  expect(requirement('HASH-7').level).toBe('OBSERVATION');
});
