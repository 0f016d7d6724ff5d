/**
 * One ./reports every command understands (lib/reporting/evidence/reportsFolder.ts):
 * each command clears only its own entries, leaves another run's subfolder
 * (recognised by the files it writes) alone, accepts its own earlier output and
 * refuses, in one sentence, what no paycert command wrote or another command's files.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  nestedFolders,
  paycertFolderKind,
  prepareFolder,
} from '../../lib/reporting/evidence/reportsFolder.js';

function folder(files: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-folders-'));
  for (const [sub, names] of Object.entries(files)) {
    mkdirSync(join(dir, sub), { recursive: true });
    for (const n of names) writeFileSync(join(dir, sub, n), 'x');
  }
  return dir;
}

test('each kind is told by its files; an empty or foreign folder is nobody’s', () => {
  const dir = folder({
    client: ['exchanges.ndjson', 'verdict.json', 'manifest.json'],
    replay: ['replay.json', 'replay.md'],
    shard: ['verdict.json', 'junit.xml'],
    empty: [],
    mine: ['notes.txt', 'verdict.json'],
  });
  expect(paycertFolderKind(join(dir, 'client'))).toBe('client');
  expect(paycertFolderKind(join(dir, 'replay'))).toBe('replay');
  expect(paycertFolderKind(join(dir, 'shard'))).toBe('conformance');
  expect(paycertFolderKind(join(dir, 'empty'))).toBeUndefined();
  expect(paycertFolderKind(join(dir, 'mine'))).toBeUndefined();
  expect(nestedFolders(dir).sort()).toEqual(['client', 'empty', 'replay', 'shard']);
});

test('conformance in ./reports clears its own entries and leaves client/ and replay/ alone', () => {
  const dir = folder({
    '.': ['verdict.json', 'conformance.md'],
    html: ['index.html'],
    client: ['exchanges.ndjson', 'recording.json', 'verdict.json'],
    replay: ['replay.json', 'replay.md'],
  });
  expect(prepareFolder(dir, 'conformance', 'reports')).toBeUndefined();
  expect(readdirSync(dir).sort()).toEqual(['client', 'replay']);
  expect(readdirSync(join(dir, 'client')).sort()).toEqual([
    'exchanges.ndjson',
    'recording.json',
    'verdict.json',
  ]);
});

test('replay and the client report accept their own earlier output', () => {
  const replay = folder({ '.': ['replay.json', 'replay.md'] });
  expect(prepareFolder(replay, 'replay', '--out reports/replay')).toBeUndefined();
  expect(readdirSync(replay)).toEqual([]);
  const client = folder({ '.': ['exchanges.ndjson', 'recording.json', 'verdict.json', 'conformance.html'] });
  expect(prepareFolder(client, 'client', '--out reports/client')).toBeUndefined();
  expect(readdirSync(client)).toEqual([]);
});

test('what no paycert command wrote, or another command wrote, is refused and left as it was', () => {
  const mine = folder({ '.': ['verdict.json', 'notes.txt'] });
  expect(prepareFolder(mine, 'conformance', 'PAYCERT_REPORTS_DIR (x)')).toBe(
    'PAYCERT_REPORTS_DIR (x) does not look like a paycert reports folder: it holds notes.txt, which paycert did not write; name an empty folder or one of an earlier paycert conformance run.',
  );
  expect(readdirSync(mine).sort()).toEqual(['notes.txt', 'verdict.json']);
  const client = folder({ '.': ['exchanges.ndjson', 'verdict.json'] });
  expect(prepareFolder(client, 'replay', '--out x')).toMatch(
    /^--out x does not look like a paycert replay folder: it holds (exchanges\.ndjson, verdict\.json|verdict\.json, exchanges\.ndjson), written by paycert proxy;/,
  );
  expect(readdirSync(client).sort()).toEqual(['exchanges.ndjson', 'verdict.json']);
});
