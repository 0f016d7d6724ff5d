/**
 * The drills example (examples/drills/drills.test.ts) runs as an integrator
 * runs it: node:test in a child process (bounded), against a recording
 * proxy in front of an embedded terminal simulator that presents a card by
 * itself (as `paycert proxy` starts it). The example arms its drills through
 * the proxy's /_sim/drills; the judge then credits the recoveries. The
 * Playwright example (examples/drills/playwright/) arms its drills on the
 * simulators themselves and runs with its own configuration.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createClientJudge } from '../../lib/judging/client/createClientJudge.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import { startEmbeddedTerminal } from '../../proxy/embeddedUpstreams.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { run } from '../package/scratchProject.js';
import { childEnv } from './childEnv.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIMIT_MS = 90_000;

test.describe.configure({ timeout: LIMIT_MS + 30_000 });

test('the node:test drills example passes, and the client judge credits both recoveries', async () => {
  const terminal = await startEmbeddedTerminal({ autoPresent: { delayMs: 1500 } });
  const seen: RawExchange[] = [];
  const proxy = await startRecordingProxy({ terminal: { upstream: terminal.url }, tap: (x) => seen.push(x) });
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, PAYCERT_PROXY_TERMINAL: proxy.urls.terminal ?? '' };
    for (const key of Object.keys(env)) if (/^(TEST_|PW_)/.test(key)) delete env[key];
    const r = await run(
      process.execPath,
      ['--import', 'tsx', '--test', 'examples/drills/drills.test.ts'],
      root,
      LIMIT_MS,
      env,
    );
    expect(r.code, r.output).toBe(0);
    expect(r.output).toMatch(/# pass 2\b/);
    await proxy.close();
    const judge = createClientJudge({ gatewayApiKeys: [], secrets: terminal.secrets });
    for (const x of seen) judge.observe(x);
    const report = judge.buildReport({
      startedAt: new Date(0),
      endedAt: new Date(),
      sides: ['terminal'],
      requireOutcomes: ['terminal.recovered-lost-start', 'terminal.recovered-unreachable'],
      upstreams: {},
    });
    expect(report.client.missingOutcomes).toEqual([]);
    expect(report.requirements.find((q) => q.id === 'CL-TM-LOST-1')?.outcome).toBe('PASSED');
    expect(report.requirements.filter((q) => q.outcome === 'WARNING').map((q) => q.id)).toEqual([]);
  } finally {
    await proxy.close();
    await terminal.stop();
  }
});

test('the Playwright drills example passes: a lost sale found by its id, a 502 after the job was created', async () => {
  const r = await run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'examples/drills/playwright', '--reporter=line'],
    root,
    LIMIT_MS,
    childEnv(),
  );
  expect(r.code, r.output).toBe(0);
  expect(r.output).toContain('2 passed');
});
