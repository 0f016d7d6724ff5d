/**
 * The example application's own test scenario: its flows, one after the
 * other, each meeting one outcome of the client report's coverage table
 * (lib/judging/client/clientJudge.ts, clientOutcomes). The terminal is told which
 * outcome comes next (POST /_sim/outcomes). On the gateway the shopper chooses
 * on the 3-D Secure page's form: a queued gateway outcome resolves the page
 * without that form post, and the job read back afterwards cannot tell "not
 * authenticated" from "failed" (both AuthenticationStatus N), so only the
 * choice shows the judge every 3-D Secure outcome. A step that fails (as it
 * does under a mistake) is logged and the scenario goes on, so a mistake run
 * still sends the traffic the application would send.
 */
import type { CardInput } from '../../examples/app/checkout/checkout.js';
import type { PosResult } from '../../examples/app/pos/posResult.js';
import type { ExampleRig } from './exampleRig.js';
import { visitAsShopper, type ThreeDSecureChoice } from './shopper.js';

/** Step name -> what the application saw ("approved", "busy", "paid", "error: ..."). */
export type ScenarioLog = Record<string, string>;

/** Gateway test cards (README, "Gateway"): a frictionless Visa, a challenge Mastercard. */
const visa: CardInput = { number: '4111111111111111', expiryMonth: 5, expiryYear: 2031, cvc: '123' };
const mastercard: CardInput = { number: '5400100400099001', expiryMonth: 11, expiryYear: 2030, cvc: '456' };

type Step = (name: string, run: () => Promise<string>) => Promise<void>;

export async function runEveryOutcome(rig: ExampleRig): Promise<ScenarioLog> {
  const log: ScenarioLog = {};
  const step: Step = async (name, run) => {
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

async function terminalSteps(rig: ExampleRig, step: Step): Promise<void> {
  const { pos } = rig;
  const sale = async (outcome: string, amount: number): Promise<PosResult> => {
    await rig.queue([outcome]);
    return pos.sale(amount);
  };
  let approvedId: string | undefined;
  await step('device', async () => ((await pos.device()) === undefined ? 'unknown' : 'known'));
  await step('sale', async () => {
    // At real clock speed the card flow outlasts a few polls, so the poll interval is judged too.
    await rig.terminalControl('POST', '/_sim/config', { clockSpeed: 1 });
    try {
      const r = await sale('approved', 1250);
      if (r.kind === 'finished' && r.outcome === 'approved') approvedId = r.transaction.id;
      return summary(r);
    } finally {
      await rig.terminalControl('POST', '/_sim/config', { clockSpeed: 5 });
    }
  });
  await step('receipt', async () =>
    approvedId === undefined ? 'no sale' : pos.printMerchantReceipt(approvedId),
  );
  await step('refund', async () => {
    await rig.queue(['approved']);
    return summary(await pos.refund(700));
  });
  await step('declined', async () => summary(await sale('declined', 1300)));
  await step('host-error', async () => summary(await sale('host-error', 1400)));
  await step('cancelled', async () => summary(await sale('cancelled', 1500)));
  await step('timeout', async () => summary(await sale('timeout', 1600)));
  await step('busy', async () => {
    // Another lane's sale holds the terminal (nothing queued: it waits for a card);
    // this POS must be refused, not queued behind it. The other lane then cancels.
    await rig.terminalControl('POST', '/api/v2/transactions/sale.json', { amount: 999 });
    try {
      return summary(await pos.sale(1700));
    } finally {
      await rig.terminalControl('POST', '/_sim/cancel');
    }
  });
  await step('out-of-paper', async () => {
    if (approvedId === undefined) return 'no sale';
    await rig.queue(['out-of-paper']);
    return pos.printMerchantReceipt(approvedId);
  });
  await step('reversal', async () =>
    approvedId === undefined ? 'no sale' : summary(await pos.reverse(approvedId)),
  );
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
      // Whole-ten prices (12.50, 15.00...): where String(minor / 100) drops a digit.
      amount: 1000 + order * 250,
      ...payment,
    });
    const visit = await visitAsShopper(started.actionUrl, choice);
    const confirmed = rig.confirmed.find((c) => c.reference === started.reference);
    if (confirmed === undefined) throw new Error(`the shopper ended on ${visit.finalUrl} (${visit.status})`);
    return confirmed;
  };
  let tokenised: string | undefined;
  let saved: string | undefined;
  await step('tokenise', async () => {
    tokenised = (await checkout.tokenise(mastercard)).token;
    return 'token';
  });
  await step('3ds-passed', async () => {
    const paid = await pay('success', { card: visa, saveCard: true });
    saved = paid.token;
    return paid.token === undefined ? paid.status : `${paid.status} with token`;
  });
  await step('3ds-failed', async () => (await pay('failed', { card: visa })).status);
  await step('3ds-not-authenticated', async () => (await pay('not-authenticated', { card: visa })).status);
  await step('3ds-cancelled', async () => (await pay('cancel', { card: visa })).status);
  // Both kinds of stored token: one from the tokenisation endpoint, one saved with a payment.
  await step('token-paid', async () =>
    tokenised === undefined ? 'no token' : (await pay('success', { token: tokenised })).status,
  );
  await step('saved-token-paid', async () =>
    saved === undefined ? 'no token' : (await pay('success', { token: saved })).status,
  );
}

function summary(r: PosResult): string {
  return r.kind === 'finished' ? r.outcome : r.kind;
}
