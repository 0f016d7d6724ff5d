/**
 * Everything one run of the example application needs, as an integrator's CI
 * sets it up: both simulators, the recording proxy in front of them with the
 * client judge behind it, the shop's return pages, and the application (POS
 * and checkout) configured against the PROXY, with this run's mistakes on.
 * The test's own control calls (queued outcomes, another lane's sale) go to
 * the terminal simulator directly: they are not the application's traffic.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Checkout, type ConfirmedPayment } from '../../examples/app/checkout/checkout.js';
import { GatewayClient } from '../../examples/app/checkout/gatewayClient.js';
import { startReturnServer } from '../../examples/app/checkout/returnServer.js';
import type { Mistake } from '../../examples/app/mistakes.js';
import { PosClient } from '../../examples/app/pos/posClient.js';
import { TerminalClient } from '../../examples/app/pos/terminalClient.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator, type TerminalSimulatorOptions } from '../../simulators/terminal/index.js';
import type { ClientOutcome, ClientVerdict } from '../../lib/judging/client/clientJudge.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { parseDrills } from '../../lib/judging/drills/drills.js';

export const GATEWAY_API_KEY = 'example-app-key';
export const GATEWAY_CONFIGURATION_ID = 'example-shop';
export const TERMINAL_PASSWORD = DEFAULT_PASSWORD;

export interface ExampleRig {
  readonly pos: PosClient;
  readonly checkout: Checkout;
  /** What the shop's return pages confirmed (by retrieving the job), in order. */
  readonly confirmed: ConfirmedPayment[];
  /** The terminal simulator's control API and API, reached directly (not as the application). */
  terminalControl(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>>;
  /** Queues the terminal's next outcomes (POST /_sim/outcomes, issue 14 item 4). */
  queue(outcomes: readonly string[]): Promise<void>;
  /** Arms drills in the proxy (`--drill`'s syntax, docs/drills.md): the next matching exchanges meet them. */
  arm(drills: string): void;
  /** Closes the proxy and writes the client report into `dir`; verdict.json as written. */
  finish(dir: string, requireOutcomes: 'all' | readonly ClientOutcome[]): Promise<ClientRun>;
  stop(): Promise<void>;
}

export interface ClientRun {
  readonly verdict: ClientVerdict;
  /** verdict.json of the client report (the conformance report's verdict block). */
  readonly file: { verdict: string; mustFailureIds: string[] } & Record<string, unknown>;
}

const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;

/**
 * `terminalPersonality: 'field'` gives the terminal the other conformant
 * choices (docs/personalities.md), such as a result screen that lingers and
 * refuses starts: a correct application copes with both.
 */
export async function startExampleRig(
  mistakes: ReadonlySet<Mistake>,
  terminalPersonality: TerminalSimulatorOptions['personality'] = 'reference',
): Promise<ExampleRig> {
  // No automatic card: every outcome is queued. The clock runs at five times real time,
  // so a card flow of about 2 simulated seconds ends within one 500 ms poll.
  const terminal = await startTerminalSimulator({
    port: 0,
    seed: 14,
    autoPresent: false,
    clockSpeed: 5,
    personality: terminalPersonality,
  });
  const gateway = await startGatewaySimulator({
    port: 0,
    configurations: [{ id: GATEWAY_CONFIGURATION_ID, apiKeys: [GATEWAY_API_KEY], name: 'Example shop' }],
  });
  const secrets = [GATEWAY_API_KEY, TERMINAL_PASSWORD];
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    judgeOptions: { gatewayApiKeys: [GATEWAY_API_KEY], secrets },
    secrets,
  });
  const via = (side: 'terminal' | 'gateway'): string => {
    const url = proxy.urls[side];
    if (url === undefined) throw new Error(`the proxy carries no ${side} side`);
    return url;
  };
  // The return pages need the checkout, and the checkout needs their address.
  const shop: { checkout?: Checkout } = {};
  const confirmed: ConfirmedPayment[] = [];
  const returns = await startReturnServer(
    () => {
      if (shop.checkout === undefined) throw new Error('checkout not ready');
      return shop.checkout;
    },
    (p) => confirmed.push(p),
  );
  const checkout = new Checkout({
    gateway: new GatewayClient({
      baseUrl: via('gateway'),
      configurationId: GATEWAY_CONFIGURATION_ID,
      apiKey: GATEWAY_API_KEY,
      mistakes,
    }),
    returnBaseUrl: returns.url,
    currency: 'EUR',
    mistakes,
  });
  shop.checkout = checkout;
  const pos = new PosClient({
    terminal: new TerminalClient({
      baseUrl: via('terminal'),
      username: DEFAULT_USERNAME,
      password: DEFAULT_PASSWORD,
      // Short enough that a drill's slow answer (docs/drills.md) outlasts it.
      requestTimeoutMs: 3_000,
      mistakes,
    }),
    shopLine: 'Example shop - thank you',
    // The busy step waits this long for another lane's sale before it tries.
    readyWaitMs: 1_000,
    mistakes,
  });
  return {
    pos,
    checkout,
    confirmed,
    async terminalControl(method, path, body) {
      const res = await fetch(`${terminal.url}${path}`, {
        method,
        headers: { authorization: basic, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    async queue(outcomes) {
      const res = await fetch(`${terminal.url}/_sim/outcomes`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify({ queue: outcomes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`/_sim/outcomes: HTTP ${res.status} ${await res.text()}`);
    },
    arm(drills) {
      proxy.drills.arm(parseDrills(drills));
    },
    async finish(dir, requireOutcomes) {
      const verdict = await proxy.finish(dir, { requireOutcomes });
      const file = JSON.parse(await readFile(join(dir, 'verdict.json'), 'utf8')) as ClientRun['file'];
      return { verdict, file };
    },
    async stop() {
      await proxy.close();
      await Promise.all([returns.close(), terminal.stop(), gateway.stop()]);
    },
  };
}
