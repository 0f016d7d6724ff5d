/**
 * Client of the terminal simulator's control API (outside /api/v2/, same
 * credentials as the API). Only a simulator has it: `detect` tells a
 * simulator from a real device by GET /_sim/info.
 */
import type { TerminalClient, TerminalResponse } from './terminalClient.js';

export interface SimConfig {
  autoPresent?: false | { delayMs: number };
  faults?: string[];
  printer?: 'ready' | 'absent' | 'out-of-paper';
  clockSpeed?: number;
}

export interface SimInfo {
  simulator: 'paycert-terminal';
  [key: string]: unknown;
}

/** Thrown when a control call is refused: a harness problem, not a target deviation. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
}

function ok(r: TerminalResponse): TerminalResponse {
  if (r.status < 200 || r.status > 299) {
    throw new ControlError(`${r.request} answered ${r.status}: ${r.text.slice(0, 200)}`);
  }
  return r;
}

export class ControlClient {
  constructor(private readonly http: TerminalClient) {}

  /** The control client when the target is a paycert simulator, otherwise undefined. */
  static async detect(http: TerminalClient): Promise<ControlClient | undefined> {
    try {
      const r = await http.send('GET', '_sim/info');
      const body = r.body as { simulator?: unknown } | undefined;
      return r.status === 200 && body?.simulator === 'paycert-terminal' ? new ControlClient(http) : undefined;
    } catch {
      return undefined;
    }
  }

  async info(): Promise<SimInfo> {
    return ok(await this.http.send('GET', '_sim/info')).body as SimInfo;
  }
  /** Empties the transaction database and paper, back to the start configuration. */
  async reset(): Promise<void> {
    ok(await this.http.send('POST', '_sim/reset', {}));
  }
  async configure(config: SimConfig): Promise<void> {
    ok(await this.http.send('POST', '_sim/config', config));
  }
  async cards(): Promise<unknown> {
    return ok(await this.http.send('GET', '_sim/cards')).body;
  }
  /** Presents the test card with this id (lib/targets/terminal/testCards.ts) to the waiting transaction. */
  async present(card: string): Promise<void> {
    ok(await this.http.send('POST', '_sim/present', { card }));
  }
  /** The cashier presses cancel. Returns false when the simulator refuses (e.g. waiting for the host). */
  async cancel(): Promise<boolean> {
    const r = await this.http.send('POST', '_sim/cancel', {});
    return r.status >= 200 && r.status < 300;
  }
  async advanceClock(ms: number): Promise<void> {
    ok(await this.http.send('POST', '_sim/clock/advance', { ms }));
  }
  /** What came out of the printer since the last reset. */
  async paper(): Promise<unknown> {
    return ok(await this.http.send('GET', '_sim/paper')).body;
  }
}
