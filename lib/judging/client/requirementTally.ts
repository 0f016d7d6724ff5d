/**
 * Per client requirement: how many exchanges held it, how many broke it, and
 * the first few offending exchanges as evidence, already redacted. Bounded:
 * `maxEvidence` exchanges per requirement are kept, the rest only counted.
 * Each check is judged by the one judging core (lib/judging/checks/judgeCheck.ts), as
 * the suites' `verify` judges a target: a deviation is FAILED for a MUST and
 * WARNING for an observation; a check that throws anything else is a paycert
 * error on that exchange (ERROR), never the application's deviation.
 */
import { judgeCheck, type Judgement } from '../checks/judgeCheck.js';
import type { RequirementId } from '../requirements/catalogue.js';
import type { OutcomeEvidence } from '../requirements/outcome.js';
import { redactText, redactValue } from '../../reporting/redaction/redact.js';

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
  readonly outcome: 'FAILED' | 'WARNING' | 'ERROR';
}

export interface Tally {
  held: number;
  /** Exchanges that broke it: FAILED for a MUST, WARNING for an observation (`brokenAs`). */
  broken: number;
  brokenAs?: 'FAILED' | 'WARNING';
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
    const j = judgeCheck(id, check, { secrets: this.secrets, exchange: ex });
    if (j.outcome === 'PASSED') {
      this.held(id, ex);
      return true;
    }
    this.offend(ex, j.outcome, j);
    return false;
  }

  held(id: RequirementId, ex: ExchangeRef): void {
    const r = this.row(id);
    r.held++;
    r.firstHeldSeq ??= ex.seq;
  }

  private offend(ex: ExchangeRef, outcome: Offence['outcome'], j: Judgement): void {
    const r = this.row(j.id);
    if (outcome === 'ERROR') r.errors++;
    else {
      r.broken++;
      r.brokenAs = outcome;
    }
    if (r.offences.length >= maxEvidence) return;
    // The core redacts the record when it is read, here, for the kept ones only: nothing
    // unredacted is kept past this point. A paycert error names the exchange it could not judge.
    const { message = '', evidence } = j.record;
    r.offences.push({
      seq: ex.seq,
      side: ex.side,
      outcome,
      message,
      evidence:
        evidence ??
        (redactValue(
          { request: ex.request, ...(ex.status === undefined ? {} : { status: ex.status }) },
          this.secrets,
        ) as OutcomeEvidence),
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
