/**
 * Fault switches for self-testing (the harness proves each check can fail
 * against a target that breaks its rule). Every fault is off by default and
 * breaks exactly ONE rule of Part A, named by `breaks` (an id of
 * lib/judging/requirements/), each declared where its change is: the faults
 * that bend a finished answer beside their hooks (faultEntries/), and here
 * those that change what the gateway accepts or decides (authentication,
 * request checks, the state machine), each a `faults.has()` check in that
 * step, since no finished answer can show it.
 */
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import type { FaultSpec } from '../kit/variation.js';
import { answerFaults } from './faultEntries/answerFaults.js';
import { jobDocumentFaults } from './faultEntries/jobDocumentFaults.js';
import { tokenisationFaults } from './faultEntries/tokenisationFaults.js';

/** A fault of the gateway, its name kept as written so a misspelt `faults.has()` does not compile. */
export interface GatewayFault<N extends string = string> extends FaultSpec {
  readonly name: N;
}

export function fault<const N extends string>(
  name: N,
  breaks: RequirementId,
  description: string,
  alsoBreaks?: readonly RequirementId[],
): GatewayFault<N> {
  return alsoBreaks ? { name, description, breaks, alsoBreaks } : { name, description, breaks };
}

/** The faults that act through a `faults.has()` check in the step no answer shows. */
const branchFaults = [
  // Authentication and the Hash rule
  // A gateway that checks no Hash also accepts a body changed after signing (HASH-4) and a Hash made
  // with another configuration's key (HASH-10): both are wrong Hashes it never recomputes (rules 2-3,
  // "The gateway recomputes the hash and compares it"). The tampering property reports whichever
  // tampering its seed finds first.
  fault('hash-not-checked', 'HASH-2', 'a wrong Hash is accepted', ['HASH-4', 'HASH-10']),
  fault('hash-optional', 'HASH-3', 'a request without the Hash header is accepted'),
  fault(
    'hash-verdict-cached',
    'HASH-4',
    'a Hash verified once is trusted again without re-hashing the body, so a body changed after signing is accepted',
  ),
  fault('hash-over-body-then-key', 'HASH-5', 'a Hash over the body followed by the key is accepted too'),
  // HASH-7 is an observation (UTF-8 is the "Recommended encoding for submitted messages"): the warning fires.
  fault('hash-latin1', 'HASH-7', 'the body is hashed as Latin-1, so UTF-8 text hashed correctly is refused'),
  fault('hash-any-key', 'HASH-10', "a Hash made with another configuration's API key is accepted"),
  fault('configuration-id-not-required', 'GW-AUTH-1', 'a request without ConfigurationId is accepted'),
  fault('configuration-id-not-checked', 'GW-AUTH-2', 'an unknown ConfigurationId is accepted'),
  fault(
    'correct-hash-refused',
    'HASH-1',
    'the API key is prepended twice before hashing, so a correctly computed Hash is refused',
  ),
  // Tokenisation
  // A token that is not numeric is outside the Notes column of the tokenisation response table
  // ("numeric token"), so it also breaks GW-TOK-2, "a top-level data object with the fields of the
  // tokenisation response table".
  fault('non-numeric-token', 'GW-TOK-3', 'tokens carry a non-numeric prefix', ['GW-TOK-2']),
  fault(
    'card-holder-name-not-required',
    'GW-TOK-6',
    'a 3-D Secure 2.2 card is tokenised without CardHolderName',
  ),
  // Payment jobs and 3-D Secure
  fault('reference-reused', 'GW-JOB-21', "a new job reuses the previous job's reference"),
  // Refusing every order line, whatever its fields, and an empty orderLines too, is broken ("Order lines
  // are possible"), but paycert cannot tell it from a gateway whose line elements differ from its guess
  // and which wants at least one (element fields and bounds are not shown): GW-JOB-25 warns, GW-JOB-24
  // is NOT RUN with the reason, no MUST fails.
  fault('order-lines-refused', 'GW-JOB-25', 'a request whose order carries orderLines is refused'),
  fault('success-stays-pending', 'GW-3DS-3', 'a successful authentication leaves the job Pending'),
  fault('failed-3ds-pays', 'GW-3DS-7', 'a failed 3-D Secure authentication still ends Paid'),
  fault(
    'issuer-decline-paid',
    'GW-3DS-10',
    'a passed 3-D Secure authentication ends Paid although the issuer declines',
  ),
  fault(
    'failed-returns-to-success',
    'GW-3DS-9',
    'after a failed authentication the shopper is sent to the success URL',
  ),
  // Tokens on payment
  fault('token-before-3ds', 'GW-TKN-1', 'the token attribute appears while the job is still Pending'),
  fault('token-payment-refused', 'GW-TKN-3', 'a payment with parameters.token is refused'),
  fault(
    'tokenisation-token-not-payable',
    'GW-TOK-8',
    'a token issued by card tokenisation is unknown to payments (tokens of paid jobs still pay)',
  ),
  fault('token-on-failed-3ds', 'GW-TKN-4', 'a failed 3-D Secure authentication still yields a token'),
  // Merchant category 6012
  fault(
    'recipient-details-not-required',
    'GW-FI-1',
    'recipientDetails may be absent for merchant category 6012',
  ),
  fault(
    'recipient-details-not-validated',
    'GW-FI-2',
    'recipientDetails content (JSON with four keys) is not checked',
  ),
  // GW-FI-3 is an OBSERVATION (the spec puts the check on the caller); this fault shows the warning fires.
  fault('credit-card-allowed-6012', 'GW-FI-3', 'a credit card is accepted for merchant category 6012'),
];

/** Every fault switch of the gateway, each declared where its change is. */
export const gatewayFaults: readonly GatewayFault<GatewayFaultName>[] = [
  ...branchFaults,
  ...tokenisationFaults,
  ...jobDocumentFaults,
  ...answerFaults,
];

export type GatewayFaultName =
  | (typeof branchFaults)[number]['name']
  | (typeof tokenisationFaults)[number]['name']
  | (typeof jobDocumentFaults)[number]['name']
  | (typeof answerFaults)[number]['name'];

const names = new Set<string>(gatewayFaults.map((f) => f.name));

export function isGatewayFaultName(name: string): name is GatewayFaultName {
  return names.has(name);
}

/** The active faults; checked on the hot path, so a Set. */
export class FaultSet {
  private active = new Set<GatewayFaultName>();

  /** `onChange` hears every new list (the simulator rebuilds its variation entries from it). */
  constructor(
    initial: readonly string[] = [],
    private readonly onChange: (active: readonly GatewayFaultName[]) => void = () => undefined,
  ) {
    this.set(initial);
  }

  /** Replaces the active faults; throws naming the first unknown one. */
  set(list: readonly string[]): void {
    const next = new Set<GatewayFaultName>();
    for (const n of list) {
      if (isGatewayFaultName(n)) next.add(n);
      else throw new Error(`unknown gateway fault "${String(n)}"; known: ${[...names].join(', ')}`);
    }
    this.active = next;
    this.onChange([...next]);
  }

  /** Whether any fault is on: lets a renderer skip its fault pass altogether. */
  any(): boolean {
    return this.active.size > 0;
  }

  has(name: GatewayFaultName): boolean {
    return this.active.size > 0 && this.active.has(name);
  }

  list(): GatewayFaultName[] {
    return [...this.active];
  }
}
