/**
 * Where paycert's own files are, wherever it runs from: the repository
 * (TypeScript, through tsx or Playwright's loader) or an installed package
 * (the JavaScript `npm pack` compiled into dist/, same relative layout). The
 * integrator's files (configuration, reports) are never looked for here:
 * they are relative to the working directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `.ts` when running from the repository's sources, `.js` from the package's dist/. */
export const moduleExtension: '.ts' | '.js' = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** The folder holding playwright.config, bin/, suites/, reporters/: the repository, or the package's dist/. */
export const codeRoot: string = fileURLToPath(new URL('../../../', import.meta.url));

/** paycert's code file at `relative` (written without extension, e.g. `bin/merge.config`). */
export function codeFile(relative: string): string {
  return join(codeRoot, `${relative}${moduleExtension}`);
}

/** The folder of paycert's package.json: the repository, or the installed package (dist/'s parent). */
export function packageRoot(): string {
  for (let dir = codeRoot, i = 0; i < 3; dir = dirname(dir), i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'paycert')
      return dir;
  }
  return codeRoot;
}

/** paycert's version (its package.json's), or `unknown`. */
export function paycertVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Playwright Test's command-line program, resolved from paycert's own
 * location: the same copy of @playwright/test the suites import, even when
 * the integrator's project holds another version.
 */
export function playwrightCli(): string {
  return createRequire(import.meta.url).resolve('@playwright/test/cli');
}
