/**
 * Runs a fast-check property reproducibly: prints the seed before it starts,
 * and on failure throws an error that names the seed, the path, the
 * counterexample and the one command that replays it. A Deviation found by
 * the property stays a Deviation (what the target broke), with its evidence.
 */
import fc from 'fast-check';
import { Deviation, isDeviation } from '../checks/deviation.js';
import { redactText } from '../../reporting/redaction/redact.js';
import { propertyParameters } from './propertyParameters.js';

export interface RunPropertyOptions {
  /** The test title (or a unique part of it): the replay command greps for it. */
  readonly title: string;
  readonly numRuns: number;
  /** The Playwright project the replay command names (`properties` by default; self-tests: `selftest`). */
  readonly project?: string;
  /** Where the line with the seed goes (console.log by default). */
  readonly log?: (line: string) => void;
}

function replayCommand(title: string, seed: number, path: string, project: string): string {
  const grep = title.replace(/["\\$`]/g, '.');
  return `PAYCERT_SEED=${seed} PAYCERT_PATH=${path} npx playwright test --project=${project} -g "${grep}"`;
}

export async function runProperty<Ts>(
  property: fc.IRawProperty<Ts>,
  options: RunPropertyOptions,
): Promise<void> {
  const p = propertyParameters();
  const numRuns = p.numRuns ?? options.numRuns;
  (options.log ?? console.log)(
    `property "${options.title}": seed ${p.seed}${p.path === undefined ? '' : `, path ${p.path}`}, ${numRuns} runs`,
  );
  const details = await fc.check(property, {
    seed: p.seed,
    numRuns,
    ...(p.path === undefined ? {} : { path: p.path, endOnFailure: true }),
  });
  if (!details.failed) return;
  const path = details.counterexamplePath ?? '';
  const cause = details.errorInstance;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const message = redactText(
    [
      `property "${options.title}" failed after ${details.numRuns} run(s) (seed ${details.seed}, path ${path}):`,
      `  ${reason}`,
      `  counterexample: ${fc.stringify(details.counterexample).slice(0, 1500)}`,
      `  replay: ${replayCommand(options.title, details.seed, path, options.project ?? 'properties')}`,
    ].join('\n'),
  );
  if (isDeviation(cause)) throw new Deviation(message, cause.evidence);
  throw new Error(message);
}

/** Runs a property and returns its failure instead of throwing it (for suites that verify several ids). */
export async function propertyFailure<Ts>(
  property: fc.IRawProperty<Ts>,
  options: RunPropertyOptions,
): Promise<unknown> {
  try {
    await runProperty(property, options);
    return undefined;
  } catch (e) {
    return e;
  }
}
