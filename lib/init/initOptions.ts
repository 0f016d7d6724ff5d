/**
 * What `paycert init` writes depends on three answers: the CI system, the
 * test command the gate runs, and the runner of the example test. Each has a
 * default read from the project's package.json, so `--yes` (or no TTY) needs
 * no question.
 */

export const ciSystems = ['github', 'gitlab'] as const;
export type CiSystem = (typeof ciSystems)[number];

export const runners = ['node-test', 'playwright'] as const;
export type Runner = (typeof runners)[number];

export interface InitOptions {
  readonly ci: CiSystem;
  /** The application's own test command, run by the gate: `npx paycert proxy -- <testCommand>`. */
  readonly testCommand: string;
  /** The runner of the example test: node:test (a `.test.mjs` file) or Playwright Test (`.spec.ts`). */
  readonly runner: Runner;
}

/** The test script `npm init` writes, which fails on purpose: not a test command. */
const npmPlaceholder = /no test specified/;

interface PackageJson {
  readonly scripts?: Readonly<Record<string, string>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

function parsePackageJson(text: string | undefined): PackageJson {
  if (text === undefined) return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? v : {};
  } catch {
    return {};
  }
}

/** The command that runs the example test alone, for each runner. */
export const runnerCommand: Readonly<Record<Runner, string>> = {
  'node-test': 'node --test',
  playwright: 'npx playwright test',
};

/**
 * The defaults for a project whose package.json reads `packageJson`
 * (undefined: none): Playwright when the project depends on @playwright/test
 * itself, else node:test; `npm test` when the project has a real test
 * script, else the runner's own command; GitHub.
 */
export function defaultInitOptions(packageJson: string | undefined): InitOptions {
  const pkg = parsePackageJson(packageJson);
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  const runner: Runner = '@playwright/test' in deps ? 'playwright' : 'node-test';
  const script = pkg.scripts?.test;
  const testCommand =
    script !== undefined && !npmPlaceholder.test(script) ? 'npm test' : runnerCommand[runner];
  return { ci: 'github', testCommand, runner };
}
