/**
 * `npm run diff`: two profiles made for the purpose show a changed field
 * type, a removed field, a new enum value, a new failing requirement, screen
 * and receipt changes, and the exit codes (0 no regression, 1 regression,
 * 2 bad arguments).
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffProfiles } from '../../lib/reporting/profile/diffProfiles.js';
import { formatProfileDiff } from '../../lib/reporting/profile/formatProfileDiff.js';
import type { Profile } from '../../lib/reporting/profile/profile.js';
import { paycertCommand } from '../commands.js';

const base: Profile = {
  version: 1,
  generatedAt: '2025-06-01T10:00:00.000Z',
  targets: [{ kind: 'terminal', host: '10.0.0.7:8080' }],
  resources: {
    'terminal/transaction-response': {
      finished: {
        observations: 4,
        fields: {
          $: { types: ['object'] },
          'transaction.amount': { types: ['number'] },
          'transaction.result': { types: ['string'], values: ['approved', 'declined'] },
          'transaction.auth_code': { types: ['string'] },
        },
        beyondSpec: [],
      },
    },
  },
  screenSequences: {
    'terminal › sale approved': ['app.views.layouts.idle', 'app.views.card', 'app.views.layouts.idle'],
  },
  receiptLayouts: { 'terminal/receipt merchant': [['text x=0 y=0 size=24 "TOTAL ##.##"', 'flush']] },
  requirements: {
    'TM-RCPT-2': { outcome: 'PASSED', level: 'MUST' },
    'TM-PING-1': { outcome: 'FAILED', level: 'MUST' },
    'TM-SET-6': { outcome: 'PASSED', level: 'OBSERVATION' },
  },
};

const changed: Profile = {
  ...base,
  resources: {
    'terminal/transaction-response': {
      finished: {
        observations: 4,
        fields: {
          $: { types: ['object'] },
          'transaction.amount': { types: ['string'] },
          'transaction.result': { types: ['string'], values: ['approved', 'declined', 'partially_approved'] },
          'transaction.host_module_name': { types: ['string'] },
        },
        beyondSpec: ['transaction.host_module_name'],
      },
    },
  },
  screenSequences: {
    'terminal › sale approved': ['app.views.layouts.idle', 'app.views.pin', 'app.views.layouts.idle'],
  },
  receiptLayouts: { 'terminal/receipt merchant': [['text x=0 y=10 size=24 "TOTAL ##.##"', 'flush']] },
  requirements: {
    'TM-RCPT-2': { outcome: 'FAILED', level: 'MUST' },
    'TM-PING-1': { outcome: 'PASSED', level: 'MUST' },
    'TM-SET-6': { outcome: 'WARNING', level: 'OBSERVATION' },
  },
};

test('the diff groups what changed', () => {
  const d = diffProfiles(base, changed);
  expect(d.newFailures).toEqual([{ id: 'TM-RCPT-2', level: 'MUST', was: 'PASSED' }]);
  expect(d.nowPassing).toEqual([{ id: 'TM-PING-1', was: 'FAILED' }]);
  expect(d.otherOutcomeChanges).toEqual([{ id: 'TM-SET-6', was: 'PASSED', now: 'WARNING' }]);
  expect(d.typeChanges).toEqual([
    { where: 'terminal/transaction-response (finished) transaction.amount', detail: 'number → string' },
  ]);
  expect(d.fieldsRemoved.map((c) => c.where)).toEqual([
    'terminal/transaction-response (finished) transaction.auth_code',
  ]);
  expect(d.fieldsAdded.map((c) => c.where)).toEqual([
    'terminal/transaction-response (finished) transaction.host_module_name',
  ]);
  expect(d.newEnumValues.map((c) => c.detail)).toEqual(['partially_approved']);
  expect(d.screenChanges[0]?.detail).toContain('app.views.pin');
  expect(d.receiptChanges[0]?.detail).toBe(
    'line 1: text x=0 y=0 size=24 "TOTAL ##.##" → text x=0 y=10 size=24 "TOTAL ##.##"',
  );
  expect(d.regression).toBe(true);
  const text = formatProfileDiff(d);
  expect(text.indexOf('New failing requirements')).toBeLessThan(text.indexOf('Requirements that now pass'));
  expect(text).toContain('REGRESSION');
});

test('no change, and an improvement only, are not regressions', () => {
  expect(diffProfiles(base, base).regression).toBe(false);
  expect(formatProfileDiff(diffProfiles(base, base))).toBe('No change.\n');
  const better: Profile = {
    ...base,
    requirements: { ...base.requirements, 'TM-PING-1': { outcome: 'PASSED', level: 'MUST' } },
  };
  expect(diffProfiles(base, better).regression).toBe(false);
  const newWarning: Profile = {
    ...base,
    requirements: { ...base.requirements, 'TM-SET-6': { outcome: 'FAILED', level: 'OBSERVATION' } },
  };
  expect(diffProfiles(base, newWarning).regression).toBe(false);
});

function diffCli(...args: string[]) {
  return spawnSync(...paycertCommand('diff', ...args), { encoding: 'utf8' });
}

test('paycert diff: exit 1 on a regression, 0 without, 2 on bad arguments; reads folders or files', () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-diff-'));
  mkdirSync(join(dir, 'old'));
  writeFileSync(join(dir, 'old', 'profile.json'), JSON.stringify(base));
  writeFileSync(join(dir, 'new.json'), JSON.stringify(changed));
  const r = diffCli(join(dir, 'old'), join(dir, 'new.json'));
  expect(r.status, r.stderr).toBe(1);
  expect(r.stdout).toContain('Field type changes (1)');
  expect(r.stdout).toContain('TM-RCPT-2 (MUST) was PASSED');
  expect(diffCli(join(dir, 'old'), join(dir, 'old')).status).toBe(0);
  const missing = diffCli(join(dir, 'old'), join(dir, 'nope'));
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain('no such file or folder');
  expect(diffCli(join(dir, 'old')).status).toBe(2);
  const help = diffCli('--help');
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('Usage: paycert diff');
});
