/**
 * One request of an integrator's application and its answer, as the recording
 * proxy saw them cross (issue 14). This is the raw form: it holds credentials,
 * card numbers and Hash values, lives in memory only while the client judge
 * reads it and the recorder redacts it, and is never written as it is.
 */
import type { DrillMark } from '../drills/drills.js';

/** Which interface the exchange belongs to: Part B (terminal) or Part A (gateway). */
export type Side = 'terminal' | 'gateway';

export interface RawMessage {
  /** Header names in lower case, values as Node's `http` parser gives them. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The body bytes exactly as they crossed the proxy, up to the capture limit. */
  readonly body: Buffer;
  /** The body's full length in bytes; larger than `body.length` when the capture was cut. */
  readonly bodyBytes: number;
}

export interface RawRequest extends RawMessage {
  readonly method: string;
  /** Path and query exactly as the client sent them (the request target). */
  readonly target: string;
}

export interface RawResponse extends RawMessage {
  readonly status: number;
}

export interface RawExchange {
  /** Order of arrival at the proxy, from 1, per proxy (both sides share one counter). */
  readonly seq: number;
  readonly side: Side;
  /** Epoch milliseconds: the request's head arrived at the proxy. */
  readonly startedAt: number;
  /** Epoch milliseconds: the answer's last byte left the proxy (or the exchange failed). */
  readonly endedAt: number;
  readonly request: RawRequest;
  /** Absent when the upstream gave no answer; `error` then says why in one line. */
  readonly response?: RawResponse;
  readonly error?: string;
  /** A drill the proxy applied to this exchange (lib/judging/drills/drills.ts): what the application got instead. */
  readonly drill?: DrillMark;
}
