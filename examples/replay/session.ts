/**
 * The session both replay examples record: the shop of examples/outcomes
 * (your application, in your project) takes a payment at the terminal and
 * creates an online payment, talking to the recording proxy instead of the
 * targets. `recordTraffic` writes the redacted session into `dir`.
 */
import { recordTraffic, type Simulators } from 'paycert';
import { Shop } from '../outcomes/shop.js';

/** Records one sale and one online payment through the proxy in front of `sims`. */
export async function recordShopSession(sims: Simulators, dir: string): Promise<void> {
  const proxy = await recordTraffic({
    dir,
    terminal: sims.terminal.url,
    gateway: sims.gateway.url,
    // Your own secrets: they never reach the recording.
    secrets: [sims.terminal.password, sims.gateway.apiKey],
  });
  try {
    const shop = new Shop({
      terminalUrl: proxy.urls.terminal ?? '',
      terminalUser: sims.terminal.username,
      terminalPassword: sims.terminal.password,
      gatewayUrl: proxy.urls.gateway ?? '',
      configurationId: sims.gateway.configurationId,
      apiKey: sims.gateway.apiKey,
    });
    // The simulator's next sale is approved (a card is presented); a real terminal needs an operator.
    await sims.terminal.outcomes.queue('approved');
    if ((await shop.payAtTerminal(1250)) !== 'approved')
      throw new Error('the recorded sale was not approved');
    await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  } finally {
    await proxy.stop();
  }
}
