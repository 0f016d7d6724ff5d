/**
 * Faults as variation entries (issue 12, item 3): every fault switch either
 * has an entry that bends the finished answer (faultEntries/) or is still
 * checked in the one pipeline step no answer can show (authentication,
 * request checks, the state machine, the 3-D Secure decision). None does
 * nothing, and none is both.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gatewayFaults } from '../../simulators/gateway/faults.js';
import { faultEntries, isEntryFault } from '../../simulators/gateway/faultEntries/faultVariations.js';

const dir = 'simulators/gateway';
const pipeline = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .join('\n');

test('each fault acts exactly once: through an entry, or through a check in the pipeline', () => {
  for (const f of gatewayFaults) {
    const checked = pipeline.includes(`faults.has('${f.name}')`);
    expect(
      isEntryFault(f.name) !== checked,
      `${f.name}: entry ${isEntryFault(f.name)}, checked ${checked}`,
    ).toBe(true);
  }
});

test('fault entries carry the fault list’s name, requirement and description', () => {
  for (const e of faultEntries) {
    const f = gatewayFaults.find((x) => x.name === e.name);
    expect(f, e.name).toBeDefined();
    expect(e.breaks).toBe(f?.breaks);
    expect(e.change).toBe(f?.description);
  }
  // Most faults are changes to the finished answer, not branches in the reference logic.
  expect(faultEntries.length).toBeGreaterThanOrEqual(30);
});
