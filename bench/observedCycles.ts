/**
 * Realistic exchanges for the observe/record micro-benchmark
 * (proxyObserveCost.ts): one cycle per side, captured once through the real
 * recording proxy from the embedded simulators (headers exactly as Node's
 * parser gives them, bodies exactly as the simulators answer), then cloned
 * as many times as wanted with fresh ids, seq numbers and clock, each clone
 * with its own body Buffers (the proxy never sees a Buffer twice).
 * Terminal: a sale start, current.json, latest.json, a merchant receipt.
 * Gateway: a payment job created with card data, the shopper's 3-D Secure
 * page and form post, the job retrieved. Loopback only, at set-up.
 */
import type { RawExchange, RawMessage, Side } from '../lib/judging/client/rawExchange.js';
import { computeHash } from '../lib/targets/gateway/hash.js';
import { startEmbeddedGateway, startEmbeddedTerminal } from '../proxy/embeddedUpstreams.js';
import { startRecordingProxy } from '../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';

export interface ObservedCycles {
  readonly terminal: readonly RawExchange[];
  readonly gateway: readonly RawExchange[];
  /** What the proxy bench gives the judge and the recorder. */
  readonly gatewayApiKeys: readonly string[];
  readonly secrets: readonly string[];
}

/** The card the create sends: a test card, in the body only (the recording masks it). */
const jobBody = JSON.stringify({
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: {
    cardNumber: '4000000000000002',
    cardCvc: '123',
    cardExpiryMonth: '12',
    cardExpiryYear: '30',
    cardHolderName: 'A Shopper',
  },
  order: { orderNumber: 'order-1', description: 'Two books' },
  currency: 'EUR',
  amountToCollect: '12.50',
});

async function drain(r: Response): Promise<string> {
  return r.text();
}

export async function captureCycles(): Promise<ObservedCycles> {
  const terminalSim = await startEmbeddedTerminal({ autoPresent: { delayMs: 20 }, seed: 7 });
  const gatewaySim = await startEmbeddedGateway();
  const seen: RawExchange[] = [];
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminalSim.url },
    gateway: { upstream: gatewaySim.url },
    tap: (x) => void seen.push(x),
  });
  try {
    const t = `${proxy.urls.terminal ?? ''}/api/v2`;
    const auth = {
      authorization: `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`,
    };
    const json = { ...auth, 'content-type': 'application/json' };
    const started = JSON.parse(
      await drain(
        await fetch(`${t}/transactions/sale.json`, {
          method: 'POST',
          headers: json,
          body: '{"amount":1250}',
        }),
      ),
    ) as { transaction: { id: string } };
    await drain(await fetch(`${t}/transactions/current.json`, { headers: auth }));
    // Bounded: the simulator presents a card after 20 ms and ends the sale about a second later.
    for (let i = 0; i < 100; i++) {
      const latest = await drain(await fetch(`${t}/transactions/latest.json`, { headers: auth }));
      if (latest.includes('"is_active":false')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const id = started.transaction.id;
    await drain(await fetch(`${t}/transactions/${id}/receipts/merchant.json`, { headers: auth }));

    const g = proxy.urls.gateway ?? '';
    const key = gatewaySim.apiKeys[0] ?? '';
    const signed = { configurationid: 'paycert-sim' };
    const created = JSON.parse(
      await drain(
        await fetch(`${g}/api/gateway/payment-jobs`, {
          method: 'POST',
          headers: { ...signed, hash: computeHash(key, jobBody), 'content-type': 'application/json' },
          body: jobBody,
        }),
      ),
    ) as { data: { reference: string; payments: { reference: string }[] } };
    const page = `${g}/gateway/3ds/${created.data.payments[0]?.reference ?? ''}`;
    const html = { accept: 'text/html,application/xhtml+xml' };
    await drain(await fetch(page, { headers: html }));
    const form = { ...html, 'content-type': 'application/x-www-form-urlencoded' };
    await drain(
      await fetch(page, { method: 'POST', redirect: 'manual', headers: form, body: 'choice=success' }),
    );
    await drain(
      await fetch(`${g}/api/gateway/payment-jobs/${created.data.reference}`, {
        headers: { ...signed, hash: computeHash(key) },
      }),
    );
  } finally {
    await proxy.close();
    await terminalSim.stop();
    await gatewaySim.stop();
  }
  // The polls of latest.json before the sale ended are left out: the cycle reads it once, finished.
  const lastLatest = seen.findLast((x) => x.request.target.endsWith('/latest.json'));
  const kept = seen.filter((x) => !x.request.target.endsWith('/latest.json') || x === lastLatest);
  if (kept.length !== 8) throw new Error(`captured ${kept.length} exchanges, expected 8`);
  return {
    terminal: kept.filter((x) => x.side === 'terminal'),
    gateway: kept.filter((x) => x.side === 'gateway'),
    gatewayApiKeys: gatewaySim.apiKeys,
    secrets: [...gatewaySim.secrets, ...terminalSim.secrets],
  };
}

/** Ids the simulators hand out: terminal transaction UUIDs, gateway references (18 digits). */
const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<!\d)\d{18}(?!\d)/g;

function freshId(old: string, n: number): string {
  const tag = String(n).padStart(6, '0');
  return old.includes('-') ? `${old.slice(0, -6)}${tag}` : `${old.slice(0, 12)}${tag}`;
}

function swapIds(text: string, n: number): string {
  return text.replace(idPattern, (m) => freshId(m, n));
}

function cloneMessage<M extends RawMessage>(m: M, n: number): M {
  const headers: Record<string, string | readonly string[] | undefined> = {};
  for (const [k, v] of Object.entries(m.headers)) headers[k] = typeof v === 'string' ? swapIds(v, n) : v;
  const body = Buffer.from(swapIds(m.body.toString('utf8'), n), 'utf8');
  return { ...m, headers, body, bodyBytes: body.length };
}

/**
 * `count` cycles of `side` from the captured one, cycle n with ids of its
 * own, seq from `firstSeq`, 600 ms between exchanges (a correct
 * application's polling pace). A body whose length the ids change keeps
 * its captured Hash only when its bytes are unchanged (the create's are).
 */
export function cloneCycles(
  cycle: readonly RawExchange[],
  count: number,
  firstSeq: number,
  firstCycle = 0,
): RawExchange[] {
  const out: RawExchange[] = [];
  let seq = firstSeq;
  let clock = 1_800_000_000_000 + firstSeq * 600;
  for (let n = firstCycle; n < firstCycle + count; n++)
    for (const x of cycle) {
      clock += 600;
      out.push({
        ...x,
        seq: seq++,
        startedAt: clock,
        endedAt: clock + 3,
        request: { ...cloneMessage(x.request, n), target: swapIds(x.request.target, n) },
        ...(x.response === undefined ? {} : { response: cloneMessage(x.response, n) }),
      });
    }
  return out;
}

export type { Side };
