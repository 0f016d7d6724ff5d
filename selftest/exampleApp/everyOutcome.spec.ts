/**
 * The example application (examples/app) through the recording proxy meets
 * every outcome of the client report's coverage table, and the client judge
 * passes it with full coverage (issue 14, item 5 and "Done when").
 */
import { expect, test } from '@playwright/test';
import { runEveryOutcome } from './everyOutcome.js';
import { startExampleRig } from './exampleRig.js';

test('the correct application meets every outcome and the client report passes it', async ({}, testInfo) => {
  const rig = await startExampleRig(new Set());
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
    const run = await rig.finish(testInfo.outputPath('client-report'), 'all');
    expect(run.file.mustFailureIds).toEqual([]);
    expect(run.file.verdict).toBe('PASS');
    expect(run.verdict).toMatchObject({ verdict: 'PASS', exitCode: 0 });
  } finally {
    await rig.stop();
  }
});
