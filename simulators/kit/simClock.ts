/**
 * The simulated clock both simulators share (the kit's one clock): epoch
 * milliseconds that run `speed` times real time and can be moved forward at
 * will, so a suite sees a 150 s timeout in well under a second, and a
 * gateway job's expiry without waiting months. Speed 0 freezes it (only
 * `advance` moves it); `reset` returns it to real time.
 */
export class SimClock {
  private anchorReal: number;
  private anchorSim: number;
  private speedFactor: number;

  constructor(
    speed = 1,
    private readonly realNow: () => number = Date.now,
  ) {
    if (!(speed >= 0) || !Number.isFinite(speed)) throw new Error(`clockSpeed: must be a finite number >= 0`);
    this.anchorReal = realNow();
    this.anchorSim = this.anchorReal;
    this.speedFactor = speed;
  }

  /** Simulated epoch milliseconds. */
  now(): number {
    return this.anchorSim + (this.realNow() - this.anchorReal) * this.speedFactor;
  }

  get speed(): number {
    return this.speedFactor;
  }

  setSpeed(speed: number): void {
    if (!(speed >= 0) || !Number.isFinite(speed)) throw new Error(`clockSpeed: must be a finite number >= 0`);
    this.anchorSim = this.now();
    this.anchorReal = this.realNow();
    this.speedFactor = speed;
  }

  advance(ms: number): void {
    this.anchorSim += Math.max(0, ms);
  }

  /** Back to real time, at the same speed (the gateway's control API reset). */
  reset(): void {
    this.anchorReal = this.realNow();
    this.anchorSim = this.anchorReal;
  }

  /** Real milliseconds until the simulated time `at`; undefined when the clock is frozen. */
  realDelayUntil(at: number): number | undefined {
    if (this.speedFactor === 0) return undefined;
    return Math.max(0, (at - this.now()) / this.speedFactor);
  }
}
