/**
 * The one judging core: runs a check for a requirement and decides its
 * outcome by the catalogue's strictness. The suites' `verify`
 * (fixtures/conformance.ts, the Playwright glue around it) and the client
 * judge's tally (lib/judging/client/requirementTally.ts) both judge through it, so a
 * check means the same on the target side and on the client side:
 *
 * - the check returned: PASSED;
 * - it threw a deviation (lib/reporting/report/classifyThrown.ts): FAILED for a MUST,
 *   WARNING for an observation (the spec says "not shown": never a failure);
 * - it threw anything else: ERROR, the run could not judge (`transport`: the
 *   target did not answer; `harness`: a paycert error), never the target's
 *   or the application's failure.
 *
 * The record it gives (lib/judging/requirements/outcome.ts) is redacted, message and
 * evidence, when it is first read: the client judge keeps the first few
 * offences of a requirement and only counts the rest, so it never pays for
 * redacting those; nothing unredacted is handed out.
 */
import { requirement, type RequirementId } from '../requirements/catalogue.js';
import type { OutcomeEvidence, OutcomeRecord } from '../requirements/outcome.js';
import { redactText, redactValue } from '../../reporting/redaction/redact.js';
import { classifyThrown, describeThrown, type ThrownKind } from '../../reporting/report/classifyThrown.js';
import { isDeviation } from './deviation.js';

/** The answer a check judges, when the check itself cannot name it (a document check sees the document only). */
export interface JudgedExchange {
  /** `METHOD target`, never a credential. */
  readonly request: string;
  readonly status?: number;
}

export interface JudgeOptions {
  /** Literal secrets the record is cleaned of, beside the pattern rules of lib/reporting/redaction/. */
  readonly secrets: readonly string[];
  /** Names the answer judged: a deviation's evidence shows its request line and status. */
  readonly exchange?: JudgedExchange;
  /** What the runner throws through a check for its own purposes (a skip): rethrown, never judged. */
  readonly passThrough?: (e: unknown) => boolean;
}

export type JudgedOutcome = 'PASSED' | 'FAILED' | 'WARNING' | 'ERROR';

export interface Judgement {
  readonly id: RequirementId;
  readonly outcome: JudgedOutcome;
  /** What the check threw and what that says (deviation, transport, harness); absent when it held. */
  readonly thrown?: { readonly kind: ThrownKind; readonly error: unknown };
  /** The outcome with its message and evidence, redacted (on first read, then kept). */
  readonly record: OutcomeRecord;
}

class Judged implements Judgement {
  readonly #message: string | undefined;
  readonly #evidence: OutcomeEvidence | undefined;
  readonly #secrets: readonly string[];
  #record: OutcomeRecord | undefined;

  constructor(
    readonly id: RequirementId,
    readonly outcome: JudgedOutcome,
    secrets: readonly string[],
    message?: string,
    evidence?: OutcomeEvidence,
    readonly thrown?: { readonly kind: ThrownKind; readonly error: unknown },
  ) {
    this.#secrets = secrets;
    this.#message = message;
    this.#evidence = evidence;
  }

  get record(): OutcomeRecord {
    const message = this.#message;
    const evidence = this.#evidence;
    this.#record ??= {
      id: this.id,
      outcome: this.outcome,
      ...(message === undefined ? {} : { message: redactText(message, this.#secrets) }),
      ...(evidence === undefined
        ? {}
        : { evidence: redactValue(evidence, this.#secrets) as OutcomeEvidence }),
    };
    return this.#record;
  }
}

/** The deviation's evidence, with the request line and status of the answer judged where the check gave none. */
function withExchange(
  evidence: OutcomeEvidence | undefined,
  exchange: JudgedExchange | undefined,
): OutcomeEvidence | undefined {
  if (exchange === undefined) return evidence;
  // A check that names another exchange than the one given keeps its own: a status is of one answer.
  if (evidence?.request !== undefined && evidence.request !== exchange.request) return evidence;
  return {
    request: exchange.request,
    ...(exchange.status === undefined ? {} : { status: exchange.status }),
    ...evidence,
  };
}

/** The judgement of what `check` threw (`thrown`), for requirement `id`. */
function judgementOf(id: RequirementId, e: unknown, options: JudgeOptions): Judgement {
  const kind = classifyThrown(e);
  const thrown = { kind, error: e };
  if (kind === 'transport')
    return new Judged(
      id,
      'ERROR',
      options.secrets,
      `could not judge: the target did not answer: ${describeThrown(e)}`,
      undefined,
      thrown,
    );
  if (kind === 'harness')
    return new Judged(
      id,
      'ERROR',
      options.secrets,
      `could not judge: paycert error (not the target's): ${describeThrown(e)}`,
      undefined,
      thrown,
    );
  const outcome = requirement(id).level === 'MUST' ? 'FAILED' : 'WARNING';
  const evidence = withExchange(isDeviation(e) ? e.evidence : undefined, options.exchange);
  return new Judged(
    id,
    outcome,
    options.secrets,
    e instanceof Error ? e.message : String(e),
    evidence,
    thrown,
  );
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return (
    v !== null &&
    (typeof v === 'object' || typeof v === 'function') &&
    typeof (v as { then?: unknown }).then === 'function'
  );
}

/**
 * Runs a synchronous `check` for requirement `id` and judges it; never throws
 * but what `passThrough` names (and an unknown id, which must not check nothing).
 */
export function judgeCheck(id: RequirementId, check: () => void, options: JudgeOptions): Judgement {
  requirement(id);
  try {
    const returned = check() as unknown;
    if (isThenable(returned)) {
      // Its outcome would come too late to count: a paycert error, never a pass.
      Promise.resolve(returned).catch(() => undefined);
      throw new Error(`the check of ${id} returned a promise where its judgement is synchronous`);
    }
  } catch (e) {
    if (options.passThrough?.(e) === true) throw e;
    return judgementOf(id, e, options);
  }
  return new Judged(id, 'PASSED', options.secrets);
}

/** The same for a check that may wait (a request to the target, a page): the check is awaited. */
export async function judgeAsyncCheck(
  id: RequirementId,
  check: () => unknown,
  options: JudgeOptions,
): Promise<Judgement> {
  requirement(id);
  try {
    await check();
  } catch (e) {
    if (options.passThrough?.(e) === true) throw e;
    return judgementOf(id, e, options);
  }
  return new Judged(id, 'PASSED', options.secrets);
}
