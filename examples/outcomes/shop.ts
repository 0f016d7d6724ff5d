/**
 * The application under test in these examples: a shop that takes payments
 * at a terminal, prints on its printer and sells online through the gateway.
 * In your project this is your own code; the tests beside it show how to
 * reach each of its branches by queueing the simulators' next outcomes.
 */
import { createHash } from 'node:crypto';

export interface ShopSettings {
  readonly terminalUrl: string;
  /** HTTP Basic credentials of the terminal's REST API. */
  readonly terminalUser: string;
  readonly terminalPassword: string;
  readonly gatewayUrl: string;
  readonly configurationId: string;
  readonly apiKey: string;
}

/** The settings from handles such as `startSimulators()` gives (a test's wiring, not the shop's). */
export function shopSettings(s: {
  readonly terminal: { readonly url: string; readonly username: string; readonly password: string };
  readonly gateway: { readonly url: string; readonly configurationId: string; readonly apiKey: string };
}): ShopSettings {
  return {
    terminalUrl: s.terminal.url,
    terminalUser: s.terminal.username,
    terminalPassword: s.terminal.password,
    gatewayUrl: s.gateway.url,
    configurationId: s.gateway.configurationId,
    apiKey: s.gateway.apiKey,
  };
}

export type TerminalResult = 'approved' | 'declined' | 'cancelled' | 'error';

export class Shop {
  constructor(private readonly s: ShopSettings) {}

  /** A sale at the terminal: start it, then read it until it is no longer active (every 500 ms, at most 2 min). */
  async payAtTerminal(amountMinorUnits: number): Promise<TerminalResult> {
    const started = await this.terminal('POST', 'transactions/sale.json', { amount: amountMinorUnits });
    const id = (started.transaction as { id: string }).id;
    for (let i = 0; i < 240; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const t = (await this.terminal('GET', `transactions/${encodeURIComponent(id)}.json`)).transaction as {
        is_active: boolean;
        result: TerminalResult | null;
      };
      if (!t.is_active && t.result !== null) return t.result;
    }
    throw new Error(`sale ${id} still active after 2 minutes`);
  }

  /** Prints lines on the terminal's printer; an empty roll is a branch of its own. */
  async printReceipt(lines: readonly string[]): Promise<'printed' | 'out-of-paper'> {
    const instructions = lines.map((text, i) => ({ command: 'text', text, x: 0, y: i * 30 }));
    const r = await fetch(`${this.s.terminalUrl}/api/v2/print.json`, {
      method: 'POST',
      headers: { ...this.basicAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ instructions }),
    });
    if (r.status === 409) return 'out-of-paper';
    if (!r.ok) throw new Error(`print answered ${r.status}`);
    return 'printed';
  }

  /** Creates an online payment; the shopper's browser is sent to the returned action link. */
  async checkout(amount: string, card: { number: string; cvc: string }): Promise<string> {
    const body = JSON.stringify({
      type: 'Payment',
      paymentMethodsToUse: ['creditcard'],
      currency: 'EUR',
      amountToCollect: amount,
      order: { orderNumber: `order-${Date.now()}` },
      parameters: { cardNumber: card.number, cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: card.cvc },
    });
    const r = await fetch(`${this.s.gatewayUrl}/api/gateway/payment-jobs`, {
      method: 'POST',
      headers: { ...this.gatewayHeaders(body), 'content-type': 'application/json' },
      body,
    });
    if (r.status !== 201) throw new Error(`payment job answered ${r.status}`);
    const job = (await r.json()) as { links: { action: { url: string } } };
    return job.links.action.url;
  }

  /**
   * The shopper came back to a return URL. Landing there proves nothing: the
   * shop retrieves the job and trusts only its status.
   */
  async onReturn(returnUrl: string): Promise<'paid' | 'not-paid'> {
    const reference = new URL(returnUrl).searchParams.get('paymentjobref');
    if (reference === null) return 'not-paid';
    const r = await fetch(`${this.s.gatewayUrl}/api/gateway/payment-jobs/${encodeURIComponent(reference)}`, {
      headers: this.gatewayHeaders(''),
    });
    const job = (await r.json()) as { data: { paymentStatus: string } };
    return job.data.paymentStatus === 'Paid' ? 'paid' : 'not-paid';
  }

  private async terminal(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const r = await fetch(`${this.s.terminalUrl}/api/v2/${path}`, {
      method,
      headers: { ...this.basicAuth(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`${method} ${path} answered ${r.status}`);
    return (await r.json()) as Record<string, unknown>;
  }

  private basicAuth(): Record<string, string> {
    const token = Buffer.from(`${this.s.terminalUser}:${this.s.terminalPassword}`).toString('base64');
    return { authorization: `Basic ${token}` };
  }

  /** Hash: SHA-512 of the API key followed by the exact body bytes sent (the key alone on a GET). */
  private gatewayHeaders(body: string): Record<string, string> {
    const hash = createHash('sha512')
      .update(this.s.apiKey + body, 'utf8')
      .digest('hex')
      .toUpperCase();
    return { ConfigurationId: this.s.configurationId, Hash: hash };
  }
}
