/**
 * Model-based test (fast-check commands, one class per operation): start
 * each type, present each kind of card, cancel, advance the clock (phases
 * and timeouts), fetch and print receipts, restart on the same data
 * directory. After every command the invariants hold: at most one active
 * transaction; stan strictly increasing; totals add up; receipt availability
 * as the spec says; screen idle exactly when nothing is active; nothing lost
 * across restarts. fast-check prints the seed and path of a failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import fc from 'fast-check';
import { testCards } from '../../lib/targets/terminal/testCards.js';
import { startSim, txn, type Json, type Sim } from './simHarness.js';

interface Model {
  /** Every id the terminal has accepted, in start order. */
  ids: string[];
}
interface Real {
  s: Sim;
  dataDir: string;
}
type Cmd = fc.AsyncCommand<Model, Real>;

async function current(r: Real): Promise<Json | undefined> {
  const c = await r.s.get('/api/v2/transactions/current.json');
  return c.status === 200 ? txn(c) : undefined;
}

async function allDocs(r: Real): Promise<Json[]> {
  const list = (await r.s.get('/api/v2/transactions.json')).body as { transactions: Json[] };
  const out: Json[] = [];
  for (const t of list.transactions)
    out.push(txn(await r.s.get(`/api/v2/transactions/${encodeURIComponent(String(t.id))}.json`)));
  return out;
}

async function invariants(m: Model, r: Real): Promise<void> {
  const docs = await allDocs(r);
  expect(
    docs.map((d) => d.id),
    'nothing lost, nothing invented',
  ).toEqual(m.ids);
  const active = docs.filter((d) => d.is_active === true);
  expect(active.length, 'at most one active transaction').toBeLessThanOrEqual(1);
  const cur = await current(r);
  expect(cur?.id, 'current.json is the active one').toBe(active[0]?.id);
  for (let i = 1; i < docs.length; i++)
    expect(Number(docs[i]?.stan), 'stan strictly increasing').toBeGreaterThan(Number(docs[i - 1]?.stan));
  for (const d of docs) {
    expect(d.total_amount, `total of ${String(d.id)}`).toBe(
      Number(d.amount) + Number(d.tip_amount) + Number(d.amount_other),
    );
    if (d.is_active === false) expect(['approved', 'declined', 'cancelled', 'error']).toContain(d.result);
  }
  const scene = (await r.s.get('/api/v2/screens/current.json')).body as { scene: { path: string } };
  expect(scene.scene.path === 'app.views.layouts.idle', 'screen idle exactly when nothing is active').toBe(
    active.length === 0,
  );
}

class Start implements Cmd {
  constructor(
    readonly type: 'sale' | 'refund' | 'reversal' | 'reconciliation',
    readonly amount: number,
    readonly tip: number,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const busy = (await current(r)) !== undefined;
    const body: Json =
      this.type === 'sale'
        ? { amount: this.amount, tip_amount: this.tip }
        : this.type === 'refund'
          ? { amount: this.amount }
          : {};
    const docs = this.type === 'reversal' ? await allDocs(r) : [];
    const reversible = docs.some(
      (d) => (d.type === 'sale' || d.type === 'refund') && d.result === 'approved' && d.is_reversed === false,
    );
    const a = await r.s.post(`/api/v2/transactions/${this.type}.json`, body);
    if (busy) {
      expect(a.status).toBe(409);
    } else if (this.type === 'reversal' && !reversible) {
      expect(a.status).toBe(400);
    } else {
      expect(a.status).toBe(200);
      const t = txn(a);
      expect(t).toMatchObject({ type: this.type, is_active: true });
      m.ids.push(String(t.id));
    }
    await invariants(m, r);
  }
  toString = (): string => `start ${this.type} ${this.amount}+${this.tip}`;
}

class Present implements Cmd {
  constructor(readonly card: string) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const cur = await current(r);
    const waiting = cur !== undefined && cur.status === 'waiting_for_card' && cur.num_attempts === 0;
    const a = await r.s.post('/_sim/present', { card: this.card });
    expect(a.status).toBe(waiting ? 200 : 409);
    await invariants(m, r);
  }
  toString = (): string => `present ${this.card}`;
}

