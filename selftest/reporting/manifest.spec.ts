/** The evidence pack's manifest detects an edited, an added and a removed file. */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeManifest } from '../../lib/reporting/evidence/manifest.js';
import { verifyManifest } from '../../lib/reporting/evidence/verifyManifest.js';
import { paycertCommand } from '../commands.js';

function pack(): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-pack-'));
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'conformance.json'), '{}');
  writeFileSync(join(dir, 'html', 'index.html'), '<html></html>');
  writeFileSync(join(dir, 'junit.xml'), '<testsuites/>');
  return dir;
}

test('an intact pack verifies; edits, additions and removals are listed', () => {
  const dir = pack();
  const m = writeManifest(dir);
  expect(Object.keys(m.files).sort()).toEqual(['conformance.json', 'html/index.html', 'junit.xml']);
  expect(verifyManifest(dir)).toEqual({ ok: true, edited: [], added: [], removed: [] });
  appendFileSync(join(dir, 'conformance.json'), ' ');
  writeFileSync(join(dir, 'extra.txt'), 'x');
  rmSync(join(dir, 'junit.xml'));
  expect(verifyManifest(dir)).toEqual({
    ok: false,
    edited: ['conformance.json'],
    added: ['extra.txt'],
    removed: ['junit.xml'],
  });
});

test("another run's subfolder (reports/client) is left out of the manifest and named; a foreign file in it is not", () => {
  const dir = pack();
  const client = join(dir, 'client');
  mkdirSync(client);
  writeFileSync(join(client, 'exchanges.ndjson'), '');
  writeFileSync(join(client, 'verdict.json'), '{}');
  const m = writeManifest(dir);
  expect(Object.keys(m.files).sort()).toEqual(['conformance.json', 'html/index.html', 'junit.xml']);
  // The client run goes on writing its own folder: the conformance pack still verifies.
  writeFileSync(join(client, 'conformance.md'), '# client');
  expect(verifyManifest(dir)).toEqual({ ok: true, edited: [], added: [], removed: [], others: ['client'] });
  // A file no paycert run writes makes the subfolder nobody's: it counts, as added.
  writeFileSync(join(client, 'notes.txt'), 'x');
  expect(verifyManifest(dir)).toMatchObject({
    ok: false,
    added: expect.arrayContaining(['client/notes.txt']),
  });
});

test('no manifest is a clear error; the CLI exits 0 intact, 1 changed, 2 without manifest', () => {
  test.setTimeout(60_000);
  const dir = pack();
  expect(verifyManifest(dir).error).toMatch(/no manifest/);
  const cli = () => spawnSync(...paycertCommand('verify-evidence', dir), { encoding: 'utf8' });
  expect(cli().status).toBe(2);
  writeManifest(dir);
  expect(cli().status).toBe(0);
  writeFileSync(join(dir, 'junit.xml'), '<edited/>');
  const changed = cli();
  expect(changed.status).toBe(1);
  expect(changed.stdout).toContain('edited:  junit.xml');
});
