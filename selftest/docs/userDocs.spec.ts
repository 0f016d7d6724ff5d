/**
 * The users' docs stand on the package alone (issue 25 item 8): every link
 * of docs/ and the README leads to a page the package holds, and to a heading
 * that page has; no page names a folder of paycert's repository. What the
 * docs run (commands, flags, package paths) is held against the installed
 * package by selftest/package/installedPackage.spec.ts; the readers it uses
 * are shown here to catch what they must catch.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  codeTexts,
  docCommands,
  docLinks,
  docPackagePaths,
  headingAnchors,
  splitFences,
} from '../package/docsCheck.js';
import { repository } from '../package/scratchProject.js';
import { tutorialSteps } from '../package/tutorial.js';
import { exampleTest, hashLine } from '../../lib/init/exampleTests.js';

/** The users' pages: docs/ and the README, which the package carries. */
function pages(): string[] {
  return [
    'README.md',
    ...readdirSync(join(repository, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
}

/** Whether package.json's `files` (or npm's own rules: README, package.json) take `path`. */
function packed(path: string): boolean {
  const { files } = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as { files: string[] };
  return (
    ['README.md', 'package.json'].includes(path) || files.some((f) => path === f || path.startsWith(`${f}/`))
  );
}

test('every link of the users pages leads to a packed page and to a heading it has', () => {
  const problems: string[] = [];
  for (const page of pages()) {
    const text = readFileSync(join(repository, page), 'utf8');
    for (const link of docLinks(text)) {
      const target =
        link.file === ''
          ? page
          : relative(repository, join(dirname(join(repository, page)), link.file))
              .split(sep)
              .join('/');
      if (!existsSync(join(repository, target)) || !packed(target)) {
        problems.push(`${page}: ${link.file} is not a file of the package`);
        continue;
      }
      if (link.anchor !== undefined && target.endsWith('.md')) {
        const anchors = headingAnchors(readFileSync(join(repository, target), 'utf8'));
        if (!anchors.has(link.anchor)) problems.push(`${page}: ${target} has no heading #${link.anchor}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('no users page names a folder of paycert repository', () => {
  const problems: string[] = [];
  for (const page of pages().filter((p) => p.startsWith('docs/'))) {
    // The markers of generated blocks are HTML comments, for the maintainers.
    const text = readFileSync(join(repository, page), 'utf8').replace(/<!--[^]*?-->/g, '');
    for (const m of text.matchAll(
      /(?<![\w./-])(?:lib|selftest|simulators|fixtures|suites|reporters|tools|generated|bench|api|proxy|examples)\/[\w./-]*/g,
    ))
      problems.push(`${page}: ${m[0]}`);
  }
  expect(problems).toEqual([]);
});

test('the readers find commands, flags, package paths, links and anchors, and only those', () => {
  expect(
    docCommands('PAYCERT_X=1 npx paycert proxy --out r --drill a,b -- node --test --only x # exit 1').map(
      (c) => [c.command, c.flags],
    ),
  ).toEqual([['proxy', ['--out', '--drill']]]);
  expect(
    docCommands('npx paycert conformance --project=terminal && npx paycert verify-evidence reports').map(
      (c) => [c.command, c.flags],
    ),
  ).toEqual([
    ['conformance', ['--project']],
    ['verify-evidence', []],
  ]);
  expect(docCommands('node_modules/.bin/paycert simulate --quiet &')[0]?.flags).toEqual(['--quiet']);
  expect(docCommands("import { startSimulators } from 'paycert'; // paycert's simulators")).toEqual([]);
  expect(
    docCommands('paycert client: FAIL (1 MUST requirement failed)\npaycert proxy: 4 exchanges recorded'),
  ).toEqual([]);
  expect(codeTexts('a `npx paycert init\n--yes` b\n```sh\nnpx paycert proxy\n```\n')).toEqual([
    'npx paycert proxy',
    'npx paycert init --yes',
  ]);
  expect(
    docPackagePaths(
      'see `paycert/openapi/gateway.openapi.json`, node_modules/paycert/docs/, https://github.com/paycert/paycert/tree/main, paycert/schemas/gateway/*.json.',
    ),
  ).toEqual([
    { kind: 'export', path: 'openapi/gateway.openapi.json' },
    { kind: 'file', path: 'docs/' },
  ]);
  expect([
    ...headingAnchors(
      "# A\n## A conformance run's reports\n```sh\n# not a heading\n```\n## A\n### startSimulators(options?)",
    ),
  ]).toEqual(['a', 'a-conformance-runs-reports', 'a-1', 'startsimulatorsoptions']);
  expect(docLinks('[a](b.md#c) [d](https://x.test/y) `[e](f.md)` [g](#h)')).toEqual([
    { file: 'b.md', anchor: 'c' },
    { file: '', anchor: 'h' },
  ]);
  expect(splitFences('x\n```ts\ny\n```\nz').blocks).toEqual([{ lang: 'ts', lines: ['y'] }]);
});

test("the tutorial's steps: the commands it shows, and edits that fit the example paycert init writes", () => {
  const steps = tutorialSteps(readFileSync(join(repository, 'docs/tutorial.md'), 'utf8'));
  const runs = steps.flatMap((s) =>
    s.kind === 'run' ? [`${s.command}${s.exit === 0 ? '' : ` (exit ${s.exit})`}`] : [],
  );
  expect(runs.slice(0, 6)).toEqual([
    'mkdir shop && cd shop',
    'npm init -y',
    'npm install -D paycert',
    'npx paycert init --yes',
    'node --test',
    'npx paycert proxy -- node --test',
  ]);
  expect(runs).toContain('npx paycert proxy -- node --test (exit 1)');
  const edits = steps.flatMap((s) => (s.kind === 'edit' ? [s] : []));
  const example = exampleTest('node-test');
  expect(edits.map((e) => e.file)).toEqual([example.path, example.path]);
  // The mistake is a SHA-256 Hash in the line init writes, and the second edit puts the line back.
  expect(edits[0]?.from).toBe(hashLine);
  expect(example.content).toContain(hashLine);
  expect(edits[0]?.to).toBe(hashLine.replace('sha512', 'sha256'));
  expect(edits[1]?.to).toBe(hashLine);
});