class Cancel implements Cmd {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const cur = await current(r);
    const a = await r.s.post('/_sim/cancel', {});
    if (cur === undefined) expect(a.status).toBe(404);
    else if (['waiting_for_card', 'reading_card', 'waiting_for_pin'].includes(String(cur.status))) {
      expect(a.status).toBe(200);
      expect(txn(a)).toMatchObject({ result: 'cancelled', is_active: false });
    } else expect(a.status).toBe(409);
    await invariants(m, r);
  }
  toString = (): string => 'cancel';
}

class Advance implements Cmd {
  constructor(readonly ms: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    await r.s.advance(this.ms);
    await invariants(m, r);
  }
  toString = (): string => `advance ${this.ms}`;
}

class Receipt implements Cmd {
  constructor(
    readonly pick: number,
    readonly kind: 'merchant' | 'cardholder' | 'reconciliation',
  ) {}
  check = (m: Model): boolean => m.ids.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const id = m.ids[this.pick % m.ids.length] ?? '';
    const t = txn(await r.s.get(`/api/v2/transactions/${encodeURIComponent(id)}.json`));
    const recon = t.type === 'reconciliation';
    const a = await r.s.get(`/api/v2/transactions/${encodeURIComponent(id)}/receipts/${this.kind}.json`);
    const available = this.kind === 'merchant' || (this.kind === 'cardholder' ? !recon : recon);
    expect(a.status).toBe(available ? 200 : 400);
    if (available) {
      const receipt = (a.body as { receipt: unknown[] }).receipt;
      expect((await r.s.post('/api/v2/print.json', { instructions: receipt })).status).toBe(200);
      if (this.kind === 'reconciliation') {
        const merchant = await r.s.get(
          `/api/v2/transactions/${encodeURIComponent(id)}/receipts/merchant.json`,
        );
        expect(receipt, 'the reconciliation receipt is the merchant receipt').toEqual(
          (merchant.body as { receipt: unknown[] }).receipt,
        );
      }
    }
    await invariants(m, r);
  }
  toString = (): string => `receipt ${this.kind} #${this.pick}`;
}

class Restart implements Cmd {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const before = await allDocs(r);
    await r.s.stop();
    r.s = await startSim({ dataDir: r.dataDir });
    const after = await allDocs(r);
    expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id));
    for (let i = 0; i < before.length; i++) {
      const b = before[i] as Json;
      if (b.is_active === false)
        expect(after[i], 'a finished transaction survives a restart unchanged').toEqual(b);
      else expect(after[i]).toMatchObject({ id: b.id, is_active: false, result: 'error' });
    }
    await invariants(m, r);
  }
  toString = (): string => 'restart';
}

const commands = [
  fc
    .tuple(
      fc.constantFrom('sale', 'refund', 'reversal', 'reconciliation' as const),
      fc.integer({ min: 1, max: 20000 }),
      fc.integer({ min: 0, max: 500 }),
    )
    .map(([t, a, tip]) => new Start(t, a, tip)),
  fc.constantFrom(...testCards.map((c) => c.id)).map((c) => new Present(c)),
  fc.constant(new Cancel()),
  fc.constantFrom(100, 300, 700, 1500, 3000, 150_000).map((ms) => new Advance(ms)),
  fc
    .tuple(fc.nat(50), fc.constantFrom('merchant', 'cardholder', 'reconciliation' as const))
    .map(([p, k]) => new Receipt(p, k)),
  fc.constant(new Restart()),
];

test('model-based: lifecycle invariants hold under any command sequence', async () => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 20 }), async (cmds) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'paycert-terminal-mbt-'));
      const real: Real = { s: await startSim({ dataDir }), dataDir };
      try {
        await fc.asyncModelRun(() => ({ model: { ids: [] }, real }), cmds);
      } finally {
        await real.s.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }),
    { numRuns: 15 },
  );
});
