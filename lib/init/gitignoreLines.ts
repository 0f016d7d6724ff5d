/**
 * The `.gitignore` lines `paycert init` makes sure of: the reports paycert
 * and Playwright write, and the `.env` that may hold credentials.
 */

export const gitignoreLines = ['reports/', 'test-results/', '.env'] as const;

/**
 * `existing` (undefined: no .gitignore) with the lines it lacks appended, or
 * undefined when it has them all (a line counts with or without a leading `/`).
 */
export function withGitignoreLines(existing: string | undefined): string | undefined {
  const have = new Set(
    (existing ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim().replace(/^\//, ''))
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
  const missing = gitignoreLines.filter((l) => !have.has(l));
  if (missing.length === 0) return undefined;
  const base =
    existing === undefined || existing === '' ? '' : existing.endsWith('\n') ? existing : `${existing}\n`;
  return `${base}${base === '' ? '' : '\n'}# paycert (npx paycert init)\n${missing.join('\n')}\n`;
}
