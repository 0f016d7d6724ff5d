/**
 * The gateway's entries of the simulators' one variation kit
 * (simulators/kit/variation.ts): what an entry may know about the request,
 * and the gateway's own hook, a view of the job record an answer is rendered
 * from (no finished answer alone shows a status the store never had).
 */
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import {
  isJsonObject,
  type Choice,
  type Entry,
  type Fault,
  type FaultSpec,
  type ParsedAnswer,
} from '../kit/variation.js';
import type { GatewayEndpointId } from '../../lib/judging/interfaces/gatewayEndpoints.js';
import type { JobRecord } from './model.js';

export type { Answer } from '../kit/variation.js';

/** What an entry may know about the request it changes the answer to. */
export interface AnswerContext {
  readonly method: string;
  /** Path and query as routed (after every inbound rewrite). */
  readonly url: string;
  /** The endpoint of the route table the request names (its path and method); undefined: none. */
  readonly endpoint: GatewayEndpointId | undefined;
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

/** The gateway's own hook beside the kit's. */
export interface GatewayHooks {
  /** The record a payment job answer is rendered from (a view; the stored record is never changed). */
  readonly job?: (job: JobRecord, ctx: JobContext) => JobRecord;
}

export type GatewayEntry = Entry<AnswerContext, GatewayHooks>;
/** The hooks of an entry, without what it is. */
export type VariationHooks = Pick<GatewayEntry, 'inbound' | 'before' | 'after' | 'bytes' | 'job'>;
/** A personality choice: conformant, and the spec sentence (or field note) that allows it, verbatim. */
export type PersonalityChoice = GatewayEntry & Choice;
/** A fault switch: breaks the named requirement (an id of lib/judging/requirements/). */
export type FaultEntry = GatewayEntry & Fault;
export type GatewayVariation = PersonalityChoice | FaultEntry;

/** A fault declared with the hooks that make its change (faultEntries/). */
export interface HookedFault<N extends string = string> extends FaultSpec {
  readonly name: N;
  readonly hooks: VariationHooks;
}

/** A fault of faultEntries/: its name, the requirement it breaks, what it does, and the hooks that do it. */
export function hookedFault<const N extends string>(
  name: N,
  breaks: RequirementId,
  description: string,
  hooks: VariationHooks,
  alsoBreaks?: readonly RequirementId[],
): HookedFault<N> {
  return { name, description, breaks, ...(alsoBreaks === undefined ? {} : { alsoBreaks }), hooks };
}

/** An `after` hook that changes a JSON object answer's body in place (other answers pass unchanged). */
export function inDocument(
  change: (doc: JsonDocument, ctx: AnswerContext, status: number) => void,
): (a: ParsedAnswer, ctx: AnswerContext) => ParsedAnswer {
  return (a, ctx) => {
    if (isJsonObject(a.body)) change(a.body, ctx, a.status);
    return a;
  };
}

/** The record a job answer is rendered from, after every entry's job view, in list order. */
export function viewedJob(
  entries: readonly GatewayVariation[],
  job: JobRecord,
  ctx: () => JobContext,
): JobRecord {
  let out = job;
  let c: JobContext | undefined;
  for (const e of entries) if (e.job !== undefined) out = e.job(out, (c ??= ctx()));
  return out;
}
