/**
 * Wires the pure machine to time and disk: the simulated clock, a real timer
 * for the next due step, the printer model and the snapshot store. Every
 * command goes through `run`, which catches up with the clock first and
 * reschedules and persists afterwards.
 */
import { PrinterModel } from '../../lib/judging/printer/printerModel.js';
import type { FaultName } from './faults.js';
import { faultEntries } from './faultEntries/documentFaults.js';
import { machineHooks, type Personality } from './personality/personalities.js';
import { Variations } from '../kit/variation.js';
import type { Entry, Exchange } from './variation.js';
import { SimClock } from './clock.js';
import type { SnapshotStore } from './snapshotStore.js';
import { TerminalMachine, type MachineConfig } from './terminalMachine.js';

export type PrinterState = 'ready' | 'absent' | 'out-of-paper';

export interface RuntimeConfig {
  seed: number;
  autoPresent: false | { delayMs: number };
  faults: ReadonlySet<FaultName>;
  printer: PrinterState;
  clockSpeed: number;
  /** Conformant choices beside the reference (personality/). */
  personality: Personality;
}

const MAX_TIMER_MS = 2_147_483_647;

export class TerminalRuntime {
  readonly machine: TerminalMachine;
  readonly clock: SimClock;
  printer: PrinterModel;
  private timer: NodeJS.Timeout | null = null;
  private persistedVersion = -1;
  private stopped = false;
  /** Bumped when faults change: cached bytes depend on them. */
  faultsVersion = 0;
  /** Fault entries, then personality choices: the binding asks them for each answer (httpBinding.ts). */
  readonly variations = new Variations<Exchange, Entry>();
  /** Called after every change of the machine (the device page's feed). */
  onChange: (() => void) | undefined;

  constructor(
    public config: RuntimeConfig,
    private readonly store: SnapshotStore | undefined,
  ) {
    this.clock = new SimClock(config.clockSpeed);
    this.machine = new TerminalMachine(config.seed, this.machineConfig());
    this.printer = this.newPrinter();
    this.variations.set(this.entriesOf());
  }

  async load(): Promise<void> {
    const snap = await this.store?.load();
    if (snap !== undefined) {
      const behind = (snap.simNow ?? 0) - this.clock.now();
      if (behind > 0) this.clock.advance(behind);
      this.machine.restore(snap, this.clock.now());
    }
    this.persistedVersion = -1;
    this.afterChange();
  }

  /** Catches the machine up with the simulated clock (before every read). */
  catchUp(): void {
    const due = this.machine.nextDueAt();
    if (due !== undefined && due <= this.clock.now()) this.run(() => undefined);
  }

  /** Runs a command at the current simulated time, then reschedules and persists. */
  run<T>(command: (now: number) => T): T {
    const now = this.clock.now();
    this.machine.advanceTo(now);
    const out = command(now);
    // A queued timeout: the simulated clock runs on to the transaction's timeout at once.
    const jump = this.machine.takeClockJump();
    if (jump !== undefined) {
      this.clock.advance(jump - this.clock.now());
      this.machine.advanceTo(this.clock.now());
    }
    this.afterChange();
    return out;
  }

  advanceClock(ms: number): void {
    this.clock.advance(ms);
    this.run(() => undefined);
  }

  configure(patch: Partial<Omit<RuntimeConfig, 'seed'>>): void {
    if (patch.clockSpeed !== undefined) this.clock.setSpeed(patch.clockSpeed);
    const faultsChanged = patch.faults !== undefined;
    const orderChanged =
      faultsChanged &&
      patch.faults?.has('paper-order-by-list') !== this.config.faults.has('paper-order-by-list');
    this.config = { ...this.config, ...patch };
    this.machine.config = this.machineConfig();
    if (faultsChanged) this.faultsVersion++;
    this.variations.set(this.entriesOf());
    if (orderChanged) this.printer = this.newPrinter();
    this.afterChange();
  }

  /** Clears paper and database, aborts the active transaction (control API reset). */
  reset(): void {
    this.run((now) => this.machine.reset(now));
    this.printer.clear();
  }

  /**
   * Undefined when every change so far is on disk (or there is no disk),
   * else a promise of that. Persists first, so the state of this moment is
   * what is awaited.
   */
  settled(): Promise<void> | undefined {
    const store = this.store;
    if (store === undefined) return undefined;
    this.persist();
    return store.busy ? store.flush() : undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.persist();
    await this.store?.flush();
  }

  private machineConfig(): MachineConfig {
    return {
      faults: this.config.faults,
      autoPresent: this.config.autoPresent,
      ...machineHooks(this.config.personality),
    };
  }

  private entriesOf(): readonly Entry[] {
    return [...faultEntries(this.config.faults), ...this.config.personality.variations];
  }

  /** The printing order is the printer model's behaviour (what the paper holds), not an answer's: a branch. */
  private newPrinter(): PrinterModel {
    return new PrinterModel({ order: this.config.faults.has('paper-order-by-list') ? 'list' : 'y' });
  }

  private afterChange(): void {
    this.persist();
    this.onChange?.();
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const due = this.machine.nextDueAt();
    if (due === undefined) return;
    const delay = this.clock.realDelayUntil(due);
    if (delay === undefined) return; // frozen clock: only advance moves it
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.run(() => undefined);
      },
      Math.min(MAX_TIMER_MS, Math.ceil(delay)),
    );
  }

  private persist(): void {
    if (this.store === undefined || this.persistedVersion === this.machine.version) return;
    this.persistedVersion = this.machine.version;
    this.store.save(this.machine.snapshot(this.clock.now()));
  }
}
