/**
 * The example application's own test scenario: its flows, one after the
 * other, each meeting one outcome of the client report's coverage table
 * (lib/client/clientJudge.ts, clientOutcomes). A step that fails (as it does
 * under a mistake) is logged and the scenario goes on, so every mistake run
 * still sends the traffic it would send.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CardInput } from '../../examples/app/checkout/checkout.js';
import type { PosResult } from '../../examples/app/pos/posResult.js';
import type { ExampleRig } from './exampleRig.js';
import { visitAsShopper, type ThreeDSecureChoice } from './shopper.js';

/** Step name -> what the application saw ("approved", "busy", "paid", "error: ..."). */
export type ScenarioLog = Record<string, string>;

/** Gateway test cards (README, "Gateway"): frictionless Visa, challenge Mastercard. */
const visa: CardInput = { number: '4111111111111111', expiryMonth: 5, expiryYear: 2031, cvc: '123' };
const mastercard: CardInput = { number: '5400100400099001', expiryMonth: 11, expiryYear: 2030, cvc: '456' };

export async function runEveryOutcome(rig: ExampleRig): Promise<ScenarioLog> {
  const log: ScenarioLog = {};
  const step = async (name: string, run: () => Promise<string>): Promise<void> => {
    try {
      log[name] = await run();
    } catch (e) {
      log[name] = `error: ${e instanceof Error ? e.message : String(e)}`;
    }
  };
  await terminalSteps(rig, step);
  await gatewaySteps(rig, step);
  return log;
}

type Step = (name: string, run: () => Promise<string>) => Promise<void>;

async function terminalSteps(rig: ExampleRig, step: Step): Promise<void> {
  const { pos } = rig;
  let approvedId: string | undefined;
  await step('device', async () => ((await pos.device()) === undefined ? 'unknown' : 'known'));
  await step('sale', async () => {
    const r = await pos.sale(1250);
    if (r.kind === 'finished' && r.outcome === 'approved') approvedId = r.transaction.id;
    return summary(r);
  });
  await step('receipt', async () =>
    approvedId === undefined ? 'no sale' : pos.printMerchantReceipt(approvedId),
  );
  await step('refund', async () => summary(await pos.refund(700)));
  // Amount endings of the simulator's automatic mode (README, "Terminal"): 51 declined, 52 host error.
  await step('declined', async () => summary(await pos.sale(1051)));
  await step('host-error', async () => summary(await pos.sale(1052)));
  await step('cancelled', () =>
    withoutCard(
      rig,
      () => rig.terminalControl('POST', '/_sim/cancel'),
      () => pos.sale(1300),
    ),
  );
  await step('timeout', () =>
    withoutCard(
      rig,
      () => rig.terminalControl('POST', '/_sim/clock/advance', { ms: 150_000 }),
      () => pos.sale(1400),
    ),
  );
  await step('busy', async () => {
    // Another lane's sale holds the terminal; this POS must be refused, not queued behind it.
    await rig.terminalControl('POST', '/_sim/config', { autoPresent: false });
    await rig.terminalControl('POST', '/api/v2/transactions/sale.json', { amount: 999 });
    try {
      return summary(await pos.sale(1500));
    } finally {
      await rig.terminalControl('POST', '/_sim/cancel');
      await rig.terminalControl('POST', '/_sim/config', { autoPresent: { delayMs: 300 } });
    }
  });
  await step('out-of-paper', async () => {
    if (approvedId === undefined) return 'no sale';
    await rig.terminalControl('POST', '/_sim/config', { printer: 'out-of-paper' });
    try {
      return await pos.printMerchantReceipt(approvedId);
    } finally {
      await rig.terminalControl('POST', '/_sim/config', { printer: 'ready' });
    }
  });
  await step('reversal', async () =>
    approvedId === undefined ? 'no sale' : summary(await pos.reverse(approvedId)),
  );
}

/**
 * Starts a sale with no card coming, makes `happen` happen once it is waiting,
 * and returns what the POS made of it.
 */
async function withoutCard(
  rig: ExampleRig,
  happen: () => Promise<unknown>,
  sale: () => Promise<PosResult>,
): Promise<string> {
  await rig.terminalControl('POST', '/_sim/config', { autoPresent: false });
  try {
    const running = sale();
    // Bounded: about 5 s for the sale to be active.
    for (let i = 0; i < 50; i++) {
      const current = await rig.terminalControl('GET', '/api/v2/transactions/current.json');
      if (current.success === true) break;
      await sleep(100);
    }
    await happen();
    return summary(await running);
  } finally {
    await rig.terminalControl('POST', '/_sim/config', { autoPresent: { delayMs: 300 } });
  }
}

async function gatewaySteps(rig: ExampleRig, step: Step): Promise<void> {
  const { checkout } = rig;
  let order = 0;
  const pay = async (
    choice: ThreeDSecureChoice,
    payment: { card?: CardInput; token?: string; saveCard?: boolean },
  ) => {
    order += 1;
    const started = await checkout.startPayment({
      orderNumber: `order-${order}`,
      amount: 2350 + order,
      ...payment,
    });
    const visit = await visitAsShopper(started.actionUrl, choice);
    const confirmed = rig.confirmed.find((c) => c.reference === started.reference);
    if (confirmed === undefined) throw new Error(`the shopper ended on ${visit.finalUrl} (${visit.status})`);
    return confirmed;
  };
  let stored: string | undefined;
  await step('tokenise', async () => {
    stored = (await checkout.tokenise(mastercard)).token;
    return 'token';
  });
  await step('3ds-passed', async () => {
    const paid = await pay('success', { card: visa, saveCard: true });
    return paid.token === undefined ? paid.status : `${paid.status} with token`;
  });
  await step('3ds-failed', async () => (await pay('failed', { card: visa })).status);
  await step('3ds-not-authenticated', async () => (await pay('not-authenticated', { card: visa })).status);
  await step('3ds-cancelled', async () => (await pay('cancel', { card: visa })).status);
  await step('token-paid', async () => {
    if (stored === undefined) return 'no token';
    return (await pay('success', { token: stored })).status;
  });
}

function summary(r: PosResult): string {
  return r.kind === 'finished' ? r.outcome : r.kind;
}
