/**
 * `npm run prove`: shows that each check can fail. Runs the suites against
 * the simulators with no fault (all must pass), then with each fault switch
 * on, one at a time, and prints the table of MUST requirements: proven,
 * not detected (a fault the suite missed), unproven (no fault yet).
 */
import { catalogue } from '../lib/requirements/catalogue.js';
import { detects, formatProofTable, proofTable } from '../lib/faultProof/proofTable.js';
import { runFaultCases, runPlaywright, type FaultCase } from '../lib/faultProof/runFaultProof.js';
import { faults as terminalFaults } from '../simulators/terminal/faults.js';
import { gatewayFaults } from '../simulators/gateway/faults.js';

const help = `Usage: npm run prove [-- --only <fault>[,<fault>...]] [--skip-baseline]

Runs the suites against the embedded simulators with no fault, then once per
fault switch, and prints which MUST requirements are proven to fail when
broken. Exit status 1 when the baseline fails or a fault goes undetected.`;

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
const cases: FaultCase[] = [
  ...terminalFaults.map((f) => ({ fault: f.name, simulator: 'terminal' as const, breaks: f.breaks })),
  ...gatewayFaults.map((f) => ({ fault: f.name, simulator: 'gateway' as const, breaks: f.breaks })),
].filter((c) => opts.only === undefined || opts.only.has(c.fault));

let ok = true;
if (opts.baseline) {
  process.stdout.write('baseline (no fault): ');
  const base = await runPlaywright(
    ['--project=terminal', '--project=gateway', '--project=properties'],
    {},
    300_000,
  );
  const failed = base.facts.filter((f) => f.failed);
  if (base.error !== undefined || failed.length > 0) {
    ok = false;
    console.log(`FAILED ${base.error ?? failed.map((f) => f.title).join('; ')}`);
  } else console.log(`${base.facts.length} tests, all passed`);
}

const runs = await runFaultCases(cases, (run, done, total) => {
  console.log(
    `[${done}/${total}] ${run.simulator} ${run.fault} -> ${run.breaks}: ${detects(run) ? 'detected' : `NOT DETECTED${run.error ? ` (${run.error.split('\n')[0]})` : ''}`}`,
  );
});
const rows = proofTable(catalogue, runs);
console.log(`\n${formatProofTable(rows)}`);
if (rows.some((r) => r.status === 'not detected')) ok = false;
process.exit(ok ? 0 : 1);
