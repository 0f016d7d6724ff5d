/**
 * Throughput of the terminal simulator's hot path: GET
 * /api/v2/transactions/latest.json with HTTP Basic credentials, against a
 * bare node:http server answering the same bytes with the same headers.
 * Loopback only, bounded duration, alternating rounds so drift hits both.
 *
 *   npx tsx bench/terminalThroughput.ts [--duration 3] [--rounds 3] [--connections 10]
 *
 * Prints one line per run and the result as JSON on stdout. Target ratio >= 0.7.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { summarise } from './stats.js';
import { startTerminalSimulator } from '../simulators/terminal/index.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { measured } from './quietMachine.js';

export interface TerminalThroughputOptions {
  /** Seconds per measurement (default 3). */
  durationSec?: number;
  /** Alternating simulator/bare pairs (default 3). */
  rounds?: number;
  connections?: number;
  /** Progress lines (default console.error, so stdout stays JSON). */
  log?: (line: string) => void;
}

export interface TerminalThroughputResult {
  name: 'terminal-latest-throughput';
  target: number;
  /** Median of the per-round simulator/bare ratios. */
  ratio: number;
  ratioOfSums: number;
  pass: boolean;
  simulatorRps: number[];
  bareRps: number[];
  durationSec: number;
  connections: number;
  bodyBytes: number;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  durationSec: number,
  connections: number,
): Promise<number> {
  const r = await autocannon({ url, headers, duration: durationSec, connections, pipelining: 1 });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return r.requests.average;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function runTerminalThroughputBench(
  opts: TerminalThroughputOptions = {},
): Promise<TerminalThroughputResult> {
  const durationSec = opts.durationSec ?? 3;
  const rounds = opts.rounds ?? 3;
  const connections = opts.connections ?? 10;
  const log = opts.log ?? ((l: string) => console.error(l));
  const auth = { authorization: `Basic ${Buffer.from('bench:bench-secret').toString('base64')}` };
  const sim = await startTerminalSimulator({
    port: 0,
    seed: 1,
    username: 'bench',
    password: 'bench-secret',
    autoPresent: { delayMs: 0 },
    clockSpeed: 1000,
  });
  const bare = createServer();
  try {
    const start = await fetch(`${sim.url}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"amount":400}',
    });
    if (start.status !== 200) throw new Error(`could not start a sale: ${start.status}`);
    await fetch(`${sim.url}/_sim/wait-idle`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"timeoutMs":10000}',
    });
    const latestUrl = `${sim.url}/api/v2/transactions/latest.json`;
    const body = Buffer.from(await (await fetch(latestUrl, { headers: auth })).arrayBuffer());
    bare.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
    const barePort = await listen(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/api/v2/transactions/latest.json`;
    await measure(latestUrl, auth, 1, connections); // warm-up (JIT, caches)
    await measure(bareUrl, auth, 1, connections);
    const simulatorRps: number[] = [];
    const bareRps: number[] = [];
    for (let i = 0; i < rounds; i++) {
      simulatorRps.push(await measure(latestUrl, auth, durationSec, connections));
      bareRps.push(await measure(bareUrl, auth, durationSec, connections));
      log(
        `round ${i + 1}/${rounds}: simulator ${Math.round(simulatorRps[i] ?? 0)} req/s, bare ${Math.round(bareRps[i] ?? 0)} req/s`,
      );
    }
    const sum = (a: number[]): number => a.reduce((x, y) => x + y, 0);
    const round3 = (x: number): number => Math.round(x * 1000) / 1000;
    // Each pair ran back to back, so the median of the pair ratios resists load spikes from other processes.
    const ratio = round3(summarise(simulatorRps.map((s, i) => s / (bareRps[i] ?? s))).median);
    return {
      name: 'terminal-latest-throughput',
      target: 0.7,
      ratio,
      ratioOfSums: round3(sum(simulatorRps) / sum(bareRps)),
      pass: ratio >= 0.7,
      simulatorRps,
      bareRps,
      durationSec,
      connections,
      bodyBytes: body.length,
    };
  } finally {
    await new Promise<void>((resolve) => {
      bare.close(() => resolve());
      bare.closeAllConnections();
    });
    await sim.stop();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const whole = (flag: string, v: string | undefined, fallback: number): number =>
    v === undefined ? fallback : flagInteger(flag, v, 1, 10_000);
  const options = scriptFlags(
    'terminalThroughput.ts',
    'Usage: npx tsx bench/terminalThroughput.ts [flags]',
    {
      duration: { type: 'string', value: '<s>', help: 'seconds per measurement (default 3)' },
      rounds: { type: 'string', value: '<n>', help: 'alternating rounds (default 3)' },
      connections: { type: 'string', value: '<n>', help: 'concurrent connections (default 10)' },
    },
    (v) => ({
      durationSec: whole('--duration', v.duration, 3),
      rounds: whole('--rounds', v.rounds, 3),
      connections: whole('--connections', v.connections, 10),
    }),
  );
  measured(() => runTerminalThroughputBench(options), { log: (s) => console.error(s) }).then(
    ({ value: r, conditions }) => {
      console.error(`ratio ${r.ratio} (target >= ${r.target}): ${r.pass ? 'PASS' : 'FAIL'}`);
      console.log(JSON.stringify({ ...r, conditions }));
      process.exitCode = r.pass ? 0 : 1;
    },
    (e: unknown) => {
      console.error(`terminalThroughput: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 2;
    },
  );
}
