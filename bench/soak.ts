/**
 * The soak bench (issue 13 item 1): each endpoint family driven for a
 * bounded time against both simulators in one child process (as `npm run
 * simulate` runs them), its resident memory sampled from /proc: before,
 * peak, after, and the growth over the second half of each run. Bounded
 * state means a plateau: the stores fill to their bounds, then stay there.
 * Loopback only.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { gatewayJobCycle } from './gatewayJobCycle.js';

export interface SoakFamily {
  readonly name: string;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly rssMiB: { before: number; midpoint: number; peak: number; end: number; after: number };
  /** Mean RSS of the last quarter of the run over that of the second quarter, minus 1: near 0 when flat. */
  readonly secondHalfGrowth: number;
}

export interface SoakResult {
  readonly secondsPerFamily: number;
  readonly families: SoakFamily[];
  /** Every family's growth under 10 % or 24 MiB, and its peak under 1 GiB. */
  readonly flat: boolean;
}

const AUTH = `Basic ${Buffer.from('paycert:paycert').toString('base64')}`;
const here = dirname(fileURLToPath(import.meta.url));

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? NaN) / 1024;
}

/** A receipt-sized print job: 30 text lines and a scroll. */
const printBody = JSON.stringify({
  instructions: [
    ...Array.from({ length: 30 }, (_, i) => ({
      command: 'text',
      text: `line ${i} ${'x'.repeat(30)}`,
      x: 0,
      y: i * 24,
      font_size: 24,
    })),
    { command: 'scroll', amount: 48 },
  ],
});

/** A payment job with about 32 KB of order lines: the case that used to exhaust the heap. */
const jobBody = JSON.stringify({
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: {
    cardNumber: '4000000000000002',
    cardExpiryMonth: '12',
    cardExpiryYear: '35',
    cardCvc: '123',
    cardHolderName: 'Soak Test',
  },
  order: {
    orderNumber: 'soak-1',
    orderLines: Array.from({ length: 400 }, (_, i) => ({
      name: `article ${i}`,
      quantity: 1 + (i % 5),
      price: '1.00',
    })),
  },
  currency: 'EUR',
  amountToCollect: '12.34',
});

function families(urls: {
  terminal: string;
  gateway: string;
}): { name: string; options: autocannon.Options }[] {
  return [
    {
      name: 'terminal print',
      options: {
        url: urls.terminal,
        requests: [
          {
            method: 'POST',
            path: '/api/v2/print.json',
            headers: { authorization: AUTH, 'content-type': 'application/json' },
            body: printBody,
          },
        ],
      },
    },
    {
      name: 'terminal start/poll',
      options: {
        url: urls.terminal,
        requests: [
          {
            method: 'POST',
            path: '/api/v2/transactions/sale.json',
            headers: { authorization: AUTH, 'content-type': 'application/json' },
            body: '{"amount":1234}',
          },
          { method: 'GET', path: '/api/v2/transactions/current.json', headers: { authorization: AUTH } },
          { method: 'GET', path: '/api/v2/transactions/latest.json', headers: { authorization: AUTH } },
        ],
      },
    },
    {
      name: 'gateway payment job create/retrieve',
      options: {
        url: urls.gateway,
        requests: gatewayJobCycle(jobBody),
      },
    },
  ];
}

export async function runSoakBench(options: {
  seconds: number;
  log: (s: string) => void;
}): Promise<SoakResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'soakServer.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid ?? 0;
  try {
    const urls = await new Promise<{ terminal: string; gateway: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('soak server did not start in 30 s')), 30_000);
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line !== undefined) {
          clearTimeout(timer);
          resolve(JSON.parse(line) as { terminal: string; gateway: string });
        }
      });
    });
    const result: SoakFamily[] = [];
    for (const f of families(urls)) {
      options.log(`soak: ${f.name}, ${options.seconds} s`);
      await new Promise((r) => setTimeout(r, 1_000));
      const before = rssMiB(pid);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssMiB(pid)), 250);
      const r = await autocannon({ ...f.options, connections: 20, duration: options.seconds });
      clearInterval(sampler);
      await new Promise((res) => setTimeout(res, 2_000));
      const after = rssMiB(pid);
      const midpoint = samples[Math.floor(samples.length / 2)] ?? NaN;
      const end = samples[samples.length - 1] ?? NaN;
      // Growth: the last quarter's mean over the second quarter's (single samples swing with each GC).
      const q = Math.max(1, Math.floor(samples.length / 4));
      const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
      const growth = mean(samples.slice(-q)) / mean(samples.slice(q, 2 * q)) - 1;
      result.push({
        name: f.name,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        rssMiB: { before, midpoint, peak: Math.max(before, ...samples), end, after },
        secondHalfGrowth: growth,
      });
    }
    // RSS swings by tens of MiB with the allocator and the GC even when the heap is flat (measured: a
    // gateway heap of 14-15 MiB from 500 to 3,000 large jobs while RSS moved 140-163 MiB), so growth
    // counts only beyond 10 % or 24 MiB, whichever is larger. The bug this guards against grew by GiB.
    const flat = result.every((f) => {
      const rise = f.secondHalfGrowth * f.rssMiB.midpoint;
      return (f.secondHalfGrowth < 0.1 || rise < 24) && f.rssMiB.peak < 1_024;
    });
    return { secondsPerFamily: options.seconds, families: result, flat };
  } finally {
    child.kill('SIGKILL');
  }
}
