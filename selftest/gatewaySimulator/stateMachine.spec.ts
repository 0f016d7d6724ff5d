/**
 * Model-based test of the simulator's state machine over random command
 * sequences (GW-3DS-*, GW-TKN-*, GW-JOB-21, GW-ERR-2). Bounded: seconds, not
 * minutes. A failure prints fast-check's seed and path for replay.
 */
import fc from 'fast-check';
import { expect, test } from './gatewayTest.js';
import { gatewayCommands } from './gatewayModel.js';

test('random sequences keep every invariant', async ({ gw }) => {
  test.setTimeout(60_000);
  await fc.assert(
    fc.asyncProperty(gatewayCommands, async (cmds) => {
      await gw.control('/_sim/reset');
      await fc.asyncModelRun(() => ({ model: { jobs: [], tokens: [] }, real: gw }), cmds);
    }),
    { numRuns: 15, interruptAfterTimeLimit: 30_000 },
  );
});

test('the same property catches a simulator that issues a token on a failed authentication', async ({
  gw,
}) => {
  test.setTimeout(60_000);
  await gw.faults('token-on-failed-3ds');
  const result = await fc.check(
    fc.asyncProperty(gatewayCommands, async (cmds) => {
      await gw.control('/_sim/reset');
      await fc.asyncModelRun(() => ({ model: { jobs: [], tokens: [] }, real: gw }), cmds);
    }),
    { numRuns: 200, seed: 42, interruptAfterTimeLimit: 40_000, endOnFailure: true },
  );
  expect(result.failed).toBe(true);
});
