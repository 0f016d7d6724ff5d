/**
 * Benchmark (issue 21, item 11): the recording proxy beside its peers, on
 * the same simulators and the same load, in alternating rounds (each round
 * in another order, so a drift of the machine's load favours nobody):
 *   - blind: a TCP relay that reads no HTTP (bench/tcpPipeServer.ts), the
 *     ceiling of any one more hop; every ratio is to it, in the same round;
 *   - bare: node:http + undici, no judge, no recording (bareRelayServer.ts);
 *   - paycert: the recording proxy, judging and recording every body
 *     (proxyBenchServer.ts; its recording is checked at the end to hold the
 *     bodies of every exchange it counted);
 *   - Prism: Stoplight Prism's validating proxy on generated/openapi;
 *   - mitmdump: mitmproxy's reverse proxy writing every flow to a file
 *     (Debian package `mitmproxy`; left out, with the reason, when absent).
 * For each: requests per second on the terminal's `GET latest.json` and the
 * gateway's `POST payment-jobs`; the latency it adds at 20 requests per
 * second (median and p99 over direct, sequential requests interleaved
 * across targets); its resident memory (process tree) at the peak of its
 * rounds. Then a soak through paycert's proxy with its RSS sampled.
 * Loopback only; autocannon drives the load from here.
 *
 *   npx tsx bench/proxyThroughput.ts [--seconds 3] [--rounds 3] [--soak 10]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client } from 'undici';
import { computeHash } from '../lib/targets/gateway/hash.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import { summarise, type Summary } from './stats.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { measured } from './quietMachine.js';

const peers = ['blind', 'bare', 'paycert', 'prism', 'mitmdump'] as const;
type Peer = (typeof peers)[number];
type Target = 'direct' | Peer;
const loads = ['terminal', 'gateway'] as const;
type Load = (typeof loads)[number];

export interface PeerFigures {
  /** Requests per second in each round, and per round over the blind relay's in that round. */
  readonly rps: Record<Load, number[]>;
  readonly ratioToBlind: Record<Load, Summary>;
  /** Latency at 20 requests per second, ms: median and p99, and what it adds over direct. */
  readonly latency: Record<Load, { median: number; p99: number; addedMedian: number; addedP99: number }>;
  /** Errors, timeouts and non-2xx answers over all its rounds. */
  readonly failures: number;
  /** Resident memory of its process tree at the peak of its rounds, MiB. */
  readonly peakRssMiB: number;
}

