/**
 * The API's side of the gate (issue 25 item 5): `startGate()` puts the
 * recording proxy in front of the simulators in-process, every handle goes
 * through it (the outcome queue forwarded to the simulator, the drills armed
 * in the proxy) and `stop()` resolves the client verdict of the report it
 * wrote; `startSimulators()` under PAYCERT_GATE starts nothing and hands out
 * the gate's sides as the gate's environment names them; a PAYCERT_GATE
 * paycert did not write is refused in one sentence.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startGate, startSimulators } from '../../api/index.js';
import { gateEnvironment, gateVariable, readGate } from '../../proxy/gateEnvironment.js';
import { recordSimulators } from '../../proxy/recordSimulators.js';

const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };

test('startGate: the handles go through the proxy; stop() resolves the verdict of the report written', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-start-gate-')), 'client');
  const gate = await startGate({ out, seed: 5, terminal: { clockSpeed: 10 } });
  let stopped = false;
  try {
    expect(gate.terminal.seed).toBe(5);
    expect(await gate.terminal.outcomes.queue('declined')).toEqual(['declined']);
    expect(await gate.terminal.outcomes.drill('lost-start-answer')).toEqual([{ name: 'lost-start-answer' }]);
    const device = await fetch(`${gate.terminal.url}/api/v2/device.json`, { headers: gate.terminal.headers });
    expect(device.status).toBe(200);
    expect(await gate.gateway.outcomes.queue('3ds-failed')).toEqual(['3ds-failed']);
    const verdict = await gate.stop();
    stopped = true;
    const written = JSON.parse(readFileSync(join(out, 'verdict.json'), 'utf8')) as { verdict: string };
    expect(verdict).toMatchObject({ verdict: written.verdict, exitCode: exitCodes[written.verdict], out });
    const recorded = readFileSync(join(out, 'exchanges.ndjson'), 'utf8');
    expect(recorded).toContain('/api/v2/device.json');
    expect(recorded).toContain('/_sim/outcomes');
    // The proxy answers its own drills endpoint: not forwarded, not recorded.
    expect(recorded).not.toContain('/_sim/drills');
  } finally {
    if (!stopped) await gate.stop();
  }
  await expect(startGate({ terminals: 2 })).rejects.toThrow(/one terminal/);
});

test("startSimulators under PAYCERT_GATE: the gate's sides as its environment names them; stop() stops nothing", async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-gate-env-')), 'client');
  const run = await recordSimulators({
    terminal: { simulator: { username: 'pos', password: 'pos-secret', seed: 3 }, port: 0 },
    gateway: { simulator: {}, port: 0 },
    out,
    outFlag: 'out',
    requireOutcomes: [],
  });
  const saved = { ...process.env };
  try {
    const env = gateEnvironment(run, { TERMINAL_AUTH_HEADER: 'X-Key: old', TERMINAL_URLS: 'http://x' });
    expect(env).toMatchObject({
      TERMINAL_URL: run.terminal?.url,
      TERMINAL_USERNAME: 'pos',
      TERMINAL_PASSWORD: 'pos-secret',
      GATEWAY_URL: run.gateway?.url,
      GATEWAY_API_KEY: 'paycert-sim-key',
      GATEWAY_CONFIGURATION_ID: 'paycert-sim',
    });
    expect(env.TERMINAL_AUTH_HEADER).toBeUndefined();
    expect(env.TERMINAL_URLS).toBeUndefined();
    // No secret in the description: the credentials are in their usual variables.
    expect(env[gateVariable]).not.toContain('pos-secret');
    Object.assign(process.env, env);
    const sims = await startSimulators({ terminals: 3, terminal: { clockSpeed: 100 } });
    expect(sims.terminals.map((t) => t.url)).toEqual([run.terminal?.url]);
    expect(sims.terminal).toMatchObject({ username: 'pos', password: 'pos-secret', seed: 3 });
    expect(sims.gateway).toMatchObject({ url: run.gateway?.url, apiKey: 'paycert-sim-key' });
    await sims.terminal.outcomes.queue('approved');
    await sims.stop();
    // The gate's simulators still answer, through the proxy.
    expect(await sims.terminal.outcomes.pending()).toEqual(['approved']);
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    await run.stop();
  }
  expect(() => readGate({ [gateVariable]: '1' })).toThrow(
    /PAYCERT_GATE holds "1", not what paycert proxy -- <command> writes/,
  );
  expect(() => readGate({ [gateVariable]: '{"version":1,"gateway":{"simulator":true}}' })).toThrow(
    /PAYCERT_GATE is set, but GATEWAY_URL is not/,
  );
  expect(readGate({})).toBeUndefined();
});
