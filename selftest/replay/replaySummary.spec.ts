/**
 * The replay's console (issue 25, item 2): a change seen on many exchanges
 * is one line with its count and the exchange numbers, under the endpoints
 * that showed it, never a line per exchange; a MUST-breaking change is
 * shown once per requirement through the presenter's block (its sentence,
 * one line of evidence, the exchanges that saw it), as `conformance` and
 * `proxy` show a failed requirement.
 */
import { expect, test } from '@playwright/test';
import { buildReplayReport, renderReplaySummary } from '../../lib/judging/replay/replayReport.js';
import { groupChanges } from '../../lib/judging/replay/changeGroups.js';
import type { Change, ReplayedExchange } from '../../lib/judging/replay/replayTypes.js';

const newField: Change = {
  kind: 'shape',
  field: 'transaction.job_id',
  detail: 'new field (string)',
  severity: 'silent',
};
const wrongTotal: Change = {
  kind: 'must',
  field: 'transaction.total_amount',
  detail: 'total_amount 1001 != amount 1000 + tip_amount 0 + amount_other 0 (= 1000)',
  severity: 'must',
  requirement: 'TM-TXN-2',
};

function exchange(seq: number, endpoint: string, changes: readonly Change[]): ReplayedExchange {
  return { seq, side: 'terminal', endpoint, recordedMs: 5, ms: 5, attempts: 1, changes };
}

const txn = 'GET /api/v2/transactions/<id>.json';
const start = 'POST /api/v2/transactions/sale.json';

test('one change on 599 exchanges of two endpoints is one line with its count and the first exchange numbers', () => {
  const exchanges = Array.from({ length: 599 }, (_, i) =>
    exchange(i + 1, i % 100 === 0 ? start : txn, [newField]),
  );
  const report = buildReplayReport('rec', { terminal: 'x' }, new Date(0), [], exchanges, []);
  expect(groupChanges(report.exchanges)).toEqual([
    { change: newField, endpoints: [start, txn], seqs: exchanges.map((e) => e.seq) },
  ]);
  const text = renderReplaySummary(report, { reportsDir: 'reports/replay' });
  const lines = text.split('\n');
  expect(lines.filter((l) => l.includes('transaction.job_id'))).toEqual([
    '    shape transaction.job_id: new field (string) · 599 exchanges: #1, #2, #3, #4, #5, #6, #7, #8, …',
  ]);
  expect(lines).toContain(`  ${start}, ${txn}:`);
  expect(lines[0]).toBe(
    'paycert replay: CHANGED: 599 of 599 exchanges changed; 0 MUST-breaking changes, 1 change where the spec is silent',
  );
  expect(lines.at(-1)).toBe('Reports: reports/replay/replay.md, reports/replay/replay.json');
  expect(lines.length).toBeLessThan(10);
});

test('a MUST-breaking change is shown once per requirement, in the presenter block, with the exchanges that saw it', () => {
  const exchanges = [
    exchange(1, start, [wrongTotal]),
    exchange(2, txn, [wrongTotal, newField]),
    exchange(3, txn, [
      { ...wrongTotal, detail: 'total_amount 2001 != amount 2000 + tip_amount 0 + amount_other 0 (= 2000)' },
    ]),
  ];
  const report = buildReplayReport('rec', { terminal: 'x' }, new Date(0), [], exchanges, []);
  const text = renderReplaySummary(report);
  expect(text).toMatch(
    /^paycert replay: MUST-BREAKING: 3 of 3 exchanges changed; 2 MUST-breaking changes, 1 change where/,
  );
  const block = text.slice(text.indexOf('MUST-BREAKING TM-TXN-2'));
  const [head, sentence, ...rest] = block.split('\n');
  expect(head).toMatch(/^MUST-BREAKING TM-TXN-2 \(MUST\) · Resources and their fields › B\. Transaction/);
  expect(sentence).toBe('  "total_amount | number | equals amount + tip_amount + amount_other"');
  // One line of evidence (wrapped at the console's width), then how many exchanges saw it and which.
  const evidence = rest
    .slice(0, 2)
    .map((l) => l.trim())
    .join(' ');
  expect(evidence).toBe(
    `${start}, ${txn} · transaction.total_amount: total_amount 1001 != amount 1000 + tip_amount 0 + amount_other 0 (= 1000) (and 1 other change)`,
  );
  expect(rest[2]).toBe('  seen on 3 exchanges: #1, #2, #3');
  expect(text.match(/TM-TXN-2/g)).toHaveLength(1);
});
