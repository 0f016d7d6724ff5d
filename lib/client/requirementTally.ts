/**
 * Per client requirement: how many exchanges held it, how many broke it, and
 * the first few offending exchanges as evidence, already redacted. Bounded:
 * `maxEvidence` exchanges per requirement are kept, the rest only counted.
 * A check that throws anything but a Deviation is a paycert error on that
 * exchange (ERROR), never the application's deviation.
 */
import { isDeviation } from '../checks/deviation.js';
import type { RequirementId } from '../requirements/catalogue.js';
import type { OutcomeEvidence } from '../requirements/outcome.js';
import { redactText, redactValue } from '../redaction/redact.js';

export const maxEvidence = 5;

export interface ExchangeRef {
  readonly seq: number;
  readonly side: 'terminal' | 'gateway';
  /** `METHOD target`, redacted. */
  readonly request: string;
  readonly status?: number;
}

export interface Offence {
  readonly seq: number;
  readonly side: 'terminal' | 'gateway';
  readonly message: string;
  readonly evidence: OutcomeEvidence;
  readonly kind: 'deviation' | 'error';
}

export interface Tally {
  held: number;
  broken: number;
  errors: number;
  firstHeldSeq?: number;
  /** The first `maxEvidence` offences (deviations and errors), in seq order. */
  readonly offences: Offence[];
}

export class RequirementTally {
  private readonly rows = new Map<RequirementId, Tally>();

  /** paycert's own failures outside any check (first maxEvidence, redacted) and their count. */
  readonly internalErrors: string[] = [];
  internalErrorCount = 0;

  constructor(private readonly secrets: readonly string[]) {}

  internalError(seq: number, message: string): void {
    this.internalErrorCount++;
    if (this.internalErrors.length < maxEvidence)
      this.internalErrors.push(
        redactText(`paycert could not judge exchange #${seq}: ${message}`, this.secrets),
      );
  }

  private row(id: RequirementId): Tally {
    let r = this.rows.get(id);
    if (r === undefined) {
      r = { held: 0, broken: 0, errors: 0, offences: [] };
      this.rows.set(id, r);
    }
    return r;
  }

  get(id: RequirementId): Tally | undefined {
    return this.rows.get(id);
  }

  /** Runs `check` for `id` on exchange `ex`; returns whether it held. Never throws. */
  verify(id: RequirementId, ex: ExchangeRef, check: () => void): boolean {
    try {
      check();
      this.held(id, ex);
      return true;
    } catch (e) {
      if (isDeviation(e)) this.offend(id, ex, 'deviation', e.message, e.evidence ?? {});
      else
        this.offend(
          id,
          ex,
          'error',
          `paycert could not judge it: ${e instanceof Error ? e.message : String(e)}`,
          {},
        );
      return false;
    }
  }

  held(id: RequirementId, ex: ExchangeRef): void {
    const r = this.row(id);
    r.held++;
    r.firstHeldSeq ??= ex.seq;
  }

  private offend(
    id: RequirementId,
    ex: ExchangeRef,
    kind: Offence['kind'],
    message: string,
    evidence: OutcomeEvidence,
  ): void {
    const r = this.row(id);
    if (kind === 'error') r.errors++;
    else r.broken++;
    if (r.offences.length >= maxEvidence) return;
    // Redacted once, here: nothing unredacted is kept past this point.
    const shown: OutcomeEvidence = {
      ...evidence,
      request: ex.request,
      ...(ex.status === undefined ? {} : { status: ex.status }),
    };
    r.offences.push({
      seq: ex.seq,
      side: ex.side,
      kind,
      message: redactText(message, this.secrets),
      evidence: redactValue(shown, this.secrets) as OutcomeEvidence,
    });
  }

  /** Offences kept as evidence, all requirements together: at most maxEvidence each. */
  get evidenceCount(): number {
    let n = 0;
    for (const r of this.rows.values()) n += r.offences.length;
    return n;
  }

  /** Number of requirements with a row: bounded by the catalogue. */
  get size(): number {
    return this.rows.size;
  }
}
