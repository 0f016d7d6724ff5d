/**
 * The example application meets every drill (docs/drills.md) through the
 * proxy, one after the other, after its ordinary scenario (everyOutcome.ts):
 * the proxy is told which drill the next matching exchange meets
 * (`rig.arm`, as `paycert proxy --drill` does from the start). Each step
 * logs what the application saw; a correct application recovers from each.
 */
import { CheckoutError, type CardInput } from '../../examples/app/checkout/checkout.js';
import type { PosResult } from '../../examples/app/pos/posResult.js';
import type { ScenarioLog } from './everyOutcome.js';
import type { ExampleRig } from './exampleRig.js';
import { visitAsShopper } from './shopper.js';

const visa: CardInput = { number: '4111111111111111', expiryMonth: 5, expiryYear: 2031, cvc: '123' };

/** Waits (bounded) until the shop's return pages confirmed `reference` `n` times. */
async function confirmations(rig: ExampleRig, reference: string, n: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const seen = rig.confirmed.filter((c) => c.reference === reference).map((c) => c.status);
    if (seen.length >= n) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  return rig.confirmed.filter((c) => c.reference === reference).map((c) => c.status);
}

function summary(r: PosResult): string {
  return r.kind === 'finished' ? r.outcome : r.kind;
}

export async function runDrills(rig: ExampleRig): Promise<ScenarioLog> {
  const log: ScenarioLog = {};
  const step = async (name: string, run: () => Promise<string>): Promise<void> => {
    try {
      log[name] = await run();
    } catch (e) {
      log[name] = `error: ${e instanceof Error ? e.message : String(e)}`;
    }
  };
  /** One sale under a drill; a second outcome waits for a sale started again (a mistake), then is cleared. */
  const sale = async (drill: string, amount: number): Promise<string> => {
    rig.arm(drill);
    await rig.queue(['approved', 'declined']);
    try {
      return summary(await rig.pos.sale(amount));
    } finally {
      await rig.terminalControl('DELETE', '/_sim/outcomes');
    }
  };
  await step('lost-start-answer', () => sale('lost-start-answer', 1810));
  await step('slow-start-answer', () => sale('slow-start-answer:4500', 1820));
  await step('terminal-unreachable', () => sale('terminal-unreachable:1500', 1830));

  let order = 0;
  const create = async (): Promise<{ reference: string; actionUrl: string }> =>
    rig.checkout.startPayment({ orderNumber: `drill-order-${++order}`, amount: 2500, card: visa });
  for (const drill of ['gateway-5xx-after-create', 'gateway-closed-after-create']) {
    await step(drill, async () => {
      rig.arm(drill);
      try {
        await create();
        return 'created';
      } catch (e) {
        // No reference came back: the shop tells the shopper to try again, as a new order.
        return e instanceof CheckoutError ? `not created (HTTP ${e.status})` : 'not created (no answer)';
      }
    });
  }
  await step('return-without-payment', async () => {
    rig.arm('return-without-payment');
    const job = await create();
    return (await confirmations(rig, job.reference, 1)).join(', ');
  });
  await step('return-twice', async () => {
    rig.arm('return-twice');
    const job = await create();
    await visitAsShopper(job.actionUrl, 'success');
    return (await confirmations(rig, job.reference, 2)).join(', ');
  });
  return log;
}
