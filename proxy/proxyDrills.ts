/**
 * The drills of `paycert proxy --drill` (docs/drills.md): the armed list and
 * what each drill does to an answer are lib/judging/drills/, shared with the
 * simulators; here, the step around the forwarding of one exchange (the
 * answer step the forwarder runs, the mark the exchange gets) and what the
 * proxy does once an exchange ended: its own visits of the shop's return URL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isJsonObject } from '../lib/support/json/isJsonObject.js';
import type { RawExchange, Side } from '../lib/judging/client/rawExchange.js';
import { header, parseBody, targetPath } from '../lib/judging/client/parseExchange.js';
import { delivers, type AnswerFate, type AnswerStep } from '../lib/judging/drills/answerFate.js';
import type { Drill, DrillMark } from '../lib/judging/drills/drills.js';
import { ArmedDrills } from '../lib/judging/drills/armedDrills.js';

/** The proxy's GET of a shop's return URL, as a drill makes it. */
export type ReturnVisit = (url: string, mark: DrillMark) => void;

/** What the proxy does with one request: refuse it unanswered, or forward it (under a drill, with its step). */
export type ProxyAction =
  | { readonly refuse: true }
  | {
      readonly refuse?: never;
      /** What the drill does to the answer once whole (proxy/forwardExchange.ts carries it out). */
      readonly answer: AnswerStep | undefined;
      /** The exchange as the judge gets it: with the drill's mark, when one took it. */
      readonly marked: (x: RawExchange) => RawExchange;
    };

const undrilled: ProxyAction = { answer: undefined, marked: (x) => x };

/** The armed drills (lib/judging/drills/armedDrills.ts) on the proxy's real clock, and what the proxy does around an exchange. */
export class ProxyDrills extends ArmedDrills {
  constructor(drills: readonly Drill[] = []) {
    super({ now: Date.now, wait: (ms, gone) => sleep(ms, undefined, { signal: gone }) }, drills);
  }

  /** Decided when the request's head arrives. */
  forRequest(side: Side, method: string, target: string): ProxyAction {
    const action = this.take(side, method, targetPath(target));
    if (action === undefined) return undrilled;
    if ('refuse' in action) return { refuse: true };
    const { drill, answer } = action;
    let fate: AnswerFate | undefined;
    return {
      answer: answer === undefined ? undefined : (gone) => answer(gone).then((f) => (fate = f)),
      marked: (x) => ({
        ...x,
        drill: {
          name: drill.name,
          delivered: x.error === undefined && delivers(fate),
          ...(drill.ms === undefined ? {} : { ms: drill.ms }),
        },
      }),
    };
  }

  /**
   * Once the exchange ended: a return URL is visited, and a redirect back to
   * the shop takes an armed return-twice. Returns the exchange as the judge
   * gets it (with its mark).
   */
  after(x: RawExchange, visit: ReturnVisit): RawExchange {
    const mark = x.drill;
    if (mark?.name === 'return-without-payment' && mark.delivered) {
      const url = unpaidReturnUrl(x);
      if (url !== undefined) visit(url, { name: 'return-without-payment', delivered: true, visit: true });
      return x;
    }
    if (mark !== undefined || x.side !== 'gateway' || x.response === undefined) return x;
    const status = x.response.status;
    if (status < 300 || status >= 400) return x;
    const location = header(x.response, 'location');
    if (location === undefined || !/^https?:\/\//i.test(location)) return x;
    // A redirect on the gateway's (or the proxy's) own origin is a page of the gateway, not the return.
    if (new URL(location).origin === originOf(x)) return x;
    if (this.takeNamed('return-twice') === undefined) return x;
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
