/**
 * How the self-tests start paycert and Playwright from the repository: Node
 * itself, with tsx's loader for paycert's TypeScript, never through npx. npx
 * starts npm first, and tsx's own command starts a second Node: about 1.5 CPU
 * seconds a child (`npx tsx -e 0` 2.4 CPU s, `node --import tsx -e 0` 0.8),
 * which CI pays on every child run a self-test starts. The installed-package
 * tests keep `npx paycert`: that is what they prove.
 *
 * Each returns the command and its arguments, for spawn, spawnSync or
 * execFileSync; they work from any working directory (absolute paths).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** tsx's loader, from the repository's node_modules (a scratch project outside it has none). */
export const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** paycert's command, from the sources. */
export const paycertSource = join(repoRoot, 'bin', 'paycert.ts');

/** `paycert <args>` from the sources. */
export function paycertCommand(...args: string[]): [string, string[]] {
  return [process.execPath, ['--import', tsxLoader, paycertSource, ...args]];
}

/** `playwright <args>` of the repository's @playwright/test. */
export function playwrightCommand(...args: string[]): [string, string[]] {
  return [process.execPath, [join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js'), ...args]];
}
