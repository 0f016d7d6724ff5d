/**
 * The files behind "one run, one folder" and "a lost target ends the run":
 * the reports folder loses only paycert's entries (a foreign one is refused),
 * and a worker slot marks the run lost after `lostAfter` tests in a row ended
 * on transport trouble, a test that reached the target starting the count again.
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearReportsFolder, reportEntries } from '../../lib/reporting/evidence/reportsFolder.js';
import {
  lostAfter,
  lostReason,
  noteTargetAnswered,
  noteTransportTrouble,
} from '../../lib/targets/preflight/targetLost.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'paycert-run-'));

test('a paycert reports folder is emptied; a missing one is created', () => {
  const dir = fresh();
  for (const e of reportEntries.slice(0, 4)) writeFileSync(join(dir, e), 'old');
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'html', 'index.html'), 'old');
  expect(clearReportsFolder(dir, 'PAYCERT_REPORTS_DIR')).toBeUndefined();
  expect(readdirSync(dir)).toEqual([]);
  const missing = join(fresh(), 'reports');
  expect(clearReportsFolder(missing, 'PAYCERT_REPORTS_DIR')).toBeUndefined();
  expect(readdirSync(missing)).toEqual([]);
});

test('a folder holding anything paycert does not write is refused and untouched', () => {
  const dir = fresh();
  writeFileSync(join(dir, 'verdict.json'), 'old');
  writeFileSync(join(dir, 'notes.txt'), 'mine');
  expect(clearReportsFolder(dir, 'PAYCERT_REPORTS_DIR')).toMatch(
    /^PAYCERT_REPORTS_DIR \(.+\) does not look like a paycert reports folder: it holds notes\.txt/,
  );
  expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'verdict.json']);
});

test('the run is lost after lostAfter transport-ended tests in a row in one slot', () => {
  const dir = fresh();
  for (let i = 1; i < lostAfter; i++)
    expect(noteTransportTrouble(dir, 0, 'connect ECONNREFUSED')).toBeUndefined();
  noteTargetAnswered(dir, 0); // the count starts again
  for (let i = 1; i < lostAfter; i++)
    expect(noteTransportTrouble(dir, 0, 'connect ECONNREFUSED')).toBeUndefined();
  expect(noteTransportTrouble(dir, 1, 'connect ECONNREFUSED')).toBeUndefined(); // another slot counts alone
  expect(lostReason(dir)).toBeUndefined();
  const reason = noteTransportTrouble(dir, 0, 'connect ECONNREFUSED 127.0.0.1:8080');
  expect(reason).toBe(
    `the target stopped answering (${lostAfter} tests in a row ended on: connect ECONNREFUSED 127.0.0.1:8080)`,
  );
  expect(lostReason(dir)).toBe(reason);
});
