/**
 * A test's requirement ids are one list (tools/checkTestIds.ts, run by
 * `npm run check`): a suite file whose test verifies an id its named(...)
 * leaves out, or names an id no verify checks, is refused with a sentence
 * naming the file, the line and the id; one whose lists agree is not. The
 * suites themselves agree.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { checkTestIds } from '../tools/checkTestIds.js';

const fixtures = resolve('fixtures/test.js');

/** The problems the check finds in one suite file of `body`. */
function problemsOf(body: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-test-ids-'));
  try {
    const file = join(dir, 'sample.spec.ts');
    writeFileSync(file, `import { test, named } from ${JSON.stringify(fixtures)};\n${body}\n`);
    return checkTestIds([file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe.configure({ timeout: 120_000 });

test('a verified id the tags leave out, and a tag nothing verifies, are each named', () => {
  const problems = problemsOf(`
test(...named('a', 'TM-TXN-2'), async ({ verify }) => {
  await verify('TM-TXN-2', () => undefined);
  await verify('TM-TXN-3', () => undefined);
});
const rows = [{ id: 'TM-TXN-5' }, { id: 'TM-TXN-6' }] as const;
for (const row of rows)
  test(...named('b', row.id, 'TM-LIFE-1'), async ({ verify }) => {
    await verify(row.id, () => undefined);
  });
`);
  expect(problems).toEqual([
    expect.stringMatching(
      /sample\.spec\.ts:5: the test verifies TM-TXN-3, which its named\(\.\.\.\) at .*:3 does not name/,
    ),
    expect.stringMatching(
      /sample\.spec\.ts:9: named\(\.\.\.\) names TM-LIFE-1, which no verify of the test checks/,
    ),
  ]);
});

test('lists that agree, through a table, a spread list and a helper of the file, pass', () => {
  const problems = problemsOf(`
import type { Verify } from ${JSON.stringify(resolve('fixtures/conformance.js'))};
const ids = ['TM-TXN-5', 'TM-TXN-6'] as const;
async function both(verify: Verify): Promise<void> {
  for (const id of ids) await verify(id, () => undefined);
}
test(...named('a', ...ids, 'TM-TXN-2'), async ({ verify }) => {
  await verify.precondition('TM-TXN-2', () => undefined, 'why');
  await both(verify);
});
`);
  expect(problems).toEqual([]);
});

test('the suites name exactly the ids they verify', () => {
  const suites = ts.sys.readDirectory(resolve('suites'), ['.ts'], undefined, ['**/*.spec.ts']);
  expect(suites.length).toBeGreaterThan(10);
  expect(checkTestIds(suites)).toEqual([]);
});
