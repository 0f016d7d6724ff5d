/**
 * The path and the method of an application's request against its
 * interface's route table (CL-GW-EP/METHOD, CL-TM-EP/METHOD), alike on both
 * sides. A CORS preflight (OPTIONS) is the browser's, not a call of the
 * application, and is not judged.
 */
import * as E from '../checks/client/listedEndpoint.js';
import type { PathMatch } from '../interfaces/routeTable.js';
import type { RequirementId } from '../requirements/catalogue.js';
import type { JudgeContext } from './judgeContext.js';
import type { ParsedExchange } from './parseExchange.js';
import type { ExchangeRef } from './requirementTally.js';

/** An interface's two requirements and the spec's table that lists its endpoints ("Endpoints A"). */
export interface ListedEndpointRules {
  readonly path: RequirementId;
  readonly method: RequirementId;
  readonly table: string;
}

/** Finds the request's endpoint with the interface's matcher, judges the path and method, and gives the match. */
export function judgeListedEndpoint<Id extends string>(
  ex: ParsedExchange,
  ctx: JudgeContext,
  ref: ExchangeRef,
  matcher: (method: string, path: string) => PathMatch<Id> | undefined,
  rules: ListedEndpointRules,
): PathMatch<Id> | undefined {
  const match = matcher(ex.method, ex.path);
  if (ex.method === 'OPTIONS') return match;
  ctx.tally.verify(rules.path, ref, () => E.checkListedPath(match !== undefined, rules.table, ref.request));
  if (match !== undefined)
    ctx.tally.verify(rules.method, ref, () => E.checkListedMethod(ex.method, match.methods, ref.request));
  return match;
}
