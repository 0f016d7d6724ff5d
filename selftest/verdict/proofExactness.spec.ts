/**
 * `npm run prove` checks exactness: a fault that breaks one requirement must
 * fail that one only; any other FAILED id makes the row "not exact".
 */
import { test, expect } from '@playwright/test';
import { extraFailures, proofTable, type FaultRun } from '../../lib/judging/faultProof/proofTable.js';
import { requirement } from '../../lib/judging/requirements/catalogue.js';
import type { TestFact } from '../../lib/judging/faultProof/playwrightJson.js';

const fact = (failedIds: string[]): TestFact => ({
  title: 't',
  project: 'fault/terminal/wrong-total',
  tags: ['TM-TXN-2', 'TM-GET-3'],
  failed: false,
  skipped: false,
  failedIds,
  warningIds: [],
});
const run = (facts: TestFact[]): FaultRun => ({
  fault: 'wrong-total',
  simulator: 'terminal',
  breaks: 'TM-TXN-2',
  facts,
});

test('a fault that fails only what it breaks is proven', () => {
  const r = run([fact(['TM-TXN-2']), fact([])]);
  expect(extraFailures(r)).toEqual([]);
  expect(proofTable([requirement('TM-TXN-2')], [r])[0]?.status).toBe('proven');
});

test('a fault that also fails another requirement is not exact, naming it', () => {
  const r = run([fact(['TM-TXN-2', 'TM-GET-3']), fact(['TM-SCR-3'])]);
  expect(extraFailures(r)).toEqual(['TM-GET-3', 'TM-SCR-3']);
  const [row] = proofTable([requirement('TM-TXN-2')], [r]);
  expect(row).toMatchObject({ status: 'not exact', note: 'wrong-total also failed TM-GET-3, TM-SCR-3' });
});

test('a requirement the fault declares it also breaks is not an extra failure', () => {
  const r: FaultRun = { ...run([fact(['TM-TXN-2', 'TM-TXN-1'])]), alsoBreaks: ['TM-TXN-1'] };
  expect(extraFailures(r)).toEqual([]);
});
