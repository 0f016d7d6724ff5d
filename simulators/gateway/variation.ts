/**
 * One shape for every deliberate variation of the gateway simulator (STYLE.md
 * principle 12): a personality choice (conformant, allowed by a spec sentence)
 * or a fault (breaks one MUST). Each is one small entry applied beside the
 * reference logic, to the finished answer wherever possible, so the reference
 * code carries no branch for it.
 */
import type { JobRecord } from './model.js';

/** A finished HTTP answer as the reference wrote it; header names are lower case. */
export interface Answer {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

/** What an entry may know about the request it changes the answer to. */
export interface AnswerContext {
  readonly method: string;
  /** Path and query as routed (after every inbound rewrite). */
  readonly url: string;
  /** The store's reference prefix: every reference it made starts with it (see GatewayStore). */
  readonly referencePrefix: string;
}

/** What a job view may know: the simulator's clock and the request's method. */
export interface JobContext {
  readonly now: number;
  readonly method: string;
}

/** A JSON answer body, changed in place. */
export type JsonDocument = Record<string, unknown>;

/** Where an entry acts; every hook is optional. */
export interface VariationHooks {
  /** Rewrites a request's path and query before routing (e.g. a reference format mapped back). */
  readonly inbound?: (url: string) => string;
  /** The record a payment job answer is rendered from (a view; the stored record is never changed). */
  readonly job?: (job: JobRecord, ctx: JobContext) => JobRecord;
  /** Changes a parsed JSON answer body in place. */
  readonly document?: (doc: JsonDocument, ctx: AnswerContext, status: number) => void;
  /** Changes the finished answer (after the document entries). */
  readonly answer?: (a: Answer, ctx: AnswerContext) => Answer;
}

/** A personality choice: conformant, and the spec sentence (or field note) that allows it, verbatim. */
export interface PersonalityChoice extends VariationHooks {
  readonly name: string;
  readonly allowedBy: string;
  /** What it changes, in one sentence. */
  readonly change: string;
}

/** A fault switch: breaks the named requirement (an id of lib/requirements/). */
export interface FaultEntry extends VariationHooks {
  readonly name: string;
  readonly breaks: string;
  readonly change: string;
}

export type GatewayVariation = PersonalityChoice | FaultEntry;
