/**
 * Every terminal and printer requirement of the catalogue is named by at
 * least one test of the terminal and properties projects, as a tag (read
 * from `playwright test --list`, so generated titles count too).
 */
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { catalogue } from '../../lib/judging/requirements/catalogue.js';
import { playwrightCommand } from '../commands.js';

interface ListedSuite {
  suites?: ListedSuite[];
  specs?: { tags?: string[]; title: string }[];
}

function tagsOf(s: ListedSuite, out: Set<string>): Set<string> {
  for (const spec of s.specs ?? []) for (const t of spec.tags ?? []) out.add(t.replace(/^@/, ''));
  for (const child of s.suites ?? []) tagsOf(child, out);
  return out;
}

test('every terminal and printer requirement is named by a test tag', () => {
  test.setTimeout(120_000);
  const json = execFileSync(
    ...playwrightCommand('test', '--list', '--project=terminal', '--project=properties', '--reporter=json'),
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const report = JSON.parse(json) as { suites: ListedSuite[] };
  const tags = new Set<string>();
  for (const s of report.suites) tagsOf(s, tags);
  const missing = catalogue
    .filter((r) => (r.area === 'terminal' || r.area === 'printer') && !tags.has(r.id))
    .map((r) => r.id);
  expect(missing, 'requirements no test names').toEqual([]);
  const unknown = [...tags].filter((t) => /^(TM|PR)-/.test(t) && !catalogue.some((r) => r.id === t));
  expect(unknown, 'tags that name no requirement').toEqual([]);
});
