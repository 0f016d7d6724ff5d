/**
 * The proxy is transparent (issue 14, "Done when"): the terminal and gateway
 * conformance suites, pointed at the proxy in front of running simulators,
 * pass for both personalities, 3-D Secure pages and their form posts
 * included (the browser reaches them through the rewritten links). A whole
 * run per personality: slow, bounded by the test time-out.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gatewayTestCards } from '../../lib/targets/gateway/testCards.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { watcher } from './watcher.js';
import { playwrightCommand } from '../commands.js';

const username = 'paycert';
const password = 'proxyTransparent7d1e';
const apiKey = 'proxyTransparentKey42c9';
/** The simulator's cards a live target's operator would name (GW-TOK-6, GW-FI-1, GW-3DS-10). */
const approved = gatewayTestCards.filter((c) => c.issuerOutcome === 'approve');
const card3ds22 = approved.find((c) => c.threeDSecureVersion === '2.2.0')?.number ?? '';
const debitCard = approved.find((c) => c.kind === 'debit')?.number ?? '';
/** A card that passes 3-D Secure and that the issuer declines (GW-3DS-10), as an operator names one. */
const declineCard =
  gatewayTestCards.find((c) => c.issuerOutcome === 'decline' && !c.requiresCardHolderName)?.number ?? '';

for (const personality of ['reference', 'field'] as const) {
  test(`the terminal and gateway suites pass through the proxy (${personality} simulators)`, async () => {
    test.slow();
    test.setTimeout(10 * 60_000);
    const terminal = await startTerminalSimulator({ port: 0, username, password, personality });
    const gateway = await startGatewaySimulator({
      port: 0,
      personality,
      configurations: [{ id: 'paycert-proxy', apiKeys: [apiKey], name: 'proxy merchant' }],
    });
    const dir = mkdtempSync(join(tmpdir(), `paycert-proxy-conformance-${personality}-`));
    const judge = watcher();
    const proxy = await startRecordingProxy({
      terminal: { upstream: terminal.url },
      gateway: { upstream: gateway.url },
      tap: judge.tap,
      recordDir: dir,
      secrets: [password, apiKey],
    });
    try {
      const child = spawn(
        ...playwrightCommand(
          'test',
          '--project=terminal',
          '--project=gateway',
          '--reporter=dot,./reporters/conformanceReporter.ts',
        ),
        {
          env: {
            ...process.env,
            PAYCERT_RUN_DIR: join(dir, 'reports'),
            TERMINAL_URLS: proxy.urls.terminal,
            TERMINAL_USERNAME: username,
            TERMINAL_PASSWORD: password,
            GATEWAY_URL: proxy.urls.gateway,
            GATEWAY_API_KEY: apiKey,
            GATEWAY_CONFIGURATION_ID: 'paycert-proxy',
            GATEWAY_ENVIRONMENT: 'integration', // payments allowed: the simulator is an integration target
            PAYCERT_GATEWAY_CARD_3DS22: card3ds22,
            PAYCERT_GATEWAY_CARD_DEBIT: debitCard,
            PAYCERT_GATEWAY_CARD_DECLINE: declineCard,
            PAYCERT_WORKERS: '1', // one simulator of each: one worker
          },
        },
      );
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-6_000)));
      child.stderr.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-6_000)));
      const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
      expect(existsSync(join(dir, 'reports', 'verdict.json')), output).toBe(true);
      const verdict = JSON.parse(readFileSync(join(dir, 'reports', 'verdict.json'), 'utf8')) as {
        verdict: string;
        counts: Record<string, number>;
      };
      expect(verdict.verdict, output).toBe('PASS');
      expect(code, output).toBe(0);
      expect(verdict.counts.PASSED ?? 0).toBeGreaterThan(50);
      // The traffic really went through the proxy, the browser's 3-D Secure pages included.
      expect(judge.observed.filter((x) => x.side === 'terminal').length).toBeGreaterThan(100);
      expect(
        judge.observed.some(
          (x) => x.request.target.startsWith('/gateway/3ds/') && x.request.method === 'POST',
        ),
      ).toBe(true);
    } finally {
      await proxy.close(2_000);
      await terminal.stop();
      await gateway.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
