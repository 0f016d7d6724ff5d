/** What the side judges share: the tally, the coverage, the features used, the secrets, and how an exchange is named. */
import { redactTarget } from '../../reporting/redaction/redactMessage.js';
import type { FeatureUse } from './featureUse.js';
import type { OutcomeCoverage } from './outcomeCoverage.js';
import type { ParsedExchange } from './parseExchange.js';
import type { ExchangeRef, RequirementTally } from './requirementTally.js';

export interface JudgeContext {
  readonly tally: RequirementTally;
  readonly coverage: OutcomeCoverage;
  readonly features: FeatureUse;
  readonly secrets: readonly string[];
  readonly gatewayApiKeys: readonly string[];
}

// One redaction per exchange, however many checks name it; weak, so nothing outlives the exchange.
const refs = new WeakMap<ParsedExchange, ExchangeRef>();

/** The exchange as evidence names it: seq, side, the redacted request line (target cut to 200), status. */
export function exchangeRef(ex: ParsedExchange, secrets: readonly string[]): ExchangeRef {
  const known = refs.get(ex);
  if (known !== undefined) return known;
  const ref = refOf(ex, secrets);
  refs.set(ex, ref);
  return ref;
}

function refOf(ex: ParsedExchange, secrets: readonly string[]): ExchangeRef {
  // Redacted before it is cut: a cut could leave half a secret that no rule knows.
  const target = redactTarget(ex.raw.request.target, secrets);
  const request = `${ex.method} ${target.length > 200 ? `${target.slice(0, 199)}…` : target}`;
  return ex.status === undefined
    ? { seq: ex.seq, side: ex.side, request }
    : { seq: ex.seq, side: ex.side, request, status: ex.status };
}
