/**
 * `paycert prove`: shows that each check can fail. One Playwright run holds
 * the suites with no fault (all must pass) and, per fault switch, the tests
 * of the requirement it breaks against a simulator with that fault on; then
 * the table of MUST requirements: proven, not exact (the fault also failed
 * requirements it does not break), not detected, unproven.
 */
import { FlagError, flagHelp, helpParagraph, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import {
  detects,
  extraFailures,
  formatProofTable,
  proofTable,
} from '../lib/judging/faultProof/proofTable.js';
import { runProof } from '../lib/judging/faultProof/runFaultProof.js';
import { unbreakable } from '../lib/judging/faultProof/unbreakable.js';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import { faultCases } from '../simulators/faultCases.js';
import type { Command } from './command.js';

const flags = {
  only: {
    type: 'string',
    value: '<fault,...>',
    help: 'prove only these fault switches (comma-separated names)',
  },
  'skip-baseline': { type: 'boolean', help: 'do not run the suites with no fault first' },
} as const satisfies Flags;

const help = `Usage: paycert prove [flags]

${helpParagraph(
  'Runs the suites against the embedded simulators with no fault, and the tests of each ' +
    "fault's requirement with that fault switched on, in one Playwright run; prints which MUST " +
    'requirements are proven to fail when broken.',
)}

${flagHelp(flags)}

${helpParagraph(
  'Exit status 1 when the baseline fails, a fault goes undetected or fails a requirement it ' +
    'does not break, or a MUST requirement that a simulator could break has no fault switch; ' +
    '2 on bad arguments.',
)}`;

async function run(argv: readonly string[]): Promise<number> {
  const { values } = parseFlags(flags, argv);
  const only =
    values.only === undefined ? undefined : new Set(values.only.split(',').filter((f) => f.trim() !== ''));
  const baseline = values['skip-baseline'] !== true;
  const all = faultCases();
  const unknown = [...(only ?? [])].filter((f) => !all.some((c) => c.fault === f));
  if (unknown.length > 0) throw new FlagError(`--only: unknown fault ${unknown.join(', ')}`);
  const cases = all.filter((c) => only === undefined || only.has(c.fault));
  console.log(
    `prove: ${cases.length} fault switch(es)${baseline ? ' and the baseline' : ''}, one Playwright run`,
  );
  const result = await runProof({ cases, baseline, progress: (s) => process.stdout.write(s) });
  let ok = result.error === undefined;
  if (result.error !== undefined) console.log(`\nprove: the run broke: ${result.error}`);
  if (baseline) {
    // A MUST failure is recorded, not thrown, during a proof run: either counts against the baseline.
    const failed = result.baseline.filter((f) => f.failed || f.failedIds.length > 0);
    console.log(`\nbaseline (no fault): ${result.baseline.length} tests, ${failed.length} failed`);
    for (const f of failed) console.log(`  FAILED ${f.project} › ${f.title}`);
    if (failed.length > 0 || result.baseline.length === 0) ok = false;
  }
  for (const r of result.runs) {
    const extra = extraFailures(r);
    console.log(
      `${r.simulator} ${r.fault} -> ${r.breaks}: ${detects(r) ? 'detected' : `NOT DETECTED${r.error ? ` (${r.error})` : ''}`}${extra.length > 0 ? `; ALSO FAILED ${extra.join(', ')} (one broken rule must fail one requirement)` : ''}`,
    );
  }
  const rows = proofTable(catalogue, result.runs, only === undefined ? unbreakable : new Map());
  console.log(`\n${formatProofTable(rows)}`);
  if (rows.some((r) => r.status === 'not detected' || r.status === 'not exact')) ok = false;
  if (only === undefined && rows.some((r) => r.status === 'unproven')) ok = false;
  return ok ? 0 : 1;
}

export const prove: Command = {
  name: 'prove',
  summary: 'prove each MUST check fails when a simulator fault breaks its rule',
  help,
  run,
};
