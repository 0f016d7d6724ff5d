/** The requirement catalogue is well formed: unique ids, levels, sections, one line each. */
import { test, expect } from '@playwright/test';
import { catalogue, requirement } from '../lib/requirements/catalogue.js';

// CL-GW-… and CL-TM-…: the client requirements of issue 14 (lib/requirements/client.ts).
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

test('each area is covered', () => {
  for (const area of ['gateway', 'terminal', 'printer', 'hash'] as const) {
    expect(catalogue.filter((r) => r.area === area).length, area).toBeGreaterThan(5);
  }
});

test('an unknown id is an error, not a silent pass', () => {
  expect(() => requirement('TM-NOPE-1')).toThrow(/unknown requirement id/);
  expect(requirement('TM-RCPT-2').level).toBe('MUST');
});
