/**
 * The same regression test from node:test: record the shop's session
 * through the proxy, replay it against another target, and accept changes
 * where the spec is silent but never a MUST-breaking one (as
 * `paycert replay --fail-on must`). (`void`: node:test's test() returns a
 * promise that the runner itself awaits.)
 * Run: node --import tsx --test examples/replay/node-test/replay.test.ts
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { replayRecording, startSimulators } from 'paycert';
import { recordShopSession } from '../session.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-recording-'));

after(() => rmSync(dir, { recursive: true, force: true }));

void test('the recorded shop session breaks no MUST on the field personality', async () => {
  const recorded = await startSimulators({ terminal: { clockSpeed: 10 } });
  try {
    await recordShopSession(recorded, dir);
  } finally {
    await recorded.stop();
  }
  // Another conformant target that chose differently where the spec is silent (docs/personalities.md).
  const target = await startSimulators({ personality: 'field', terminal: { clockSpeed: 10 } });
  try {
    const report = await replayRecording(dir, { terminal: target.terminal, gateway: target.gateway });
    const must = report.exchanges.flatMap((e) =>
      e.changes.filter((c) => c.severity === 'must').map((c) => `${e.endpoint} ${c.requirement ?? ''}`),
    );
    assert.deepEqual(must, []);
    assert.notEqual(report.outcome, 'must-breaking');
  } finally {
    await target.stop();
  }
});
