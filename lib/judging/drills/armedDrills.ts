/**
 * The drills armed and waiting for their exchange (docs/drills.md), shared
 * by the recording proxy (proxy/proxyDrills.ts) and both simulators
 * (simulators/kit/simDrills.ts): which armed drill the next request takes,
 * and the terminal's window of unreachability. Each armed drill is spent by
 * the first exchange it matches, in the order the drills were armed; time
 * is read from the clock given (the proxy's real clock, a simulator's
 * simulated one), so nothing here is random.
 */
import type { Side } from '../client/rawExchange.js';
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

/** What happens to a request: refused unanswered, answered under a drill, or neither. */
export type DrillAction = { readonly refuse: DrillName } | { readonly drill: Drill } | undefined;

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
    drills: readonly Drill[] = [],
    private readonly now: () => number = Date.now,
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

  /** Decided when the request's head arrives; `path` without its query. */
  take(side: Side, method: string, path: string): DrillAction {
    if (path.startsWith('/_sim/')) return undefined;
    if (side === 'terminal' && this.now() < this.unreachableUntil) return { refuse: 'terminal-unreachable' };
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

  /** A start under terminal-unreachable was answered: every terminal request is refused for `ms`. */
  openUnreachable(ms: number): void {
    this.unreachableUntil = this.now() + ms;
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