export interface ProxyPeersResult {
  readonly bench: 'proxy-peers';
  readonly seconds: number;
  readonly rounds: number;
  readonly connections: number;
  /** The machine's 1-minute load average at the start and the end: other work skews every figure. */
  readonly loadAverage: readonly [number, number];
  readonly direct: {
    readonly rps: Record<Load, number[]>;
    readonly latency: Record<Load, { median: number; p99: number }>;
  };
  readonly peers: Partial<Record<Peer, PeerFigures>>;
  /** Peers left out, and why. */
  readonly skipped: Partial<Record<Peer, string>>;
  /** paycert's recording after its rounds: every counted exchange recorded with its bodies? */
  readonly paycertRecording: {
    /** Exchanges in its measured rounds, and all it was sent (warm-up, latency probe, soak). */
    readonly counted: number;
    readonly sent: number;
    readonly recorded: number;
    readonly droppedBodies: number;
    readonly droppedExchanges: number;
    readonly capturesCutByBudget: number;
    readonly bytes: number;
  };
  /** paycert's CPU per request (all its threads), µs, median of its rounds. */
  readonly paycertCpuMicros: Record<Load, number>;
  readonly mitmdumpFlowBytes?: number;
  readonly soak: {
    readonly seconds: number;
    readonly requests: number;
    readonly failures: number;
    readonly rssMiB: { before: number; peak: number; secondHalfGrowth: number; end: number; after: number };
  };
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const AUTH = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
const jobBody = JSON.stringify({
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' },
  order: { orderNumber: 'bench-proxy' },
  currency: 'EUR',
  amountToCollect: '10.00',
});
const jobHeaders = {
  'content-type': 'application/json',
  ConfigurationId: 'paycert-sim',
  Hash: computeHash('paycert-sim-key', jobBody),
};
const prismPackage = '@stoplight/prism-cli@5.16.0';

function load(kind: Load, url: string): autocannon.Options {
  return kind === 'terminal'
    ? { url: `${url}/api/v2/transactions/latest.json`, headers: { authorization: AUTH } }
    : { url: `${url}/api/gateway/payment-jobs`, method: 'POST', headers: jobHeaders, body: jobBody };
}

/** CPU time (user + system) of a process, all its threads, in µs, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Resident memory of a process and its descendants (npx starts Prism two levels down), MiB. */
function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  let kib = 0;
  const walk = (p: number): void => {
    try {
      kib += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return kib / 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port (bounded). */
async function listening(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing listened on ${port} within ${ms} ms`);
}

interface Started {
  readonly urls: Record<Load, string>;
  readonly pids: number[];
  stop(): Promise<void>;
}

/** A bench server of ours (node --import tsx): its first JSON line names its URLs (bounded: 30 s). */
async function startOurs(
  file: string,
  args: string[],
): Promise<Started & { child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, file), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const info = await new Promise<{ urls?: [string, string]; terminal?: string; gateway?: string }>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${file} did not start in 30 s`)), 30_000);
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const done = out.split('\n').slice(0, -1);
        out = out.slice(out.lastIndexOf('\n') + 1);
        for (const l of done) if (l.startsWith('{')) lines.push(l);
        if (lines.length === 1) {
          clearTimeout(timer);
          resolve(JSON.parse(lines[0] as string) as { urls?: [string, string] });
        }
      });
      void exited.then(() => reject(new Error(`${file} exited early`)));
    },
  );
  const [terminal, gateway] = info.urls ?? [info.terminal, info.gateway];
  return {
    child,
    lines,
    urls: { terminal: terminal ?? '', gateway: gateway ?? '' },
    pids: [child.pid ?? 0],
    async stop() {
      child.kill('SIGKILL');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}

/** An external proxy per side, each in a process group of its own (npx starts children), stopped by that group's id. */
async function startExternal(
  command: (side: Load, upstream: string, port: number) => [string, string[]],
  upstreams: Record<Load, string>,
  startMs: number,
): Promise<Started> {
  const procs: ChildProcess[] = [];
  const urls = { terminal: '', gateway: '' };
  const stop = async (): Promise<void> => {
    for (const p of procs)
      try {
        if (p.pid !== undefined) process.kill(-p.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    await new Promise((r) => setTimeout(r, 500));
  };
  try {
    for (const side of loads) {
      const port = await freePort();
      const [cmd, args] = command(side, upstreams[side], port);
      const p = spawn(cmd, args, { stdio: 'ignore', detached: true, cwd: root });
      procs.push(p);
      urls[side] = `http://127.0.0.1:${port}`;
      await listening(port, startMs);
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { urls, pids: procs.map((p) => p.pid ?? 0), stop };
}

interface Tally {
  rps: number;
  requests: number;
  failures: number;
}

async function measure(kind: Load, url: string, seconds: number, connections: number): Promise<Tally> {
  const r = await autocannon({ ...load(kind, url), duration: seconds, connections, pipelining: 1 });
  return { rps: r.requests.average, requests: r.requests.total, failures: r.errors + r.timeouts + r.non2xx };
}

/** Sequential requests, 20 a second per target, interleaved across targets in a rotating order: ms each. */
async function latencyAt20(
  kind: Load,
  urls: Record<string, string>,
  n: number,
): Promise<Record<string, number[]>> {
  const names = Object.keys(urls);
  const clients = new Map(names.map((t) => [t, new Client(new URL(urls[t] as string).origin)]));
  const out: Record<string, number[]> = Object.fromEntries(names.map((t) => [t, []]));
  const o = load(kind, '');
  try {
    for (let i = 0; i < n; i++) {
      const tick = performance.now();
      for (let k = 0; k < names.length; k++) {
        const t = names[(i + k) % names.length] as string;
        const c = clients.get(t) as Client;
        const t0 = performance.now();
        const r = await c.request({
          path: new URL(o.url, 'http://x').pathname,
          method: o.method ?? 'GET',
          headers: o.headers as Record<string, string>,
          ...(o.body === undefined ? {} : { body: o.body }),
        });
        await r.body.dump();
        out[t]?.push(performance.now() - t0);
      }
      const wait = 50 - (performance.now() - tick);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  } finally {
    await Promise.all([...clients.values()].map((c) => c.close()));
  }
  return out;
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
const ms = (x: number): number => Math.round(x * 100) / 100;

export async function runProxyThroughputBench(options: {
  rounds: number;
  seconds: number;
  soakSeconds: number;
  latencyRequests?: number;
  connections?: number;
  log: (s: string) => void;
}): Promise<ProxyPeersResult> {
  const connections = options.connections ?? 10;
  const loadAtStart = loadavg()[0] ?? NaN;
  const work = mkdtempSync(join(tmpdir(), 'paycert-proxy-peers-'));
  const started: Started[] = [];
  const skipped: Partial<Record<Peer, string>> = {};
  try {
    const sims = await startOurs('soakServer.ts', []);
    started.push(sims);
    // latest.json needs a transaction to answer 200.
    const sale = await fetch(`${sims.urls.terminal}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"amount":400}',
    });
    if (sale.status !== 200) throw new Error(`could not start a sale: ${sale.status}`);
    await fetch(`${sims.urls.terminal}/_sim/wait-idle`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"timeoutMs":10000}',
    });
    const up = [sims.urls.terminal, sims.urls.gateway];
    const targets = new Map<Target, Started>([['direct', sims]]);
    targets.set('blind', await startOurs('tcpPipeServer.ts', up));
    targets.set('bare', await startOurs('bareRelayServer.ts', up));
    mkdirSync(join(work, 'recording'));
    const paycert = await startOurs('proxyBenchServer.ts', [...up, join(work, 'recording')]);
    targets.set('paycert', paycert);
    for (const t of targets.values()) if (!started.includes(t)) started.push(t);

    // Prism validates against the OpenAPI documents; their `servers` name the device, not the proxy, so they go.
    options.log(`proxy peers: starting Prism (${prismPackage}, npx)`);
    for (const side of loads) {
      const doc = JSON.parse(
        readFileSync(join(root, 'generated', 'openapi', `${side}.openapi.json`), 'utf8'),
      ) as {
        servers?: unknown;
      };
      delete doc.servers;
      writeFileSync(join(work, `${side}.openapi.json`), JSON.stringify(doc));
    }
    try {
      const prism = await startExternal(
        (side, upstream, port) => [
          'npx',
          [
            '-y',
            prismPackage,
            'proxy',
            join(work, `${side}.openapi.json`),
            upstream,
            '--host',
            '127.0.0.1',
            '--port',
            String(port),
            '-v',
            'warn',
          ],
        ],
        sims.urls,
        180_000,
      );
      started.push(prism);
      targets.set('prism', prism);
    } catch (e) {
      skipped.prism = `Prism did not start: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (spawnSync('mitmdump', ['--version'], { stdio: 'ignore' }).status !== 0)
      skipped.mitmdump = 'mitmdump is not installed (Debian package mitmproxy: apt-get install -y mitmproxy)';
    else {
      const mitm = await startExternal(
        (side, upstream, port) => [
          'mitmdump',
          [
            '--mode',
            `reverse:${upstream}`,
            '--listen-host',
            '127.0.0.1',
            '--listen-port',
            String(port),
            '-w',
            join(work, `${side}.flows`),
            '-q',
          ],
        ],
        sims.urls,
        60_000,
      );
      started.push(mitm);
      targets.set('mitmdump', mitm);
    }

    const names = [...targets.keys()];
    const rps = new Map<Target, Record<Load, number[]>>(names.map((t) => [t, { terminal: [], gateway: [] }]));
    const failures = new Map<Target, number>(names.map((t) => [t, 0]));
    const peakRss = new Map<Target, number>(names.map((t) => [t, 0]));
    const paycertCpu: Record<Load, number[]> = { terminal: [], gateway: [] };
    /** Exchanges counted in paycert's rounds, and all it was sent (warm-up, latency probe and soak too). */
    let counted = 0;
    let sent = 0;
    for (const kind of loads) {
      for (const t of names) {
        const warm = await measure(kind, (targets.get(t) as Started).urls[kind], 1, connections); // JIT, pools
        if (t === 'paycert') sent += warm.requests;
      }
      for (let r = 0; r < options.rounds; r++) {
        const order = names.map((_, k) => names[(k + r) % names.length] as Target);
        const line: string[] = [];
        for (const t of order) {
          const s = targets.get(t) as Started;
          const cpuBefore = t === 'paycert' ? cpuMicros(s.pids[0] as number) : 0;
          let peak = 0;
          const sampler = setInterval(() => (peak = Math.max(peak, ...s.pids.map(treeRssMiB))), 500);
          const m = await measure(kind, s.urls[kind], options.seconds, connections);
          clearInterval(sampler);
          peakRss.set(t, Math.max(peakRss.get(t) ?? 0, peak));
          if (t === 'paycert') {
            counted += m.requests;
            sent += m.requests;
            paycertCpu[kind].push((cpuMicros(s.pids[0] as number) - cpuBefore) / Math.max(1, m.requests));
          }
          rps.get(t)?.[kind].push(m.rps);
          failures.set(t, (failures.get(t) ?? 0) + m.failures);
          line.push(`${t} ${Math.round(m.rps)}`);
        }
        options.log(`proxy peers ${kind} round ${r + 1}/${options.rounds}: ${line.join(', ')} req/s`);
      }
    }

    options.log('proxy peers: latency at 20 requests per second, interleaved');
    const latency = new Map<Target, Record<Load, number[]>>(
      names.map((t) => [t, { terminal: [], gateway: [] }]),
    );
    for (const kind of loads) {
      const got = await latencyAt20(
        kind,
        Object.fromEntries(names.map((t) => [t, (targets.get(t) as Started).urls[kind]])),
        options.latencyRequests ?? 200,
      );
      for (const t of names) (latency.get(t) as Record<Load, number[]>)[kind] = got[t] ?? [];
      sent += got.paycert?.length ?? 0;
    }

    options.log(`proxy peers: soak, ${options.soakSeconds} s through paycert's proxy`);
    const pid = paycert.pids[0] as number;
    await new Promise((r) => setTimeout(r, 1_000));
    const before = treeRssMiB(pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(treeRssMiB(pid)), 250);
    const [st, sg] = await Promise.all(
      loads.map((kind) =>
        autocannon({ ...load(kind, paycert.urls[kind]), duration: options.soakSeconds, connections }),
      ),
    );
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2_000));
    const after = treeRssMiB(pid);
    const q = Math.max(1, Math.floor(samples.length / 4));
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const soakRequests = (st?.requests.total ?? 0) + (sg?.requests.total ?? 0);
    sent += soakRequests;

    // paycert's recording: closed by SIGTERM, its summary is the server's second line.
    paycert.child.kill('SIGTERM');
    for (let i = 0; i < 100 && paycert.lines.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const summary = JSON.parse(paycert.lines[1] ?? '{}') as {
      recording?: {
        exchanges: number;
        droppedBodies: number;
        droppedExchanges: number;
        capturesCutByBudget: number;
        bytes: number;
      };
    };
    const rec = summary.recording;
    const flowBytes = targets.has('mitmdump')
      ? loads.reduce((n, side) => n + statSync(join(work, `${side}.flows`)).size, 0)
      : undefined;

    const d = (t: Target, kind: Load): number[] => (latency.get(t) as Record<Load, number[]>)[kind];
    const figures: Partial<Record<Peer, PeerFigures>> = {};
    for (const t of names) {
      if (t === 'direct') continue;
      const r = rps.get(t) as Record<Load, number[]>;
      const blind = rps.get('blind') as Record<Load, number[]>;
      figures[t] = {
        rps: r,
        ratioToBlind: {
          terminal: summarise(r.terminal.map((x, i) => x / (blind.terminal[i] ?? NaN))),
          gateway: summarise(r.gateway.map((x, i) => x / (blind.gateway[i] ?? NaN))),
        },
        latency: Object.fromEntries(
          loads.map((kind) => [
            kind,
            {
              median: ms(quantile(d(t, kind), 0.5)),
              p99: ms(quantile(d(t, kind), 0.99)),
              addedMedian: ms(quantile(d(t, kind), 0.5) - quantile(d('direct', kind), 0.5)),
              addedP99: ms(quantile(d(t, kind), 0.99) - quantile(d('direct', kind), 0.99)),
            },
          ]),
        ) as PeerFigures['latency'],
        failures: failures.get(t) ?? 0,
        peakRssMiB: Math.round(peakRss.get(t) ?? 0),
      };
    }
    return {
      bench: 'proxy-peers',
      seconds: options.seconds,
      rounds: options.rounds,
      connections,
      loadAverage: [Math.round(loadAtStart * 10) / 10, Math.round((loadavg()[0] ?? NaN) * 10) / 10],
      direct: {
        rps: rps.get('direct') as Record<Load, number[]>,
        latency: {
          terminal: {
            median: ms(quantile(d('direct', 'terminal'), 0.5)),
            p99: ms(quantile(d('direct', 'terminal'), 0.99)),
          },
          gateway: {
            median: ms(quantile(d('direct', 'gateway'), 0.5)),
            p99: ms(quantile(d('direct', 'gateway'), 0.99)),
          },
        },
      },
      peers: figures,
      skipped,
      paycertRecording: {
        counted,
        sent,
        recorded: rec?.exchanges ?? 0,
        droppedBodies: rec?.droppedBodies ?? NaN,
        droppedExchanges: rec?.droppedExchanges ?? NaN,
        capturesCutByBudget: rec?.capturesCutByBudget ?? NaN,
        bytes: rec?.bytes ?? 0,
      },
      paycertCpuMicros: {
        terminal: Math.round(summarise(paycertCpu.terminal).median),
        gateway: Math.round(summarise(paycertCpu.gateway).median),
      },
      ...(flowBytes === undefined ? {} : { mitmdumpFlowBytes: flowBytes }),
      soak: {
        seconds: options.soakSeconds,
        requests: soakRequests,
        failures:
          (st?.errors ?? 0) +
          (st?.timeouts ?? 0) +
          (st?.non2xx ?? 0) +
          (sg?.errors ?? 0) +
          (sg?.timeouts ?? 0) +
          (sg?.non2xx ?? 0),
        rssMiB: {
          before: Math.round(before),
          peak: Math.round(Math.max(before, ...samples)),
          secondHalfGrowth:
            Math.round((mean(samples.slice(-q)) / mean(samples.slice(q, 2 * q)) - 1) * 1000) / 1000,
          end: Math.round(samples.at(-1) ?? NaN),
          after: Math.round(after),
        },
      },
    };
  } finally {
    for (const s of started.reverse()) await s.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const r2 = (x: number): string => x.toFixed(2);
const span = (s: Summary): string => `${r2(s.median)} (${r2(s.min)}–${r2(s.max)})`;
const names: Record<Peer, string> = {
  blind: 'blind TCP relay',
  bare: 'bare node:http + undici relay (no judge, no recording)',
  paycert: "paycert's proxy (judging and recording every body)",
  prism: 'Stoplight Prism validating proxy',
  mitmdump: 'mitmdump writing a flow file',
};

/** The proxy's section of bench/results.md. */
export function renderProxyResult(r: (ProxyPeersResult & { measuredAt?: string }) | undefined): string {
  if (r === undefined || r.bench !== 'proxy-peers') return '';
  const p = r.peers;
  const lines = [
    '',
    '## Recording proxy beside its peers',
    '',
    `Measured ${r.measuredAt ?? ''}; ${r.rounds} alternating rounds of ${r.seconds} s per target and load, ${r.connections} connections; load average ${r.loadAverage[0]} at the start, ${r.loadAverage[1]} at the end, on ${cpus().length} cores (the simulators, the load generator and the proxy share them).`,
    '',
    '| peer | terminal latest.json req/s | ratio to blind | gateway payment-jobs req/s | ratio to blind | added latency at 20 req/s, terminal (median / p99 ms) | gateway (median / p99 ms) | peak RSS MiB | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| direct (no hop) | ${r.direct.rps.terminal.map(Math.round).join(', ')} | | ${r.direct.rps.gateway.map(Math.round).join(', ')} | | ${r.direct.latency.terminal.median} / ${r.direct.latency.terminal.p99} (absolute) | ${r.direct.latency.gateway.median} / ${r.direct.latency.gateway.p99} (absolute) | | |`,
  ];
  for (const peer of peers) {
    const f = p[peer];
    if (f === undefined) {
      lines.push(`| ${names[peer]} | left out: ${r.skipped[peer] ?? 'not measured'} | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${names[peer]} | ${f.rps.terminal.map(Math.round).join(', ')} | ${span(f.ratioToBlind.terminal)} | ${f.rps.gateway.map(Math.round).join(', ')} | ${span(f.ratioToBlind.gateway)} | ${f.latency.terminal.addedMedian} / ${f.latency.terminal.addedP99} | ${f.latency.gateway.addedMedian} / ${f.latency.gateway.addedP99} | ${f.peakRssMiB} | ${f.failures} |`,
    );
  }
  const pc = p.paycert;
  const times = (a: PeerFigures | undefined, b: PeerFigures | undefined, k: Load): string =>
    a === undefined || b === undefined
      ? 'n/a'
      : `${r2(a.ratioToBlind[k].median / b.ratioToBlind[k].median)}×`;
  const rec = r.paycertRecording;
  const m = r.soak.rssMiB;
  lines.push(
    '',
    `Targets: paycert ≥ 0.4 of the blind relay (terminal ${pc === undefined ? 'n/a' : r2(pc.ratioToBlind.terminal.median)}, gateway ${pc === undefined ? 'n/a' : r2(pc.ratioToBlind.gateway.median)}); ≥ 3× Prism (terminal ${times(pc, p.prism, 'terminal')}, gateway ${times(pc, p.prism, 'gateway')}) and mitmdump (terminal ${times(pc, p.mitmdump, 'terminal')}, gateway ${times(pc, p.mitmdump, 'gateway')}); ≤ 1 ms median and ≤ 2 ms p99 added at 20 req/s (terminal ${pc?.latency.terminal.addedMedian ?? 'n/a'} / ${pc?.latency.terminal.addedP99 ?? 'n/a'}, gateway ${pc?.latency.gateway.addedMedian ?? 'n/a'} / ${pc?.latency.gateway.addedP99 ?? 'n/a'}).`,
    '',
    `paycert's recording: ${rec.recorded} exchanges recorded of the ${rec.sent} it was sent (${rec.counted} of them in the measured rounds; the rest warm-up, latency probe and soak), ${rec.droppedBodies} without bodies, ${rec.droppedExchanges} dropped, ${rec.capturesCutByBudget} bodies cut by the capture budget, ${Math.round(rec.bytes / 2 ** 20)} MiB written; its CPU per request (both threads): terminal ${r.paycertCpuMicros.terminal} µs, gateway ${r.paycertCpuMicros.gateway} µs.${r.mitmdumpFlowBytes === undefined ? '' : ` mitmdump's flow files: ${Math.round(r.mitmdumpFlowBytes / 2 ** 20)} MiB.`} Prism validates requests and answers against generated/openapi (its \`servers\` left out: they name the device) and records nothing.`,
    '',
    `Soak through paycert's proxy, both loads at once: ${r.soak.requests} requests in ${r.soak.seconds} s (${r.soak.failures} failures); RSS ${m.before} MiB before, ${m.peak} MiB peak, ${m.end} MiB at the end (last quarter over the second: ${(m.secondHalfGrowth * 100).toFixed(1)} %), ${m.after} MiB 2 s after.`,
    '',
    'Latency: sequential requests at 20 per second to every target in turn (the order rotating each tick), so each sees the same machine; "added" is the peer\'s median (p99) minus direct\'s.',
    '',
  );
  return lines.join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const whole = (flag: string, v: string | undefined, fallback: number): number =>
    v === undefined ? fallback : flagInteger(flag, v, 1, 10_000);
  const options = scriptFlags(
    'proxyThroughput.ts',
    'Usage: npx tsx bench/proxyThroughput.ts [flags]',
    {
      seconds: { type: 'string', value: '<s>', help: 'seconds per measurement (default 3)' },
      rounds: { type: 'string', value: '<n>', help: 'alternating rounds (default 3)' },
      soak: { type: 'string', value: '<s>', help: 'seconds of the soak (default 10)' },
    },
    (v) => ({
      rounds: whole('--rounds', v.rounds, 3),
      seconds: whole('--seconds', v.seconds, 3),
      soakSeconds: whole('--soak', v.soak, 10),
    }),
  );
  const log = (s: string): void => console.error(s);
  measured(() => runProxyThroughputBench({ ...options, log }), { log }).then(
    ({ value, conditions }) => console.log(JSON.stringify({ ...value, conditions })),
    (e: unknown) => {
      console.error(`proxyThroughput: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 2;
    },
  );
}
