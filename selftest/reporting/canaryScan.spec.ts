/**
 * End to end: the terminal and gateway suites run against simulators that
 * this test starts with canary credentials (as live targets: TERMINAL_URLS,
 * TERMINAL_PASSWORD, GATEWAY_URL, GATEWAY_API_KEY), into a temporary reports
 * folder with traces on. No canary and no unmasked card number may appear in
 * any file of that folder, inside any trace or zip, or in the console output.
 * It runs the whole suites (tens of seconds); PAYCERT_SKIP_CANARY_SCAN=1 skips it locally.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles, scanForSecrets, scanText } from '../../lib/reporting/evidence/scanForSecrets.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { playwrightCommand } from '../commands.js';

test('no secret reaches the reports, the traces or the console', async () => {
  test.skip(process.env.PAYCERT_SKIP_CANARY_SCAN === '1', 'PAYCERT_SKIP_CANARY_SCAN=1 was set');
  test.setTimeout(20 * 60_000);
  const terminalPassword = 'canaryTerminalPw5a1c';
  const gatewayKey = 'canaryGatewayKey9e77b2';
  const terminal = await startTerminalSimulator({ port: 0, username: 'paycert', password: terminalPassword });
  const gateway = await startGatewaySimulator({
    port: 0,
    configurations: [{ id: 'paycert-canary', apiKeys: [gatewayKey], name: 'canary merchant' }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'paycert-canary-'));
  try {
    const child = spawn(
      ...playwrightCommand(
        'test',
        '--project=terminal',
        '--project=gateway',
        '--trace=on',
        // Every reporter that writes into the folder, named here so the test holds before and after
        // playwright.config.ts lists them.
        '--reporter=line,html,junit,./reporters/conformanceReporter.ts,./reporters/allureReporter.ts',
      ),
      {
        env: {
          ...process.env,
          // As `paycert conformance` runs it: an evidence folder.
          PAYCERT_EVIDENCE_DIR: dir,
          TERMINAL_URLS: terminal.url,
          TERMINAL_USERNAME: 'paycert',
          TERMINAL_PASSWORD: terminalPassword,
          GATEWAY_URL: gateway.url,
          GATEWAY_API_KEY: gatewayKey,
          GATEWAY_CONFIGURATION_ID: 'paycert-canary',
          PAYCERT_WORKERS: '1', // one simulator instance: one worker
          PLAYWRIGHT_HTML_OUTPUT_DIR: join(dir, 'html'),
          PLAYWRIGHT_HTML_OPEN: 'never',
          PLAYWRIGHT_JUNIT_OUTPUT_FILE: join(dir, 'junit.xml'),
        },
      },
    );
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    await new Promise<void>((resolve) => child.on('close', () => resolve()));
    // The run really ran: requirements passed, and there are traces to look into.
    const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as {
      counts: Record<string, number>;
    };
    expect(verdict.counts.PASSED ?? 0, output.slice(-2000)).toBeGreaterThan(20);
    expect(listFiles(dir).filter((f) => f.endsWith('trace.zip')).length).toBeGreaterThan(10);
    const canaries = [terminalPassword, gatewayKey];
    const hits = [...scanForSecrets(dir, { canaries }), ...scanText(output, 'console', { canaries })];
    expect(hits, `reports folder ${dir}`).toEqual([]);
  } finally {
    await terminal.stop();
    await gateway.stop();
  }
});
