/**
 * Benchmark (issue 14 item 7): requests per second through the recording
 * proxy against direct to the same simulator, side by side in alternating
 * rounds (target ratio >= 0.7), for the cheapest endpoint of each side and
 * for a realistic mix (the terminal's start/poll/receipt cycle, the
 * gateway's create/retrieve), and the proxy process's resident memory
 * before, at its peak and after a bounded soak. The simulators run in one
 * child process (bench/soakServer.ts), the proxy in another
 * (bench/proxyBenchServer.ts, recording on, judge as the checkout has it),
 * and a blind TCP relay in a third (bench/tcpPipeServer.ts) as the ceiling
 * any proxy hop has on the same machine; autocannon drives them from here.
 * Loopback only.
 *
 *   npx tsx bench/proxyThroughput.ts [--seconds 3] [--rounds 3] [--soak 10]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { computeHash } from '../lib/gateway/hash.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import { gatewayJobCycle } from './gatewayJobCycle.js';
import { summarise, type Summary } from './stats.js';

export interface ProxyPair {
  readonly directRps: number[];
  readonly proxyRps: number[];
  /** Through a blind TCP relay (no HTTP, no judge, no recording): the most one more hop allows. */
  readonly pipeRps: number[];
  /** Per-round blind-relay/direct ratios: the ceiling of any proxy's ratio on this machine. */
  readonly pipeRatio: Summary;
  /**
   * Share of non-2xx answers, direct and through the proxy (the mixes meet
   * a busy terminal: 409 is part of the cycle; the single endpoints allow none).
   */
  readonly non2xxShare: { direct: number; proxy: number };
  /** Per-round proxy/direct ratios. */
  readonly ratio: Summary;
  /**
   * CPU time per request (µs, from /proc) of the simulator alone and behind
   * the proxy, of the proxy (all its threads) and of its relay thread alone
   * (the rest is the observer thread, judge and recording, and the garbage
   * collector's helpers), and of the load generator (this process) in each
   * case. `perCoreEstimate` is the ratio a machine with a core for each busy
   * thread would reach, where the busiest thread sets the pace: max(load
   * generator, simulator) direct over max(load generator, simulator, relay
   * thread, the proxy's other threads) through the proxy. An estimate from
   * measured CPU, not a measurement.
   */
  readonly cpu: {
    simulatorDirect: number;
    simulatorBehindProxy: number;
    proxy: number;
    proxyRelayThread: number;
    loadGeneratorDirect: number;
    loadGeneratorThroughProxy: number;
    perCoreEstimate: number;
  };
}

export interface ProxyThroughputResult {
  readonly bench: 'proxy-throughput';
  readonly seconds: number;
  readonly connections: number;
  readonly judge: string;
  /** The machine's 1-minute load average at the start and the end: other work skews every figure. */
  readonly loadAverage: readonly [number, number];
  readonly terminal: ProxyPair;
  readonly gateway: ProxyPair;
  /** Sale, current, latest, merchant receipt per cycle on each connection. */
  readonly terminalMix: ProxyPair;
  /** Payment job create then retrieve on each connection. */
  readonly gatewayMix: ProxyPair;
  readonly soak: {
    readonly seconds: number;
    readonly requests: number;
    readonly errors: number;
    readonly rssMiB: { before: number; peak: number; end: number; after: number };
  };
  readonly target: number;
  /** Every median ratio at or above the target. */
  readonly pass: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
const AUTH = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
const jobBody = JSON.stringify({
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' },
  order: { orderNumber: 'bench-proxy' },
  currency: 'EUR',
  amountToCollect: '10.00',
});

/** CPU time (user + system) of a process, or of one of its threads, in µs, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number, tid?: number): number {
  const stat = readFileSync(
    tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
    'utf8',
  );
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? NaN) / 1024;
}

/** Starts a bench server child and resolves the JSON line it prints (bounded: 30 s). */
function startChild<T>(file: string, args: string[]): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, file), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start in 30 s`));
    }, 30_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined) return;
      clearTimeout(timer);
      resolve({ child, info: JSON.parse(line) as T });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${String(code)}`));
    });
  });
}

function terminalLoad(url: string): autocannon.Options {
  return { url: `${url}/api/v2/transactions/latest.json`, headers: { authorization: AUTH } };
}

function gatewayLoad(url: string): autocannon.Options {
  return {
    url: `${url}/api/gateway/payment-jobs`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ConfigurationId: 'paycert-sim',
      Hash: computeHash('paycert-sim-key', jobBody),
    },
    body: jobBody,
  };
}

