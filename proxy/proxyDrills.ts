/**
 * The drills of `paycert proxy --drill` (docs/drills.md; the definitions are
 * lib/judging/drills/drills.ts): which armed drill the next request takes, the
 * terminal's window of unreachability, and the proxy's own visits of the
 * shop's return URL. Each armed drill is spent by the first exchange it
 * matches, in the order the drills were armed; nothing here is random.
 */
import { isJsonObject } from '../lib/support/json/isJsonObject.js';
import type { RawExchange, Side } from '../lib/judging/client/rawExchange.js';
import { header, parseBody, targetPath } from '../lib/judging/client/parseExchange.js';
import {
  DrillError,
  isJobCreate,
  isTerminalStart,
  type Drill,
  type DrillMark,
  type DrillName,
} from '../lib/judging/drills/drills.js';

/** At most this many drills wait armed: the control endpoint cannot grow the list without bound. */
export const maxArmedDrills = 100;

/** What the proxy does with a request: refuse it unanswered, forward it under a drill, or forward it. */
export type DrillAction = { readonly refuse: DrillName } | { readonly drill: Drill } | undefined;

/** The proxy's GET of a shop's return URL, as a drill makes it. */
export type ReturnVisit = (url: string, mark: DrillMark) => void;

const startDrills: readonly DrillName[] = ['lost-start-answer', 'slow-start-answer', 'terminal-unreachable'];
const createDrills: readonly DrillName[] = [
  'gateway-5xx-after-create',
  'gateway-closed-after-create',
  'return-without-payment',
];

export class ProxyDrills {
  private armed: Drill[] = [];
  /** Until when (the proxy's clock, ms) every terminal request is refused. */
  private unreachableUntil = 0;

  constructor(drills: readonly Drill[] = []) {
    this.arm(drills);
  }

  /** Arms more drills, after those already armed. */
  arm(drills: readonly Drill[]): void {
    if (this.armed.length + drills.length > maxArmedDrills)
      throw new DrillError(`at most ${maxArmedDrills} drills wait armed`);
    this.armed.push(...drills);
  }

  /** The drills still armed, oldest first. */
  list(): readonly Drill[] {
    return [...this.armed];
  }

  clear(): void {
    this.armed = [];
    this.unreachableUntil = 0;
  }

  /** Decided when the request's head arrives. */
  take(side: Side, method: string, target: string): DrillAction {
    const path = targetPath(target);
    if (path.startsWith('/_sim/')) return undefined;
    if (side === 'terminal' && Date.now() < this.unreachableUntil) return { refuse: 'terminal-unreachable' };
    const names =
      side === 'terminal' && isTerminalStart(method, path)
        ? startDrills
        : side === 'gateway' && isJobCreate(method, path)
          ? createDrills
          : undefined;
    if (names === undefined) return undefined;
    const i = this.armed.findIndex((d) => names.includes(d.name));
    if (i < 0) return undefined;
    const [drill] = this.armed.splice(i, 1);
    return drill === undefined ? undefined : { drill };
  }

  /**
   * Once the exchange ended: the window of an unreachable terminal opens, a
   * return URL is visited, and a redirect back to the shop takes an armed
   * return-twice. Returns the exchange as the judge gets it (with its mark).
   */
  after(x: RawExchange, visit: ReturnVisit): RawExchange {
    const mark = x.drill;
    if (mark?.name === 'terminal-unreachable' && mark.delivered)
      this.unreachableUntil = Date.now() + (mark.ms ?? 0);
    if (mark?.name === 'return-without-payment' && mark.delivered) {
      const url = unpaidReturnUrl(x);
      if (url !== undefined) visit(url, { name: 'return-without-payment', delivered: true, visit: true });
      return x;
    }
    if (mark !== undefined || x.side !== 'gateway' || x.response === undefined) return x;
    const status = x.response.status;
    if (status < 300 || status >= 400) return x;
    const i = this.armed.findIndex((d) => d.name === 'return-twice');
    const location = header(x.response, 'location');
    if (i < 0 || location === undefined || !/^https?:\/\//i.test(location)) return x;
    // A redirect on the gateway's (or the proxy's) own origin is a page of the gateway, not the return.
    if (new URL(location).origin === originOf(x)) return x;
    this.armed.splice(i, 1);
    visit(location, { name: 'return-twice', delivered: true, visit: true });
    return { ...x, drill: { name: 'return-twice', delivered: true } };
  }
}

function originOf(x: RawExchange): string | undefined {
  const host = header(x.request, 'host');
  return host === undefined ? undefined : `http://${host}`;
}

/**
 * The return URL of a created job with the references the field notes say
 * a return carries (`paymentjobref`, `paymentref`, `ordernumber`), before
 * anyone paid: returnUrlSuccess of the request's parameters (keys matched
 * case-insensitively, field notes), undefined without one.
 */
function unpaidReturnUrl(x: RawExchange): string | undefined {
  const request = obj(parseBody(x.request).value);
  const params = obj(request.parameters);
  const key = Object.keys(params).find((k) => k.toLowerCase() === 'returnurlsuccess');
  const base = key === undefined ? undefined : params[key];
  const data = obj(obj(parseBody(x.response).value).data);
  if (typeof base !== 'string' || typeof data.reference !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const payments = Array.isArray(data.payments) ? (data.payments as unknown[]) : [];
  const payment = obj(payments[0]).reference;
  const order = obj(request.order).orderNumber;
  url.searchParams.set('paymentjobref', data.reference);
  if (typeof payment === 'string') url.searchParams.set('paymentref', payment);
  if (typeof order === 'string') url.searchParams.set('ordernumber', order);
  return url.href;
}

function obj(v: unknown): Record<string, unknown> {
  return isJsonObject(v) ? v : {};
}
