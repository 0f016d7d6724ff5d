/**
 * Reads the expected-failures file: `PAYCERT_EXPECTED_FAILURES` names it,
 * else `expected-failures.json` in the working directory. The default file may
 * be absent (no expected failures); a file the environment names must exist.
 */
import { readFileSync } from 'node:fs';
import { parseExpectedFailures, type ParsedExpectations } from './expectedFailure.js';

export function loadExpectedFailures(
  env: NodeJS.ProcessEnv = process.env,
): ParsedExpectations & { source: string } {
  const named = env.PAYCERT_EXPECTED_FAILURES;
  const source = named ?? 'expected-failures.json';
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch {
    if (named === undefined) return { ok: true, entries: [], source };
    return {
      ok: false,
      errors: [`${source}: cannot read (named by PAYCERT_EXPECTED_FAILURES)`],
      entries: [],
      source,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`${source}: not JSON: ${(e as Error).message}`], entries: [], source };
  }
  return { ...parseExpectedFailures(json, source), source };
}
