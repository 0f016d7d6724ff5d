/**
 * The gateway test-card table, shared by the simulator and the suites.
 * Spec A. "What the service does" 4: the integration environment offers a
 * 3-D Secure simulator page; the field notes name its integration cards
 * (Visa 4000000000000002, Mastercard 5400100400099001, CVC 123, any future
 * expiry). Every card here is Luhn-valid and leads to the simulator's 3-D
 * Secure page; what happens after the shopper's choice depends on the card.
 */
import { luhnValid } from '../../reporting/redaction/redact.js';

/** `frictionless`: the issuer needs no challenge (the page says so); `challenge`: the shopper is challenged. */
export type ThreeDSecureFlow = 'frictionless' | 'challenge';

/** What the issuer answers after a passed authentication. */
export type IssuerOutcome = 'approve' | 'decline';

export interface GatewayTestCard {
  readonly number: string;
  readonly brand: 'Visa' | 'Mastercard';
  /** Debit cards are the only ones accepted for merchant category 6012 (spec A. parameters). */
  readonly kind: 'credit' | 'debit';
  readonly flow: ThreeDSecureFlow;
  /** 3-D Secure protocol version the card is enrolled for. */
  readonly threeDSecureVersion: '2.1.0' | '2.2.0';
  /** Cards enrolled for 3-D Secure 2.2 need CardHolderName (spec A. Card tokenisation request). */
  readonly requiresCardHolderName: boolean;
  readonly issuerOutcome: IssuerOutcome;
  /** Any three digits are accepted; this is the one the field notes use. */
  readonly cvc: string;
  readonly description: string;
}

/**
 * How the simulator treats a Luhn-valid number that is not in the table: a
 * challenged credit card on 3-D Secure 2.1 that the issuer approves. The
 * table's rows say only how a card differs from it.
 */
export const defaultCardProfile: Omit<GatewayTestCard, 'number' | 'brand' | 'description'> = {
  kind: 'credit',
  flow: 'challenge',
  threeDSecureVersion: '2.1.0',
  requiresCardHolderName: false,
  issuerOutcome: 'approve',
  cvc: '123',
};

type CardRow = Pick<GatewayTestCard, 'number' | 'brand' | 'description'> &
  Partial<Pick<GatewayTestCard, 'kind' | 'flow' | 'threeDSecureVersion' | 'issuerOutcome'>>;

/** A row on the default profile; CardHolderName is required exactly of the cards enrolled for 3-D Secure 2.2. */
function card(c: CardRow): GatewayTestCard {
  const { number, brand, description, ...profile } = { ...defaultCardProfile, ...c };
  return {
    number,
    brand,
    ...profile,
    requiresCardHolderName: profile.threeDSecureVersion === '2.2.0',
    description,
  };
}

export const gatewayTestCards: readonly GatewayTestCard[] = [
  card({
    number: '4000000000000002',
    brand: 'Visa',
    description: 'Integration Visa card of the field notes: challenged, approved after authentication',
  }),
  card({
    number: '5400100400099001',
    brand: 'Mastercard',
    description: 'Integration Mastercard of the field notes: challenged, approved after authentication',
  }),
  card({
    number: '4111111111111111',
    brand: 'Visa',
    flow: 'frictionless',
    description: 'Frictionless Visa credit card, approved',
  }),
  card({
    number: '5555555555554444',
    brand: 'Mastercard',
    flow: 'frictionless',
    description: 'Frictionless Mastercard credit card, approved',
  }),
  card({
    number: '4000000000003220',
    brand: 'Visa',
    threeDSecureVersion: '2.2.0',
    description: 'Visa credit enrolled for 3-D Secure 2.2: CardHolderName required, challenged, approved',
  }),
  card({
    number: '5200000000001005',
    brand: 'Mastercard',
    flow: 'frictionless',
    threeDSecureVersion: '2.2.0',
    description:
      'Mastercard credit enrolled for 3-D Secure 2.2: CardHolderName required, frictionless, approved',
  }),
  card({
    number: '4000056655665556',
    brand: 'Visa',
    kind: 'debit',
    description: 'Visa debit card, challenged, approved: accepted for mcc 6012',
  }),
  card({
    number: '5200828282828210',
    brand: 'Mastercard',
    kind: 'debit',
    flow: 'frictionless',
    description: 'Mastercard debit card, frictionless, approved: accepted for mcc 6012',
  }),
  card({
    number: '4000000000003238',
    brand: 'Visa',
    kind: 'debit',
    threeDSecureVersion: '2.2.0',
    description: 'Visa debit enrolled for 3-D Secure 2.2: CardHolderName required, accepted for mcc 6012',
  }),
  card({
    number: '4000000000000069',
    brand: 'Visa',
    issuerOutcome: 'decline',
    description: 'Visa credit: authentication can pass, then the issuer declines (status Declined)',
  }),
  card({
    number: '5105105105105100',
    brand: 'Mastercard',
    kind: 'debit',
    flow: 'frictionless',
    issuerOutcome: 'decline',
    description: 'Mastercard debit: authentication can pass, then the issuer declines (status Declined)',
  }),
];

const byNumber = new Map(gatewayTestCards.map((c) => [c.number, c]));

/** The test card with this number, or undefined. */
export function findTestCard(number: string): GatewayTestCard | undefined {
  return byNumber.get(number);
}

/** The first table card matching every given property; throws when none does, so a suite cannot silently use the wrong card. */
export function pickTestCard(
  want: Partial<Omit<GatewayTestCard, 'number' | 'description'>>,
): GatewayTestCard {
  const found = gatewayTestCards.find((c) =>
    Object.entries(want).every(([k, v]) => c[k as keyof GatewayTestCard] === v),
  );
  if (found === undefined) throw new Error(`no gateway test card matches ${JSON.stringify(want)}`);
  return found;
}

// Table integrity: a broken row would make every suite that uses it fail for the wrong reason.
for (const c of gatewayTestCards) {
  if (!luhnValid(c.number))
    throw new Error(`gateway test card ${c.number.slice(0, 6)}… fails the Luhn check`);
}
