/**
 * Micro-benchmark (issue 14 item 7): the CPU the recording proxy spends per
 * exchange after forwarding it, `judge.observe(x)` then `recorder.record(x)`,
 * with no network in the timed part. Realistic exchanges of both sides
 * (observedCycles.ts: captured once from the simulators through the proxy)
 * are replayed with fresh ids and Buffers every round, after warm-up rounds;
 * one judge for the whole run (its state fills as in a long session), one
 * recorder per round (its file written as in the proxy, flushes included).
 * Judge and recorder run one after the other on the same exchange, as they
 * do in the proxy's observer thread (proxy/observerWorker.ts), so the
 * recorder reads the body the judge parsed (lib/judging/client/parsedBodyCache.ts).
 * Each call is timed on its own (performance.now(), its cost included).
 *
 *   npx tsx bench/proxyObserveCost.ts [--rounds 7] [--cycles 300]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClientJudge } from '../lib/judging/client/createClientJudge.js';
import type { RawExchange } from '../lib/judging/client/rawExchange.js';
import { ExchangeRecorder } from '../proxy/exchangeRecorder.js';
import { captureCycles, cloneCycles } from './observedCycles.js';
import { summarise, type Summary } from './stats.js';
import { measured } from './quietMachine.js';

export interface ObserveCost {
  /** µs per exchange, median over rounds of each round's mean. */
  readonly observeUs: Summary;
  readonly recordUs: Summary;
  readonly totalUs: Summary;
}

export interface ObserveCostResult {
  readonly bench: 'proxy-observe-cost';
  readonly rounds: number;
  readonly exchangesPerRound: number;
  readonly terminal: ObserveCost;
  readonly gateway: ObserveCost;
  /** Per exchange of the cycles: `side METHOD path`, ids left out. */
  readonly perExchange: Readonly<Record<string, ObserveCost>>;
}

/** A name for the figures: the request line with ids and query left out. */
function kindOf(x: RawExchange): string {
  const path = x.request.target.replace(/[?#].*$/, '').replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d{18}/g, '{id}');
  return `${x.side} ${x.request.method} ${path}`;
}

interface Sums {
  observe: number;
  record: number;
  n: number;
}

export async function runObserveCostBench(rounds = 7, cycles = 300, warmUp = 3): Promise<ObserveCostResult> {
  const captured = await captureCycles();
  const judge = createClientJudge({ gatewayApiKeys: captured.gatewayApiKeys, secrets: captured.secrets });
  const dir = mkdtempSync(join(tmpdir(), 'paycert-observe-'));
  const perRound: Map<string, Sums>[] = [];
  let seq = 1;
  try {
    for (let round = 0; round < warmUp + rounds; round++) {
      const recorder = new ExchangeRecorder(dir, 1024 * 1024 * 1024, captured.secrets);
      const sums = new Map<string, Sums>();
      const add = (key: string, observe: number, record: number): void => {
        const s = sums.get(key) ?? { observe: 0, record: 0, n: 0 };
        s.observe += observe;
        s.record += record;
        s.n++;
        sums.set(key, s);
      };
      for (let c = 0; c < cycles; c++) {
        // Cloned just before use, as the proxy allocates each exchange just before judging it: the
        // garbage collector then finds few exchanges alive, not a whole round waiting (which it
        // would copy at every scavenge, inside the timed calls).
        const n = round * cycles + c;
        const t = cloneCycles(captured.terminal, 1, seq, n);
        seq += t.length;
        const g = cloneCycles(captured.gateway, 1, seq, n);
        seq += g.length;
        const xs = [...t, ...g];
        for (let k = 0; k < xs.length; k++) {
          const x = xs[k] as RawExchange;
          const a = performance.now();
          judge.observe(x);
          const b = performance.now();
          recorder.record(x);
          const e = performance.now();
          add(kindOf(x), b - a, e - b);
          add(x.side, b - a, e - b);
        }
      }
      recorder.close(0);
      if (round >= warmUp) perRound.push(sums);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cost = (key: string): ObserveCost => {
    const per = (f: (s: Sums) => number): Summary =>
      summarise(
        perRound.map((m) => {
          const s = m.get(key);
          return s === undefined ? NaN : (f(s) * 1000) / s.n;
        }),
      );
    return {
      observeUs: per((s) => s.observe),
      recordUs: per((s) => s.record),
      totalUs: per((s) => s.observe + s.record),
    };
  };
  const kinds = [...captured.terminal, ...captured.gateway].map(kindOf);
  return {
    bench: 'proxy-observe-cost',
    rounds,
    exchangesPerRound: cycles * (captured.terminal.length + captured.gateway.length),
    terminal: cost('terminal'),
    gateway: cost('gateway'),
    perExchange: Object.fromEntries(kinds.map((k) => [k, cost(k)])),
  };
}

const r1 = (s: Summary | undefined): string =>
  s === undefined ? 'n/a' : `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;

export function renderObserveCost(r: (ObserveCostResult & { measuredAt?: string }) | undefined): string {
  if (r === undefined) return '';
  const lines = [
    '',
    '## Recording proxy: CPU per exchange after forwarding (judge.observe + recorder.record)',
    '',
    `Measured ${r.measuredAt ?? ''}; ${r.rounds} rounds of ${r.exchangesPerRound} exchanges captured from the simulators and replayed with fresh ids, no network; judge then recorder on each exchange, as in the proxy's observer thread (the recorder reads the judge's parse); µs per exchange, median (min–max) of the rounds' means (\`npx tsx bench/proxyObserveCost.ts\`).`,
    '',
    '| exchanges | observe µs | record µs | together µs |',
    '| --- | --- | --- | --- |',
  ];
  const row = (name: string, c: ObserveCost | undefined): void => {
    if (c !== undefined)
      lines.push(`| ${name} | ${r1(c.observeUs)} | ${r1(c.recordUs)} | ${r1(c.totalUs)} |`);
  };
  row('**terminal cycle** (mean)', r.terminal);
  row('**gateway cycle** (mean)', r.gateway);
  for (const [name, c] of Object.entries(r.perExchange)) row(`\`${name}\``, c);
  lines.push('');
  return lines.join('\n');
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i < 0 ? NaN : Number(process.argv[i + 1]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { value, conditions } = await measured(
    () => runObserveCostBench(flag('--rounds', 7), flag('--cycles', 300)),
    {
      log: (s) => console.error(s),
    },
  );
  console.log(JSON.stringify({ ...value, conditions }, null, 2));
}
