/**
 * Your application's traffic as a regression test (docs/replay.md): record
 * a session through the proxy once, then replay it against another target
 * (here a fresh simulator; after a firmware update, the updated device) and
 * fail on a change that breaks a MUST of the spec.
 * Run: npx playwright test -c examples/replay/playwright
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { replayRecording, startSimulators } from 'paycert';
import { recordShopSession } from '../session.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-recording-'));

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the recorded shop session replays against a fresh target unchanged', async () => {
  const recorded = await startSimulators({ terminal: { clockSpeed: 10 } });
  try {
    await recordShopSession(recorded, dir);
  } finally {
    await recorded.stop();
  }
  const target = await startSimulators({ terminal: { clockSpeed: 10 } });
  try {
    const report = await replayRecording(dir, { terminal: target.terminal, gateway: target.gateway });
    // Each change names its endpoint, field and (when MUST-breaking) the requirement it breaks.
    const changes = report.exchanges.flatMap((e) => e.changes.map((c) => `${e.endpoint} ${c.detail}`));
    expect(changes).toEqual([]);
    expect(report.outcome).toBe('unchanged');
  } finally {
    await target.stop();
  }
});
