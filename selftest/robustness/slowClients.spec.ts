/**
 * Issue 13 item 3: a slow client cannot hold a simulator. With short
 * configured time-outs, 50 slowloris sockets (a header line every 100 ms)
 * and 20 slow bodies (a byte every 100 ms) against each simulator: every one
 * is answered 408 and closed within its time-out plus a margin, and a normal
 * request made during the attack is served.
 */
import { expect, test } from '@playwright/test';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import type { ConnectionLimits } from '../../lib/targets/http/connectionLimits.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { connect, type Socket } from 'node:net';
import { slowClient } from './slowClient.js';

const limits: Partial<ConnectionLimits> = { headersTimeoutMs: 800, bodyTimeoutMs: 800, idleTimeoutMs: 500 };
/** Node checks its time-outs on an interval (a tenth of the time-out here) and the machine is shared: a generous margin. */
const MARGIN_MS = 1_500;
const SLOW_HEADERS = 50;
const SLOW_BODIES = 20;

const simulators = [
  {
    name: 'terminal',
    start: () => startTerminalSimulator({ port: 0, seed: 1, clockSpeed: 0, limits }),
    path: '/api/v2/transactions/sale.json',
    probe: '/api/v2/ping.json',
    // Credentials, so the slow body is read rather than refused 401 at once.
    auth: `Authorization: Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}\r\n`,
  },
  {
    name: 'gateway',
    start: () => startGatewaySimulator({ port: 0, limits }),
    path: '/api/gateway/payment-jobs',
    probe: '/_sim/info',
    auth: '',
  },
];

for (const s of simulators) {
  test(`${s.name}: ${SLOW_HEADERS} slowloris sockets and ${SLOW_BODIES} slow bodies are answered 408 and closed in time`, async () => {
    test.setTimeout(60_000);
    const sim = await s.start();
    try {
      const headers = Array.from({ length: SLOW_HEADERS }, (_, i) =>
        slowClient(sim.url, `GET ${s.probe} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, `X-Slow-${i}: a\r\n`),
      );
      const bodies = Array.from({ length: SLOW_BODIES }, () =>
        slowClient(
          sim.url,
          `POST ${s.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${s.auth}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
          ' ',
        ),
      );
      // A legitimate client during the attack.
      await new Promise((r) => setTimeout(r, 200));
      const normal = await fetch(`${sim.url}${s.probe}`, { signal: AbortSignal.timeout(5_000) });
      expect(normal.status).toBe(200);
      const slowHeaders = await Promise.all(headers);
      const slowBodies = await Promise.all(bodies);
      const headerBound = (limits.headersTimeoutMs ?? 0) + MARGIN_MS;
      const bodyBound = (limits.headersTimeoutMs ?? 0) + (limits.bodyTimeoutMs ?? 0) + MARGIN_MS;
      for (const o of slowHeaders) {
        expect(o.status).toBe(408);
        expect(o.closedAfterMs).toBeLessThanOrEqual(headerBound);
      }
      for (const o of slowBodies) {
        expect(o.status).toBe(408);
        expect(o.closedAfterMs).toBeLessThanOrEqual(bodyBound);
      }
      const worst = Math.max(...slowHeaders.map((o) => o.closedAfterMs));
      const worstBody = Math.max(...slowBodies.map((o) => o.closedAfterMs));
      console.log(
        `${s.name}: slow headers closed by ${worst} ms (bound ${headerBound}), slow bodies by ${worstBody} ms (bound ${bodyBound})`,
      );
    } finally {
      await sim.stop();
    }
  });
}

test('the connection cap: connections beyond it are closed at once; freed slots serve again', async () => {
  const sim = await startGatewaySimulator({ port: 0, limits: { ...limits, maxConnections: 5 } });
  const { port } = new URL(sim.url);
  const sockets: Socket[] = [];
  try {
    const closedAt = await Promise.all(
      Array.from({ length: 10 }, () => {
        const started = Date.now();
        return new Promise<number>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1');
          sockets.push(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => resolve(Date.now() - started));
          // Idle sockets hold their slot until the header time-out; count who is closed well before it.
          setTimeout(() => resolve(Number.POSITIVE_INFINITY), 400);
        });
      }),
    );
    expect(closedAt.filter((ms) => ms < 400).length).toBeGreaterThanOrEqual(5);
    for (const s of sockets) s.destroy();
    // Once the held connections are gone (the server sees the close), a normal client is served.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await fetch(`${sim.url}/_sim/info`, { headers: { connection: 'close' } })
        .then((r) => r.status)
        .catch(() => 0);
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  } finally {
    for (const s of sockets) s.destroy();
    await sim.stop();
  }
});
