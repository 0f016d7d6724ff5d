/**
 * Fault switches for self-testing (STYLE.md principle 8: each check is shown
 * to fail against a target that breaks its rule). Every fault is off by
 * default and breaks exactly ONE MUST rule of Part A, named by `breaks`
 * (an id of lib/judging/requirements/).
 */

export interface GatewayFault {
  readonly name: string;
  readonly description: string;
  /** The requirement id the fault violates. */
  readonly breaks: string;
  /** Further requirements the change breaks by the spec's own words (see lib/judging/faultProof/runFaultProof.ts). */
  readonly alsoBreaks?: readonly string[];
}

function fault(
  name: string,
  breaks: string,
  description: string,
  alsoBreaks?: readonly string[],
): GatewayFault {
  return alsoBreaks ? { name, description, breaks, alsoBreaks } : { name, description, breaks };
}

export const gatewayFaults = [
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
  // Transport and paths
  fault(
    'latin1-response',
    'GW-ENC-1',
    'API answers are encoded and declared as ISO-8859-1 (charset=iso-8859-1), not UTF-8',
  ),
  fault(
    'links-versioned',
    'GW-VER-1',
    'links point to /api/v1/gateway/... (served as an alias) instead of the unversioned paths',
  ),
  // Tokenisation
  fault(
    'tokenisation-500',
    'GW-TOK-1',
    'tokenisation stores the token but answers 500 with the error envelope',
  ),
  fault(
    'tokenisation-no-data-wrapper',
    'GW-TOK-2',
    'the tokenisation fields are sent at the top level, without the data object',
  ),
  // The next three put a value outside the Notes column of the tokenisation response table
  // ("numeric token", "first six digits, asterisks, last four digits", "two digits"), so they
  // also break GW-TOK-2, "a top-level data object with the fields of the tokenisation response table".
  fault('non-numeric-token', 'GW-TOK-3', 'tokens carry a non-numeric prefix', ['GW-TOK-2']),
  fault('truncation-wrong', 'GW-TOK-4', 'truncated card numbers keep the first four digits, not six', [
    'GW-TOK-2',
  ]),
  fault('expiry-not-two-digits', 'GW-TOK-5', 'the tokenisation response gives a four-digit expiry year', [
    'GW-TOK-2',
  ]),
  fault(
    'card-holder-name-not-required',
    'GW-TOK-6',
    'a 3-D Secure 2.2 card is tokenised without CardHolderName',
  ),
  // Payment job response
  fault('order-history-null', 'GW-JOB-2', 'data.orderHistory is null instead of an empty array'),
  fault('type-lowercase', 'GW-JOB-3', 'data.type is payment, not Payment'),
  fault('configuration-id-upper-case', 'GW-JOB-7', 'data.configurationId is echoed in upper case'),
  fault('order-lines-null', 'GW-JOB-8', 'data.order.orderLines is null instead of an array'),
  fault('time-zone-offset', 'GW-JOB-9', 'data.timeZone is a UTC offset (+01:00), not an IANA zone name'),
  fault('job-attributes-null', 'GW-JOB-11', 'data.attributes is null instead of an object'),
  fault('no-due-date', 'GW-JOB-12', 'the job has no dueDateTimeUtc'),
  fault(
    'acquiring-details-no-reason',
    'GW-JOB-15',
    'the initial serviceAcquiringDetails lack ThreeDSecureVersionReason (added only on processing)',
  ),
  fault('documentation-link-json', 'GW-JOB-18', 'links.documentation has type application/json'),
  fault('payment-refunds-null', 'GW-JOB-19', 'a payment has refunds and captures null instead of arrays'),
  fault('reference-reused', 'GW-JOB-21', "a new job reuses the previous job's reference"),
  fault(
    'get-returns-stale-status',
    'GW-GET-1',
    'GET answers from a copy made at creation: the job stays Pending after 3-D Secure',
  ),
  fault('created-200', 'GW-JOB-1', 'POST payment-jobs answers 200 instead of 201'),
  fault(
    'payment-method-echo',
    'GW-JOB-4',
    'responses echo the request spelling (creditcard) instead of Card',
  ),
  fault('amount-in-minor-units', 'GW-JOB-5', 'amountToCollect is answered in minor units (9905 for 99.05)'),
  // GW-JOB-26 is an observation (the response table gives amountToCollect no form): the warning fires.
  fault(
    'amount-three-fraction-digits',
    'GW-JOB-26',
    'amountToCollect is answered with three fraction digits (99.050): the same amount in another form',
  ),
  fault(
    'order-lines-serialised',
    'GW-JOB-24',
    'a job created with order lines shows data.order.orderLines as a JSON string of them, not an array',
  ),
  // GW-JOB-25 is an observation (the elements of orderLines are not shown): the warning fires.
  fault('order-lines-dropped', 'GW-JOB-25', 'data.order.orderLines is always empty'),
  // Refusing every order line, whatever its fields, and an empty orderLines too, is broken ("Order lines
  // are possible"), but paycert cannot tell it from a gateway whose line elements differ from its guess
  // and which wants at least one (element fields and bounds are not shown): GW-JOB-25 warns, GW-JOB-24
  // is NOT RUN with the reason, no MUST fails.
  fault('order-lines-refused', 'GW-JOB-25', 'a request whose order carries orderLines is refused'),
  fault('timestamps-without-fraction', 'GW-JOB-6', 'createDateTimeUtc has no fractional seconds'),
  // GW-JOB-23 is an observation (the flags are "seen"): this fault shows its warning fires.
  fault(
    'no-generate-token-flag',
    'GW-JOB-23',
    'flags lack generateToken although GenerateToken was requested',
  ),
  fault('flag-not-boolean', 'GW-JOB-10', 'data.flags.direct is the string "true", not a boolean'),
  fault(
    'return-url-missing-query',
    'GW-JOB-13',
    'the success and failed return URLs carry no paymentjobref/paymentref/ordernumber',
  ),
  fault('cancelled-without-status', 'GW-JOB-14', 'the cancelled return URL lacks its status parameter'),
  fault('data-link-wrong-type', 'GW-JOB-16', 'the data link has type text/html'),
  // GW-3DS-2 states the same link ("An action link to the 3-D Secure page is returned", Endpoints A
  // rule 3) besides the links table's action row (GW-JOB-17): without it, both rules break.
  fault('missing-action-link', 'GW-JOB-17', 'the response has no action link', ['GW-3DS-2']),
  fault('locale-refused', 'GW-GET-2', 'GET with a locale query is refused'),
  // States and 3-D Secure
  fault(
    'action-link-wrong-reference',
    'GW-3DS-2',
    'the action link carries the job reference, so the 3-D Secure page answers 404 Payment not found',
  ),
  fault('no-start-step', 'GW-3DS-1', 'a new payment has no Start step'),
  fault('success-stays-pending', 'GW-3DS-3', 'a successful authentication leaves the job Pending'),
  fault('paid-without-process-step', 'GW-3DS-4', 'a paid payment has no Process step'),
  // The data table says "present once paid" of both fields, so the payment job response that
  // GW-GET-1 retrieves ("the payment job response of that job") fails its schema too.
  fault('paid-without-paid-amount', 'GW-3DS-5', 'a paid job lacks paidAmount and amountCollected', [
    'GW-GET-1',
  ]),
  fault(
    'no-processing-attributes',
    'GW-3DS-6',
    'a processed payment lacks originatingIpAddress, originHeader and the transaction id',
  ),
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
  fault('no-token-after-3ds', 'GW-TKN-2', 'a requested token never appears on the paid job'),
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
] as const satisfies readonly GatewayFault[];

export type GatewayFaultName = (typeof gatewayFaults)[number]['name'];

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