/** The terminal's start/poll/receipt cycle: a sale, its polls, the merchant receipt of the latest transaction. */
function terminalMixLoad(url: string): autocannon.Options {
  const headers = { authorization: AUTH };
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/transactions/sale.json',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"amount":1234}',
      },
      { method: 'GET', path: '/api/v2/transactions/current.json', headers },
      {
        method: 'GET',
        path: '/api/v2/transactions/latest.json',
        headers,
        onResponse: (_status: number, body: string, context: object) => {
          (context as { id?: string }).id = /"id":"([^"]+)"/.exec(body)?.[1] ?? 'none';
        },
      },
      {
        method: 'GET',
        headers,
        setupRequest: (req: autocannon.Request, context: object) => ({
          ...req,
          path: `/api/v2/transactions/${(context as { id?: string }).id ?? 'none'}/receipts/merchant.json`,
        }),
      },
    ],
  };
}

/** The gateway's create/retrieve: a payment job, then the job by its reference. */
function gatewayMixLoad(url: string): autocannon.Options {
  return { url, requests: gatewayJobCycle(jobBody) };
}

interface Round {
  readonly rps: number;
  readonly requests: number;
  readonly non2xx: number;
  /** CPU µs per request of each watched process. */
  readonly cpu: number[];
}

async function round(
  options: autocannon.Options,
  seconds: number,
  connections: number,
  probes: readonly (() => number)[],
  allowNon2xx: boolean,
): Promise<Round> {
  const before = probes.map((p) => p());
  const r = await autocannon({ ...options, duration: seconds, connections, pipelining: 1 });
  if ((r.non2xx > 0 && !allowNon2xx) || r.errors > 0 || r.timeouts > 0)
    throw new Error(
      `${String(options.url)}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  const n = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    cpu: probes.map((p, i) => (p() - (before[i] ?? 0)) / n),
  };
}

async function pair(
  load: (url: string) => autocannon.Options,
  direct: string,
  proxied: string,
  piped: string,
  o: {
    rounds: number;
    seconds: number;
    connections: number;
    log: (s: string) => void;
    name: string;
    simulatorPid: number;
    proxyPid: number;
    allowNon2xx?: boolean;
  },
): Promise<ProxyPair> {
  const self = (): number => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  // Simulator, proxy, proxy's relay thread (its main thread: tid = pid), load generator.
  const pids = [
    () => cpuMicros(o.simulatorPid),
    () => cpuMicros(o.proxyPid),
    () => cpuMicros(o.proxyPid, o.proxyPid),
    self,
  ];
  const allow = o.allowNon2xx ?? false;
  await round(load(direct), 1, o.connections, pids, allow); // warm-up (JIT, pools)
  await round(load(proxied), 1, o.connections, pids, allow);
  await round(load(piped), 1, o.connections, pids, allow);
  const pipeRps: number[] = [];
  const answers = { direct: 0, directNon2xx: 0, proxy: 0, proxyNon2xx: 0 };
  const directRps: number[] = [];
  const proxyRps: number[] = [];
  const cpu = {
    simulatorDirect: [] as number[],
    simulatorBehindProxy: [] as number[],
    proxy: [] as number[],
    proxyRelayThread: [] as number[],
    loadGeneratorDirect: [] as number[],
    loadGeneratorThroughProxy: [] as number[],
  };
  for (let i = 0; i < o.rounds; i++) {
    // Alternating, and each pair in the other order the next time, so a drift of the machine's load favours neither.
    const first = i % 2 === 0 ? direct : proxied;
    const a = await round(load(first), o.seconds, o.connections, pids, allow);
    const b = await round(load(first === direct ? proxied : direct), o.seconds, o.connections, pids, allow);
    const [d, p] = first === direct ? [a, b] : [b, a];
    answers.direct += d.requests;
    answers.directNon2xx += d.non2xx;
    answers.proxy += p.requests;
    answers.proxyNon2xx += p.non2xx;
    directRps.push(d.rps);
    proxyRps.push(p.rps);
    cpu.simulatorDirect.push(d.cpu[0] ?? NaN);
    cpu.simulatorBehindProxy.push(p.cpu[0] ?? NaN);
    cpu.proxy.push(p.cpu[1] ?? NaN);
    cpu.proxyRelayThread.push(p.cpu[2] ?? NaN);
    cpu.loadGeneratorDirect.push(d.cpu[3] ?? NaN);
    cpu.loadGeneratorThroughProxy.push(p.cpu[3] ?? NaN);
    pipeRps.push((await round(load(piped), o.seconds, o.connections, pids, allow)).rps);
    o.log(
      `proxy ${o.name} round ${i + 1}/${o.rounds}: direct ${Math.round(directRps[i] ?? 0)} req/s, through the proxy ${Math.round(proxyRps[i] ?? 0)} req/s, through a blind TCP relay ${Math.round(pipeRps[i] ?? 0)} req/s`,
    );
  }
  const med = (xs: number[]): number => Math.round(summarise(xs).median * 10) / 10;
  const c = {
    simulatorDirect: med(cpu.simulatorDirect),
    simulatorBehindProxy: med(cpu.simulatorBehindProxy),
    proxy: med(cpu.proxy),
    proxyRelayThread: med(cpu.proxyRelayThread),
    loadGeneratorDirect: med(cpu.loadGeneratorDirect),
    loadGeneratorThroughProxy: med(cpu.loadGeneratorThroughProxy),
  };
  const busiestDirect = Math.max(c.loadGeneratorDirect, c.simulatorDirect);
  const busiestProxied = Math.max(
    c.loadGeneratorThroughProxy,
    c.simulatorBehindProxy,
    c.proxyRelayThread,
    c.proxy - c.proxyRelayThread,
  );
  const share = (k: number, n: number): number => Math.round((k / Math.max(1, n)) * 1000) / 1000;
  return {
    directRps,
    proxyRps,
    non2xxShare: {
      direct: share(answers.directNon2xx, answers.direct),
      proxy: share(answers.proxyNon2xx, answers.proxy),
    },
    ratio: summarise(proxyRps.map((p, i) => p / (directRps[i] ?? NaN))),
    pipeRps,
    pipeRatio: summarise(pipeRps.map((p, i) => p / (directRps[i] ?? NaN))),
    cpu: {
      ...c,
      perCoreEstimate: Math.round((busiestDirect / busiestProxied) * 1000) / 1000,
    },
  };
}

export async function runProxyThroughputBench(options: {
  rounds: number;
  seconds: number;
  soakSeconds: number;
  connections?: number;
  log: (s: string) => void;
}): Promise<ProxyThroughputResult> {
  const connections = options.connections ?? 10;
  const loadAtStart = loadavg()[0] ?? NaN;
  const record = mkdtempSync(join(tmpdir(), 'paycert-proxy-bench-'));
  const children: ChildProcess[] = [];
  try {
    const sims = await startChild<{ terminal: string; gateway: string }>('soakServer.ts', []);
    children.push(sims.child);
    const sale = await fetch(`${sims.info.terminal}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"amount":400}',
    });
    if (sale.status !== 200) throw new Error(`could not start a sale: ${sale.status}`);
    await fetch(`${sims.info.terminal}/_sim/wait-idle`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"timeoutMs":10000}',
    });
    const proxy = await startChild<{ terminal: string; gateway: string; judge: string }>(
      'proxyBenchServer.ts',
      [sims.info.terminal, sims.info.gateway, record],
    );
    children.push(proxy.child);
    const pipe = await startChild<{ urls: [string, string] }>('tcpPipeServer.ts', [
      sims.info.terminal,
      sims.info.gateway,
    ]);
    children.push(pipe.child);
    const [pipeTerminal, pipeGateway] = pipe.info.urls;
    const o = {
      rounds: options.rounds,
      seconds: options.seconds,
      connections,
      log: options.log,
      simulatorPid: sims.child.pid ?? 0,
      proxyPid: proxy.child.pid ?? 0,
    };
    const terminal = await pair(terminalLoad, sims.info.terminal, proxy.info.terminal, pipeTerminal, {
      ...o,
      name: 'terminal GET latest.json',
    });
    const gateway = await pair(gatewayLoad, sims.info.gateway, proxy.info.gateway, pipeGateway, {
      ...o,
      name: 'gateway POST payment-jobs',
    });
    const terminalMix = await pair(terminalMixLoad, sims.info.terminal, proxy.info.terminal, pipeTerminal, {
      ...o,
      name: 'terminal sale/current/latest/receipt',
      allowNon2xx: true,
    });
    const gatewayMix = await pair(gatewayMixLoad, sims.info.gateway, proxy.info.gateway, pipeGateway, {
      ...o,
      name: 'gateway create/retrieve',
    });

    options.log(`proxy soak: ${options.soakSeconds} s of terminal and gateway traffic through the proxy`);
    const pid = proxy.child.pid ?? 0;
    await new Promise((r) => setTimeout(r, 1_000));
    const before = rssMiB(pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMiB(pid)), 250);
    const [t, g] = await Promise.all([
      autocannon({ ...terminalLoad(proxy.info.terminal), duration: options.soakSeconds, connections }),
      autocannon({ ...gatewayLoad(proxy.info.gateway), duration: options.soakSeconds, connections }),
    ]);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2_000));
    const after = rssMiB(pid);
    const round = (x: number): number => Math.round(x);
    return {
      bench: 'proxy-throughput',
      seconds: options.seconds,
      connections,
      judge: proxy.info.judge,
      loadAverage: [Math.round(loadAtStart * 10) / 10, Math.round((loadavg()[0] ?? NaN) * 10) / 10],
      terminal,
      gateway,
      terminalMix,
      gatewayMix,
      soak: {
        seconds: options.soakSeconds,
        requests: t.requests.total + g.requests.total,
        errors: t.errors + t.timeouts + t.non2xx + g.errors + g.timeouts + g.non2xx,
        rssMiB: {
          before: round(before),
          peak: round(Math.max(before, ...samples)),
          end: round(samples.at(-1) ?? NaN),
          after: round(after),
        },
      },
      target: 0.7,
      pass: [terminal, gateway, terminalMix, gatewayMix].every((p) => p.ratio.median >= 0.7),
    };
  } finally {
    for (const c of children) c.kill('SIGKILL');
    rmSync(record, { recursive: true, force: true });
  }
}

