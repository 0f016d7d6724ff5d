/**
 * Who may use the operator's console (issue 26 item 3). On loopback (the
 * default) a request is taken when its Host is the console's own address and
 * nothing says it comes from another page (Origin, Sec-Fetch-Site), as for
 * the simulators' control APIs. Offered on the shop's network, the first
 * visit must carry the one-time code of the URL the run printed: it becomes
 * a session cookie (HttpOnly, SameSite=Strict) and the code is spent, so a
 * URL read over a shoulder later opens nothing. The workers of the run reach
 * their own endpoints with a token from the environment they inherit.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type ConsoleReach = 'loopback' | 'network';

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

export class ConsoleAccess {
  /** The workers' token (PAYCERT_OPERATOR_CONSOLE_TOKEN in their environment). */
  readonly workerToken = randomBytes(24).toString('hex');
  /** The one-time code of the network URL; undefined once spent (and on loopback). */
  private code: string | undefined;
  private readonly sessions = new Set<string>();
  private hosts: string[] = [];

  constructor(readonly reach: ConsoleReach) {
    if (reach === 'network') this.code = randomBytes(12).toString('base64url');
  }

  /** The code the printed URL carries (network reach only). */
  get oneTimeCode(): string | undefined {
    return this.code;
  }

  /** The Host values the console answers to: loopback names, and on the network the addresses printed. */
  listenOn(port: number, networkHosts: readonly string[]): void {
    this.hosts = [...loopbackNames, ...networkHosts].map((h) => `${h}:${port}`.toLowerCase());
  }

  isWorker(req: IncomingMessage): boolean {
    const token = req.headers['x-paycert-console-token'];
    return typeof token === 'string' && same(token, this.workerToken);
  }

  /**
   * Why a page request is refused, or undefined. `code` is the URL's code on
   * a first visit; a new session id is returned in `session` when it was spent.
   */
  pageProblem(req: IncomingMessage, code: string | null): { problem?: string; session?: string } {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!this.hosts.includes(host)) return { problem: 'Host is not the address of this console' };
    const origin = req.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== `http://${host}`)
      return { problem: 'Origin is not this console' };
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      return { problem: `a ${site} request from a web page` };
    if (this.reach === 'loopback') return {};
    const session = cookieOf(req, 'paycert-console');
    if (session !== undefined && this.sessions.has(session)) return {};
    if (code !== null && this.code !== undefined && same(code, this.code)) {
      this.code = undefined;
      const id = randomBytes(24).toString('base64url');
      this.sessions.add(id);
      return { session: id };
    }
    return {
      problem: 'open the console with the one-time URL the run printed (its code is spent on first use)',
    };
  }
}
