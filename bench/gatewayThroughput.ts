/**
 * Benchmark: POST /api/gateway/payment-jobs throughput of the gateway
 * simulator against a bare node:http server that parses the same body,
 * checks the same Hash and answers the same number of bytes. Both run in
 * child processes on 127.0.0.1; autocannon drives them in alternating
 * rounds of a few seconds (the median counts); the simulator is reset before each of its rounds
 * so its store stays small. Prints one JSON object; target ratio >= 0.6.
 *
 *   npx tsx bench/gatewayThroughput.ts [--seconds 3] [--rounds 3] [--connections 10]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { computeHash } from '../lib/targets/gateway/hash.js';
import { summarise } from './stats.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { measured } from './quietMachine.js';

export interface GatewayThroughputOptions {
  seconds?: number;
  rounds?: number;
  connections?: number;
}

export interface GatewayThroughputResult {
  bench: 'gateway-payment-jobs-throughput';
  seconds: number;
  rounds: number;
  connections: number;
  responseBytes: number;
  simulatorRps: number[];
  bareRps: number[];
  simulatorMedianRps: number;
  bareMedianRps: number;
  /** simulatorMedianRps / bareMedianRps: the figure the target applies to. */
  ratio: number;
  /** Server CPU time per request (µs), less sensitive than throughput to other load on the machine. */
  simulatorCpuMicrosPerRequest: number;
  bareCpuMicrosPerRequest: number;
  /** bare CPU per request / simulator CPU per request: the throughput ratio a CPU-bound server would reach. */
  cpuRatio: number;
  target: number;
  pass: boolean;
}

const apiKey = 'paycert-sim-key';
const serverFile = fileURLToPath(new URL('./gatewayBenchServer.ts', import.meta.url));
const body = JSON.stringify({
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' },
  order: { orderNumber: 'bench-1' },
  currency: 'EUR',
  amountToCollect: '10.00',
  options: ['GenerateToken'],
});
const headers = {
  'content-type': 'application/json',
  ConfigurationId: 'paycert-sim',
  Hash: computeHash(apiKey, body),
};

function startChild(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile, ...args], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`bench server ${args[0] ?? ''} did not start within 20 s`));
    }, 20_000);
    if (child.stdout === null) throw new Error('bench server has no stdout');
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server ${args[0] ?? ''} exited with ${String(code)}`));
    });
  });
}

function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('bench server did not report its CPU time within 5 s')),
      5_000,
    );
    child.once('message', (m: NodeJS.CpuUsage) => {
      clearTimeout(timer);
      resolve(m.user + m.system);
    });
    child.send('cpu');
  });
}

interface Round {
  rps: number;
  cpuMicrosPerRequest: number;
}

async function round(
  target: { child: ChildProcess; url: string },
  seconds: number,
  connections: number,
): Promise<Round> {
  const before = await cpuMicros(target.child);
  const r = await measure(target.url, seconds, connections);
  const cpu = (await cpuMicros(target.child)) - before;
  return {
    rps: r.requests.average,
    cpuMicrosPerRequest: Math.round((cpu / Math.max(1, r.requests.total)) * 10) / 10,
  };
}

async function measure(url: string, seconds: number, connections: number): Promise<autocannon.Result> {
  const r = await autocannon({
    url: `${url}/api/gateway/payment-jobs`,
    method: 'POST',
    body,
    headers,
    duration: seconds,
    connections,
  });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

export async function runGatewayThroughputBench(
  opts: GatewayThroughputOptions = {},
): Promise<GatewayThroughputResult> {
  const seconds = opts.seconds ?? 3;
  const rounds = opts.rounds ?? 3;
  const connections = opts.connections ?? 10;
  const children: ChildProcess[] = [];
  try {
    const sim = await startChild(['simulator']);
    children.push(sim.child);
    const probe = await fetch(`${sim.url}/api/gateway/payment-jobs`, { method: 'POST', body, headers });
    const responseBytes = (await probe.arrayBuffer()).byteLength;
    if (probe.status !== 201) throw new Error(`simulator answered ${probe.status} to the bench request`);
    const bare = await startChild(['bare', String(responseBytes), apiKey]);
    children.push(bare.child);

    const simRounds: Round[] = [];
    const bareRounds: Round[] = [];
    // Warm both up (JIT), then alternate so drift hits both alike.
    await measure(bare.url, 1, connections);
    await measure(sim.url, 1, connections);
    for (let i = 0; i < rounds; i++) {
      bareRounds.push(await round(bare, seconds, connections));
      await (await fetch(`${sim.url}/_sim/reset`, { method: 'POST' })).arrayBuffer();
      simRounds.push(await round(sim, seconds, connections));
    }
    // The median of the rounds: one round disturbed by other work on the machine does not decide.
    const mean = (xs: number[]): number => summarise(xs).median;
    const simulatorRps = simRounds.map((r) => r.rps);
    const bareRps = bareRounds.map((r) => r.rps);
    const simulatorMedianRps = Math.round(mean(simulatorRps));
    const bareMedianRps = Math.round(mean(bareRps));
    const ratio = Math.round((simulatorMedianRps / bareMedianRps) * 1000) / 1000;
    const simulatorCpuMicrosPerRequest =
      Math.round(mean(simRounds.map((r) => r.cpuMicrosPerRequest)) * 10) / 10;
    const bareCpuMicrosPerRequest = Math.round(mean(bareRounds.map((r) => r.cpuMicrosPerRequest)) * 10) / 10;
    const cpuRatio = Math.round((bareCpuMicrosPerRequest / simulatorCpuMicrosPerRequest) * 1000) / 1000;
    return {
      bench: 'gateway-payment-jobs-throughput',
      seconds,
      rounds,
      connections,
      responseBytes,
      simulatorRps,
      bareRps,
      simulatorMedianRps,
      bareMedianRps,
      ratio,
      simulatorCpuMicrosPerRequest,
      bareCpuMicrosPerRequest,
      cpuRatio,
      target: 0.6,
      pass: ratio >= 0.6,
    };
  } finally {
    for (const c of children) c.kill();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const whole = (flag: string, v: string | undefined): number | undefined =>
    v === undefined ? undefined : flagInteger(flag, v, 1, 10_000);
  const options = scriptFlags(
    'gatewayThroughput.ts',
    'Usage: npx tsx bench/gatewayThroughput.ts [flags]',
    {
      seconds: { type: 'string', value: '<s>', help: 'seconds per measurement (default 3)' },
      rounds: { type: 'string', value: '<n>', help: 'alternating rounds (default 3)' },
      connections: { type: 'string', value: '<n>', help: 'concurrent connections (default 10)' },
    },
    (v) => ({
      seconds: whole('--seconds', v.seconds),
      rounds: whole('--rounds', v.rounds),
      connections: whole('--connections', v.connections),
    }),
  );
  measured(() => runGatewayThroughputBench(options), { log: (s) => console.error(s) })
    .then(({ value: r, conditions }) => {
      process.stdout.write(`${JSON.stringify({ ...r, conditions }, null, 2)}\n`);
      if (!r.pass) process.exitCode = 1;
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 1;
    });
}