const r2 = (x: number): string => x.toFixed(2);
const span = (s: Summary): string => `${r2(s.median)} (${r2(s.min)}–${r2(s.max)}, n=${s.runs})`;

/** The proxy's section of bench/results.md. */
export function renderProxyResult(r: (ProxyThroughputResult & { measuredAt?: string }) | undefined): string {
  if (r === undefined) return '';
  const lines = [
    '',
    '## Recording proxy: throughput against direct, memory after a soak',
    '',
    `Measured ${r.measuredAt ?? ''}; ${r.connections} connections, ${r.seconds} s rounds, recording on, judge: ${r.judge}; load average ${r.loadAverage[0]} at the start, ${r.loadAverage[1]} at the end, on ${cpus().length} cores.`,
    '',
    '| traffic | direct req/s | through the proxy req/s | proxy / direct | target | | blind TCP relay / direct (ceiling) | CPU µs per request: load generator, simulator direct; load generator, simulator, proxy relay thread + other threads through the proxy | estimate with a core per busy thread |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const pairs: [string, ProxyPair | undefined][] = [
    ['terminal GET latest.json', r.terminal],
    ['gateway POST payment-jobs (links rewritten)', r.gateway],
    ['terminal mix: sale, current, latest, receipt', r.terminalMix],
    ['gateway mix: create, retrieve', r.gatewayMix],
  ];
  for (const [name, p] of pairs) {
    if (p === undefined) continue;
    lines.push(
      `| ${name} | ${p.directRps.map(Math.round).join(', ')} | ${p.proxyRps.map(Math.round).join(', ')} | ${span(p.ratio)} | ≥ ${r.target} | ${p.ratio.median >= r.target ? 'met' : '**not met**'} | ${p.pipeRatio === undefined ? '' : span(p.pipeRatio)} | ${p.cpu.loadGeneratorDirect}, ${p.cpu.simulatorDirect}; ${p.cpu.loadGeneratorThroughProxy}, ${p.cpu.simulatorBehindProxy}, ${p.cpu.proxyRelayThread} + ${Math.round((p.cpu.proxy - p.cpu.proxyRelayThread) * 10) / 10} | ${r2(p.cpu.perCoreEstimate)} |`,
    );
  }
  const m = r.soak.rssMiB;
  lines.push(
    '',
    `Non-2xx answers, direct / through the proxy: ${pairs
      .filter(([, p]) => p?.non2xxShare !== undefined)
      .map(([n, p]) => `${n} ${p?.non2xxShare.direct ?? 0} / ${p?.non2xxShare.proxy ?? 0}`)
      .join(
        '; ',
      )} (the terminal mix meets a busy terminal: 409 is part of the cycle). Direct and proxied rounds alternate, each pair in the other order the next time.`,
    '',
    'The blind TCP relay column is the ceiling of any proxy on this machine: the same load through one more hop that reads no HTTP, judges nothing and records nothing (bench/tcpPipeServer.ts), in the same alternating rounds.',
    '',
    "The last column is an estimate, not a measurement: on a machine with a core for each busy thread (load generator, simulator, the proxy's relay thread, its observer thread) the busiest one sets the pace, so the ratio is the busiest CPU per request direct over the busiest through the proxy. On this machine the threads share the cores, so the measured ratio is lower.",
    '',
    `Soak: ${r.soak.requests} requests in ${r.soak.seconds} s (${r.soak.errors} errors); proxy RSS ${m.before} MiB before, ${m.peak} MiB peak, ${m.end} MiB at the end, ${m.after} MiB 2 s after.`,
    '',
  );
  return lines.join('\n');
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i === -1 ? undefined : Number(process.argv[i + 1]);
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : fallback;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  runProxyThroughputBench({
    rounds: flag('--rounds', 3),
    seconds: flag('--seconds', 3),
    soakSeconds: flag('--soak', 10),
    log: (s) => console.error(s),
  }).then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(`proxyThroughput: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 2;
    },
  );
}
