/**
 * The drills armed and waiting for their exchange (docs/drills.md), shared
 * by the recording proxy (proxy/proxyDrills.ts) and both simulators
 * (simulators/kit/simDrills.ts): which armed drill the next request takes,
 * what it does to that request's answer (answerFate.ts), and the terminal's
 * window of unreachability. Each armed drill is spent by the first exchange
 * it matches, in the order the drills were armed; time is read from the
 * clock given (the proxy's real clock, a simulator's simulated one), so
 * nothing here is random.
 */
import type { Side } from '../client/rawExchange.js';
import { badGatewayAnswer, type AnswerFate, type AnswerStep } from './answerFate.js';
import {
  DrillError,
  isJobCreate,
  isTerminalStart,
  parseDrills,
  type Drill,
  type DrillName,
} from './drills.js';

/** At most this many drills wait armed: a control endpoint cannot grow the list without bound. */
export const maxArmedDrills = 100;

/**
 * What happens to a request: refused unanswered, or answered under a drill
 * (`answer`: what the drill does to its answer once whole; none for a drill
 * that acts after the exchange), or neither.
 */
export type DrillAction =
  | { readonly refuse: DrillName }
  | { readonly drill: Drill; readonly answer: AnswerStep | undefined }
  | undefined;

/** The clock drills run on: its milliseconds, and a wait of `ms` of them that `gone` ends early. */
export interface DrillClock {
  readonly now: () => number;
  readonly wait: (ms: number, gone: AbortSignal) => Promise<void>;
}

/** The drills a transaction start takes, and those a payment job create takes. */
const startDrills: readonly DrillName[] = ['lost-start-answer', 'slow-start-answer', 'terminal-unreachable'];
const createDrills: readonly DrillName[] = [
  'gateway-5xx-after-create',
  'gateway-closed-after-create',
  'return-without-payment',
];

export class ArmedDrills {
  private armed: Drill[] = [];
  /** Until when (the clock's milliseconds) every terminal request is refused. */
  private unreachableUntil = 0;

  constructor(
    private readonly clock: DrillClock,
    drills: readonly Drill[] = [],
  ) {
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

  /** Disarms every drill and ends an unreachable window. */
  clear(): void {
    this.armed = [];
    this.unreachableUntil = 0;
  }

  /**
   * The control endpoint `/_sim/drills` (docs/drills.md), the same at the
   * proxy and both simulators: GET lists the drills armed, POST arms the
   * body's after them, DELETE disarms every drill. Gives the drills armed
   * after it, or the sentence refusing the body, or undefined for another method.
   */
  control(
    method: string,
    body: unknown,
  ):
    | { readonly ok: true; readonly drills: readonly Drill[] }
    | { readonly ok: false; readonly rule: string }
    | undefined {
    if (method === 'DELETE') this.clear();
    else if (method === 'POST') {
      try {
        this.arm(drillsOfBody(body));
      } catch (e) {
        if (e instanceof DrillError) return { ok: false, rule: e.message };
        throw e;
      }
    } else if (method !== 'GET') return undefined;
    return { ok: true, drills: this.list() };
  }

  /** Decided when the request's head arrives; `path` without its query. */
  take(side: Side, method: string, path: string): DrillAction {
    if (path.startsWith('/_sim/')) return undefined;
    if (side === 'terminal' && this.clock.now() < this.unreachableUntil)
      return { refuse: 'terminal-unreachable' };
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
    return drill === undefined ? undefined : { drill, answer: this.answerStep(drill) };
  }

  /** What `drill` does to its exchange's answer once whole (docs/drills.md, "The drills"). */
  private answerStep(drill: Drill): AnswerStep | undefined {
    const fate = (f: AnswerFate): Promise<AnswerFate> => Promise.resolve(f);
    switch (drill.name) {
      case 'lost-start-answer':
      case 'gateway-closed-after-create':
        return () =>
          fate({
            send: 'nothing',
            reason: `paycert drill ${drill.name}: the answer was dropped and the connection closed`,
          });
      case 'slow-start-answer':
        return (gone) => this.clock.wait(drill.ms ?? 0, gone).then(() => ({ send: 'answer' }));
      case 'terminal-unreachable':
        // The start is answered; from then on every terminal request is refused for `ms`.
        return () => {
          this.unreachableUntil = this.clock.now() + (drill.ms ?? 0);
          return fate({ send: 'answer' });
        };
      case 'gateway-5xx-after-create':
        return () => fate({ send: 'instead', answer: badGatewayAnswer() });
      default:
        // return-without-payment: the proxy's visit follows the exchange; its answer passes.
        return undefined;
    }
  }

  /** Takes the oldest armed drill of this name, if one is armed (return-twice, decided after the answer). */
  takeNamed(name: DrillName): Drill | undefined {
    const i = this.armed.findIndex((d) => d.name === name);
    return i < 0 ? undefined : this.armed.splice(i, 1)[0];
  }
}

/**
 * The drills of a control request's body, `{"drills": ["name[:ms]", ...]}`
 * or one comma-separated string, as the proxy's and the simulators'
 * `/_sim/drills` take it; throws one sentence naming the field.
 */
export function drillsOfBody(body: unknown): Drill[] {
  const drills = (body as { drills?: unknown } | null | undefined)?.drills;
  if (typeof drills === 'string') return parseDrills(drills);
  if (Array.isArray(drills) && drills.every((d) => typeof d === 'string'))
    return parseDrills(drills.join(','));
  throw new DrillError('drills: an array of drill names (or one comma-separated string)');
}
