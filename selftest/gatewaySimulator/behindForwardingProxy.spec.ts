/**
 * The shopper's page stays the shopper's (issue 26, item 4): behind a plain
 * reverse proxy or a port mapping (the browser at localhost:<proxy port>, the
 * simulator listening elsewhere, no `publicUrl`), a job's links lead through
 * the proxy, the 3-D Secure page answers the browser's choice from the
 * proxy's origin, and a whole gateway conformance run through the proxy
 * passes, 3-D Secure journeys included (before, GW-3DS-3, GW-3DS-9,
 * GW-JOB-14, GW-TOK-8 and GW-TKN-2 failed there, broken by the simulator).
 * `/_sim/` keeps its Host, Origin and Sec-Fetch-Site rules through the proxy.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultThreeDSecureLocators } from '../../lib/targets/config/gatewayConfig.js';
import { gatewayTestCards } from '../../lib/targets/gateway/testCards.js';
import { ThreeDSecurePage } from '../../fixtures/gateway/threeDSecurePage.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { linkBase } from '../../simulators/gateway/linkBase.js';
import { nestedEnv, runConformance } from '../verdict/nestedConformance.js';
import { startForwardingProxy } from './forwardingProxy.js';
import {
  GatewayTestClient,
  cardParameters,
  configA,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type JobDoc,
} from './gatewayTest.js';

const listen = 'http://127.0.0.1:8090';
const req = (headers: Record<string, string>): IncomingMessage => ({ headers }) as unknown as IncomingMessage;

test('link base: the public URL, else X-Forwarded-Host and -Proto, else Host, else the listening address', () => {
  const rows: [Record<string, string>, string | undefined, string][] = [
    [{ host: '127.0.0.1:8090' }, undefined, listen],
    [{ host: 'localhost:18090' }, undefined, 'http://localhost:18090'],
    [{ host: 'Shop.Example' }, undefined, 'http://shop.example'],
    [{ host: '[::1]:18090' }, undefined, 'http://[::1]:18090'],
    [
      { host: '127.0.0.1:8090', 'x-forwarded-host': 'pay.test:8443', 'x-forwarded-proto': 'https' },
      undefined,
      'https://pay.test:8443',
    ],
    [{ host: '127.0.0.1:8090', 'x-forwarded-host': 'a.test, b.test' }, undefined, 'http://a.test'],
    [{ host: 'localhost:18090' }, 'https://gw.example/base', 'https://gw.example/base'],
    // Not a host[:port], or not http(s): the listening address, never the header's text.
    [{ host: 'evil.test/"><script>' }, undefined, listen],
    [{ host: `${'a'.repeat(300)}.test` }, undefined, listen],
    [{ host: 'x', 'x-forwarded-host': 'y.test', 'x-forwarded-proto': 'javascript' }, undefined, listen],
    [{}, undefined, listen],
  ];
  for (const [headers, publicUrl, want] of rows)
    expect(linkBase(req(headers), publicUrl, listen), JSON.stringify(headers)).toBe(want);
  // A long run of labels ending in a bad character: refused (the pattern cannot backtrack on it).
  expect(linkBase(req({ host: `${'a.'.repeat(120)}!` }), undefined, listen)).toBe(listen);
});

for (const host of ['keep', 'forwarded'] as const) {
  test(`behind a proxy (${host === 'keep' ? 'Host kept' : 'X-Forwarded-Host'}): links lead through it and the shopper's choice pays the job`, async ({
    page,
  }) => {
    const sim = await startGatewaySimulator({ port: 0, configurations: [configA] });
    const proxy = await startForwardingProxy(sim.url, host);
    try {
      const gw = new GatewayTestClient(proxy.url);
      const created = await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)));
      expect(created.status).toBe(201);
      const action = (created.body as JobDoc).links.action.url ?? '';
      expect(new URL(action).origin).toBe(proxy.url);
      const tds = new ThreeDSecurePage(page, defaultThreeDSecureLocators, test.info(), {
        timeoutMs: 5_000,
        unavailable: (reason) => {
          throw new Error(reason);
        },
      });
      await tds.open(new URL(action));
      await tds.choose('pass');
      // The simulator's own return page, reached through the proxy as well.
      await page.waitForURL((u) => u.pathname === '/_sim/return/success', { timeout: 5_000 });
      expect(new URL(page.url()).origin).toBe(proxy.url);
      const reference = (created.body as JobDoc).data.reference;
      const job = await gw.get(`/api/gateway/payment-jobs/${reference}`);
      expect((job.body as JobDoc).data.paymentStatus).toBe('Paid');
      // The control API keeps its rules: a page's request through the proxy carries the proxy's
      // origin, which is not the simulator's; with the browser's Host kept, not even a tool passes.
      const fromPage = await fetch(`${proxy.url}/_sim/reset`, {
        method: 'POST',
        headers: { origin: proxy.url },
      });
      expect(fromPage.status).toBe(403);
      const fromTool = await fetch(`${proxy.url}/_sim/info`);
      expect(fromTool.status).toBe(host === 'keep' ? 403 : 200);
    } finally {
      await proxy.close();
      await sim.stop();
    }
  });
}

test('a gateway conformance run through a plain proxy, no publicUrl, passes with its 3-D Secure journeys', async () => {
  test.setTimeout(240_000);
  const apiKey = 'forwardedKey3b7d';
  const sim = await startGatewaySimulator({
    port: 0,
    configurations: [{ id: 'paycert-forwarded', apiKeys: [apiKey], name: 'forwarded merchant' }],
  });
  const proxy = await startForwardingProxy(sim.url, 'keep');
  const dir = mkdtempSync(join(tmpdir(), 'paycert-forwarded-'));
  const approved = gatewayTestCards.filter((c) => c.issuerOutcome === 'approve');
  try {
    const r = await runConformance(
      ['--project=gateway'],
      nestedEnv({
        GATEWAY_URL: proxy.url,
        GATEWAY_API_KEY: apiKey,
        GATEWAY_CONFIGURATION_ID: 'paycert-forwarded',
        GATEWAY_ENVIRONMENT: 'integration',
        // The cards an operator would name for a running gateway (GW-TOK-6, GW-FI-1, GW-3DS-10).
        PAYCERT_GATEWAY_CARD_3DS22: approved.find((c) => c.threeDSecureVersion === '2.2.0')?.number ?? '',
        PAYCERT_GATEWAY_CARD_DEBIT: approved.find((c) => c.kind === 'debit')?.number ?? '',
        PAYCERT_GATEWAY_CARD_DECLINE:
          gatewayTestCards.find((c) => c.issuerOutcome === 'decline' && !c.requiresCardHolderName)?.number ??
          '',
        PAYCERT_REPORTS_DIR: dir,
        PAYCERT_WORKERS: '1',
      }),
      220_000,
    );
    const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as {
      verdict: string;
      mustFailureIds: string[];
    };
    expect(verdict.mustFailureIds, r.out.slice(-3000)).toEqual([]);
    expect(verdict.verdict, r.out.slice(-3000)).toBe('PASS');
    expect(r.status).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as {
      requirements: { id: string; outcome: string }[];
    };
    const outcome = (id: string) => report.requirements.find((q) => q.id === id)?.outcome;
    for (const id of ['GW-3DS-3', 'GW-3DS-9', 'GW-JOB-14', 'GW-TOK-8', 'GW-TKN-2'])
      expect(outcome(id), id).toBe('PASSED');
    expect(r.out).not.toContain(apiKey);
  } finally {
    await proxy.close();
    await sim.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
