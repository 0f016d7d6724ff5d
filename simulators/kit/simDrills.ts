/**
 * Drills at a simulator (docs/drills.md), the same drills as the recording
 * proxy's and the same decisions (lib/judging/drills/: the armed list and
 * what each drill does to an answer), on the simulator's own clock: a
 * duration is simulated milliseconds, so a faster clock shortens it and
 * `advance` ends it. The control API arms them (`/_sim/drills`); the
 * binding asks `takeFor` for each request and the drill acts on the answer
 * once written (kit/respond.ts), never on the simulator's state: the start
 * or the payment job is executed as usual, only its answer is lost, late or
 * replaced.
 *
 * The two drills that visit the shop's return URL (return-twice,
 * return-without-payment) need a client in front of the shop, which a
 * simulator is not: they are the proxy's alone, and a simulator refuses them
 * with a sentence saying so.
 */
import type { IncomingMessage } from 'node:http';
import type { Side } from '../../lib/judging/client/rawExchange.js';
import { ArmedDrills } from '../../lib/judging/drills/armedDrills.js';
import { DrillError, type Drill, type DrillName } from '../../lib/judging/drills/drills.js';
import type { SimResponse } from './respond.js';
import type { SimClock } from './simClock.js';

/** The drills that need the proxy: it visits the shop's return URL itself. */
const proxyOnly: readonly DrillName[] = ['return-twice', 'return-without-payment'];

/** A slow answer under a frozen clock waits for `advance`, checked this often, at most maxDrillMs of real time. */
const frozenPollMs = 20;
const maxRealWaitMs = 60_000;

export class SimDrills extends ArmedDrills {
  constructor(
    private readonly side: Side,
    clock: SimClock,
    drills: readonly Drill[] = [],
  ) {
    super({ now: () => clock.now(), wait: (ms, gone) => until(clock, clock.now() + ms, gone) });
    this.arm(drills);
  }

  override arm(drills: readonly Drill[]): void {
    const own = drills.find((d) => proxyOnly.includes(d.name));
    if (own !== undefined)
      throw new DrillError(
        `drill ${own.name} is applied by the recording proxy only (it visits the shop's return URL): arm it on paycert proxy`,
      );
    super.arm(drills);
  }

  /**
   * Decides, when a request arrives, what a drill does to it: false when the
   * request is refused (the connection closed unanswered; the caller answers
   * nothing), true when it goes on (with the drill's step set on `res`).
   */
  takeFor(req: IncomingMessage, res: SimResponse, path: string): boolean {
    const action = this.take(this.side, req.method ?? 'GET', path);
    if (action === undefined) return true;
    if ('refuse' in action) {
      req.socket.destroy();
      return false;
    }
    res.drill = action.answer;
    return true;
  }
}

/** Resolves once the simulated clock reaches `at`, or the exchange is gone (bounded in real time). */
function until(clock: SimClock, at: number, gone: AbortSignal): Promise<void> {
  const deadline = Date.now() + maxRealWaitMs;
  return new Promise((resolve) => {
    const tick = (): void => {
      if (clock.now() >= at || Date.now() >= deadline || gone.aborted) return resolve();
      const real = clock.realDelayUntil(at);
      setTimeout(tick, Math.max(1, Math.min(real ?? frozenPollMs, frozenPollMs * 50, deadline - Date.now())));
    };
    tick();
  });
}
