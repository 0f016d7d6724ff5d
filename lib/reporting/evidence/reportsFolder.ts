/**
 * One run, one folder: before a run, the reports folder loses every entry
 * paycert writes there, so the verdict, the reports and the manifest are this
 * run's alone. It is a user's path, so nothing else is ever removed: a folder
 * holding anything paycert does not write is refused with one sentence.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** What paycert and its reporters write into the reports folder. */
export const reportEntries: readonly string[] = [
  'conformance.json',
  'conformance.md',
  'conformance.html',
  'conformance.junit.xml',
  'verdict.json',
  'profile.json',
  'manifest.json',
  'junit.xml',
  'html',
  'allure-results',
  'test-results',
  'blob',
  // Photos of the printed paper attached on the operator's console (lib/targets/operator/console/).
  'operator-photos',
];

/**
 * Empties `dir` of paycert's entries (creating it when missing). Returns the
 * sentence refusing to, when `dir` holds anything else (`variable` names the
 * setting that chose it).
 */
export function clearReportsFolder(dir: string, variable: string): string | undefined {
  mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir);
  const foreign = entries.filter((e) => !reportEntries.includes(e));
  if (foreign.length > 0) {
    return `${variable} (${dir}) does not look like a paycert reports folder: it holds ${foreign
      .slice(0, 3)
      .join(', ')}${foreign.length > 3 ? ', …' : ''}; name an empty folder or a paycert reports folder.`;
  }
  for (const e of entries) rmSync(join(dir, e), { recursive: true, force: true });
  return undefined;
}
