/**
 * One shape for every deliberate variation of the gateway simulator (STYLE.md
 * principle 12): a personality choice (conformant, allowed by a spec sentence)
 * or a fault (breaks one MUST). Each is one small entry applied beside the
 * reference logic, to the finished answer wherever possible, so the reference
 * code carries no branch for it.
 */
import type { JobRecord } from '../model.js';

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

/** A JSON answer body, changed in place. */
export type JsonDocument = Record<string, unknown>;

export interface GatewayVariation {
  readonly name: string;
  /** Personality choice: the spec sentence (or field note) that allows it, verbatim. Fault: the requirement it breaks. */
  readonly allowedBy: string;
  /** What it changes, in one sentence. */
  readonly change: string;
  /** Rewrites a request's path and query before routing (e.g. a reference format mapped back). */
  readonly inbound?: (url: string) => string;
  /** The record a payment job answer is rendered from (a view; the stored record is never changed). */
  readonly job?: (job: JobRecord, now: number) => JobRecord;
  /** Changes a parsed JSON answer body in place. */
  readonly document?: (doc: JsonDocument, ctx: AnswerContext, status: number) => void;
  /** Changes the finished answer (after the document entries). */
  readonly answer?: (a: Answer, ctx: AnswerContext) => Answer;
}
