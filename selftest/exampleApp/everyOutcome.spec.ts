/**
 * The example application (examples/app) through the recording proxy meets
 * every outcome of the client report's coverage table, and the client judge
 * passes it with full coverage (issue 14, item 5 and "Done when").
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clientOutcomes, recoveryOutcomes } from '../../lib/judging/client/clientJudge.js';
import { runDrills } from './drillSteps.js';
import { runEveryOutcome } from './everyOutcome.js';
import { GATEWAY_API_KEY, startExampleRig, TERMINAL_PASSWORD } from './exampleRig.js';

/** What must never reach the report: keys, passwords, full card numbers, a Hash value. */
const secrets = [
  GATEWAY_API_KEY,
  TERMINAL_PASSWORD,
  '4111111111111111',
  '5400100400099001',
  // The Hash of every GET: SHA-512 of the API key alone.
  createHash('sha512').update(GATEWAY_API_KEY).digest('hex'),
];

async function reportText(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files.filter((f) => f.isFile()).map((f) => readFile(join(f.parentPath, f.name), 'utf8')),
  );
  return texts.join('\n').toLowerCase();
}

for (const personality of ['reference', 'field'] as const) {
  test(`the correct application meets every outcome and the client report passes it (${personality} terminal)`, async ({}, testInfo) => {
    const rig = await startExampleRig(new Set(), personality);
    try {
      const log = await runEveryOutcome(rig);
      expect(log).toEqual({
        device: 'known',
        sale: 'approved',
        receipt: 'printed',
        refund: 'approved',
        declined: 'declined',
        'host-error': 'error',
        cancelled: 'cancelled',
        timeout: 'timed-out',
        busy: 'busy',
        'out-of-paper': 'out-of-paper',
        reversal: 'approved',
        tokenise: 'token',
        '3ds-passed': 'paid with token',
        '3ds-failed': 'failed',
        '3ds-not-authenticated': 'failed',
        '3ds-cancelled': 'cancelled',
        'token-paid': 'paid',
        'saved-token-paid': 'paid',
      });
      // Then every drill (docs/drills.md): the application recovers from each.
      expect(await runDrills(rig)).toEqual({
        'lost-start-answer': 'approved',
        'slow-start-answer': 'approved',
        'terminal-unreachable': 'approved',
        'gateway-5xx-after-create': 'not created (HTTP 502)',
        'gateway-closed-after-create': 'not created (no answer)',
        'return-without-payment': 'pending',
        'return-twice': 'paid, paid',
      });
      const dir = testInfo.outputPath('client-report');
      // Full coverage: every outcome and every recovery from a drill (--require-outcomes all,drills).
      const run = await rig.finish(dir, [...clientOutcomes, ...recoveryOutcomes]);
      expect(run.file.mustFailureIds).toEqual([]);
      expect(run.file.verdict).toBe('PASS');
      expect(run.verdict).toMatchObject({ verdict: 'PASS', exitCode: 0 });
      const text = await reportText(dir);
      for (const secret of secrets)
        expect(text.includes(secret.toLowerCase()), 'a secret in the report').toBe(false);
    } finally {
      await rig.stop();
    }
  });
}
