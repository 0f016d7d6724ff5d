/**
 * `npm run prove`: shows that each check can fail. One Playwright run holds
 * the suites with no fault (all must pass) and, per fault switch, the tests
 * of the requirement it breaks against a simulator with that fault on; then
 * the table of MUST requirements: proven, not exact (the fault also failed
 * requirements it does not break), not detected, unproven.
 */
import { catalogue } from '../lib/requirements/catalogue.js';
import { detects, extraFailures, formatProofTable, proofTable } from '../lib/faultProof/proofTable.js';
import { runProof } from '../lib/faultProof/runFaultProof.js';
import { unbreakable } from '../lib/faultProof/unbreakable.js';
import { faultCases } from '../simulators/faultCases.js';

const help = `Usage: npm run prove [-- --only <fault>[,<fault>...]] [--skip-baseline]

Runs the suites against the embedded simulators with no fault, and the tests
of each fault's requirement with that fault switched on, in one Playwright
run; prints which MUST requirements are proven to fail when broken.
Exit status 1 when the baseline fails, a fault goes undetected or fails a
requirement it does not break, or a MUST
requirement that a simulator could break has no fault switch.`;

function parseArgs(argv: readonly string[]): { only?: Set<string>; baseline: boolean } {
  let only: Set<string> | undefined;
  let baseline = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      console.log(help);
      process.exit(0);
    } else if (a === '--only') {
      only = new Set((argv[++i] ?? '').split(',').filter(Boolean));
    } else if (a === '--skip-baseline') {
      baseline = false;
    } else {
      console.error(`prove: unknown argument ${String(a)}\n\n${help}`);
      process.exit(2);
    }
  }
  return only === undefined ? { baseline } : { only, baseline };
}

const opts = parseArgs(process.argv.slice(2));
const all = faultCases();
const unknown = [...(opts.only ?? [])].filter((f) => !all.some((c) => c.fault === f));
if (unknown.length > 0) {
  console.error(`prove: unknown fault ${unknown.join(', ')}`);
  process.exit(2);
}
const cases = all.filter((c) => opts.only === undefined || opts.only.has(c.fault));
console.log(
  `prove: ${cases.length} fault switch(es)${opts.baseline ? ' and the baseline' : ''}, one Playwright run`,
);
const result = await runProof({ cases, baseline: opts.baseline, progress: (s) => process.stdout.write(s) });
let ok = result.error === undefined;
if (result.error !== undefined) console.log(`\nprove: the run broke: ${result.error}`);
if (opts.baseline) {
  // A MUST failure is recorded, not thrown, during a proof run: either counts against the baseline.
  const failed = result.baseline.filter((f) => f.failed || f.failedIds.length > 0);
  console.log(`\nbaseline (no fault): ${result.baseline.length} tests, ${failed.length} failed`);
  for (const f of failed) console.log(`  FAILED ${f.project} › ${f.title}`);
  if (failed.length > 0 || result.baseline.length === 0) ok = false;
}
for (const run of result.runs) {
  const extra = extraFailures(run);
  console.log(
    `${run.simulator} ${run.fault} -> ${run.breaks}: ${detects(run) ? 'detected' : `NOT DETECTED${run.error ? ` (${run.error})` : ''}`}${extra.length > 0 ? `; ALSO FAILED ${extra.join(', ')} (one broken rule must fail one requirement)` : ''}`,
  );
}
const rows = proofTable(catalogue, result.runs, opts.only === undefined ? unbreakable : new Map());
console.log(`\n${formatProofTable(rows)}`);
if (rows.some((r) => r.status === 'not detected' || r.status === 'not exact')) ok = false;
if (opts.only === undefined && rows.some((r) => r.status === 'unproven')) ok = false;
process.exit(ok ? 0 : 1);
