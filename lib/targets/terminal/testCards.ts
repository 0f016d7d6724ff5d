/**
 * The test-card catalogue shared by the terminal simulator and the suites.
 * On a physical device an operator presents brand test cards; the simulator
 * presents them through its control API. Every scheme of the spec's list
 * (B. Transaction: card_details.scheme), every entry mode, every CVM and
 * every outcome the simulator can produce appears at least once.
 *
 * Card numbers are synthetic test numbers (Luhn-valid, brand prefixes). They
 * are here only so the simulator can mask them; never log `pan`.
 */
import { luhnCheckDigit } from '../../judging/cards/luhn.js';

/** Where card data comes from (B. Transaction: input_source). */
export type EntryMode = 'contactless' | 'contact_emv' | 'mag_stripe' | 'keypad';

/** How the cardholder is verified; `none` is a no-CVM (e.g. low-value tap). */
export type CardCvm = 'offline_pin' | 'online_pin' | 'signature' | 'none';

/** What the card makes happen. */
export type CardOutcome =
  | 'approved'
  | 'declined_by_host'
  | 'host_error'
  | 'card_overrules_host'
  | 'fallback'
  | 'sca_single_tap'
  | 'contactless_limit_exceeded'
  | 'deferred_auth';

export type FinalResult = 'approved' | 'declined' | 'cancelled' | 'error';

export interface TestCard {
  readonly id: string;
  /** card_details.scheme as the device reports it. */
  readonly scheme: string;
  /** Brand label printed on receipts. */
  readonly brand: string;
  /** The first way the card is presented. */
  readonly entryMode: EntryMode;
  /** Where the terminal moves after a failed first attempt (fallback, limit exceeded). */
  readonly then?: EntryMode;
  readonly cvm: CardCvm;
  readonly outcome: CardOutcome;
  /** result and online_result of a sale with this card (refunds use the same host answer). */
  readonly expectedResult: FinalResult;
  readonly expectedOnlineResult: FinalResult | null;
  /** One sentence for the operator of a physical device. */
  readonly instruction: string;
  /** Synthetic full card number: never log it. */
  readonly pan: string;
  /** YYMM. */
  readonly expiry: string;
  /** Three-digit service code (track 2). */
  readonly serviceCode: string;
  /** Application identifier (hex), for chip and contactless. */
  readonly aid: string;
  readonly appLabel: string;
}

/** Completes a number with its Luhn check digit (a deterministic filler between prefix and check digit). */
function luhn(prefix: string, length: number): string {
  let body = prefix;
  let n = 0;
  while (body.length < length - 1) body += String((n++ * 7 + 3) % 10);
  return body + luhnCheckDigit(body);
}

const AID = {
  visa: 'A0000000031010',
  mastercard: 'A0000000041010',
  amex: 'A00000002501',
  jcb: 'A0000000651010',
  discover: 'A0000001523010',
  interac: 'A0000002771010',
  meps: 'A0000006150001',
  cup: 'A000000333010101',
} as const;

type Spec = Omit<TestCard, 'pan' | 'expectedResult' | 'expectedOnlineResult'> & {
  prefix: string;
  length?: number;
};

function expected(outcome: CardOutcome): Pick<TestCard, 'expectedResult' | 'expectedOnlineResult'> {
  switch (outcome) {
    case 'declined_by_host':
      return { expectedResult: 'declined', expectedOnlineResult: 'declined' };
    case 'host_error':
      return { expectedResult: 'error', expectedOnlineResult: 'error' };
    case 'card_overrules_host':
      return { expectedResult: 'declined', expectedOnlineResult: 'approved' };
    case 'deferred_auth':
      return { expectedResult: 'approved', expectedOnlineResult: 'error' };
    default:
      return { expectedResult: 'approved', expectedOnlineResult: 'approved' };
  }
}

const specs: readonly Spec[] = [
  // Contactless, one per contactless kernel of the spec's list.
  {
    id: 'visa-qvsdc-contactless',
    scheme: 'visa-qvsdc',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a Visa contactless test card',
    prefix: '476173',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA CREDIT',
  },
  {
    id: 'visa-wave2-contactless-declined',
    scheme: 'visa-wave-2',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'declined_by_host',
    instruction: 'Tap the Visa "host decline" contactless test card',
    prefix: '400002',
    expiry: '2811',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA DEBIT',
  },
  {
    id: 'visa-old-us-contactless-signature',
    scheme: 'visa-old-us',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Tap the Visa US (signature) contactless test card',
    prefix: '400003',
    expiry: '2710',
    serviceCode: '101',
    aid: AID.visa,
    appLabel: 'VISA',
  },
  {
    id: 'visa-msd-contactless-host-error',
    scheme: 'visa-msd',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'host_error',
    instruction: 'Tap the Visa MSD contactless test card with the host link disconnected',
    prefix: '400004',
    expiry: '2809',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA',
  },
  {
    id: 'mastercard-mchip-contactless',
    scheme: 'paypass-mchip',
    brand: 'MASTERCARD',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a Mastercard contactless test card',
    prefix: '541333',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.mastercard,
    appLabel: 'MASTERCARD',
  },
  {
    id: 'jcb-wave2-contactless',
    scheme: 'jcb-wave-2',
    brand: 'JCB',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a JCB (J/Speedy wave 2) contactless test card',
    prefix: '356999',
    expiry: '2806',
    serviceCode: '201',
    aid: AID.jcb,
    appLabel: 'JCB',
  },
  {
    id: 'jcb-qvsdc-contactless',
    scheme: 'jcb-qvsdc',
    brand: 'JCB',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a JCB qVSDC contactless test card',
    prefix: '356998',
    expiry: '2806',
    serviceCode: '201',
    aid: AID.jcb,
    appLabel: 'JCB',
  },
  {
    id: 'jcb-msd-contactless',
    scheme: 'jcb-msd',
    brand: 'JCB',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a JCB magstripe-mode contactless test card',
    prefix: '356997',
    expiry: '2806',
    serviceCode: '201',
    aid: AID.jcb,
    appLabel: 'JCB',
  },
  {
    id: 'amex-emv-contactless',
    scheme: 'amex-emv',
    brand: 'AMEX',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap an American Express contactless test card',
    prefix: '374245',
    length: 15,
    expiry: '2905',
    serviceCode: '201',
    aid: AID.amex,
    appLabel: 'AMERICAN EXPRESS',
  },
  {
    id: 'discover-zip-contactless',
    scheme: 'discover-zip',
    brand: 'DISCOVER',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a Discover Zip contactless test card',
    prefix: '601100',
    expiry: '2904',
    serviceCode: '201',
    aid: AID.discover,
    appLabel: 'DISCOVER',
  },
  {
    id: 'interac-flash-contactless',
    scheme: 'interac-flash',
    brand: 'INTERAC',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap an Interac Flash contactless test card',
    prefix: '450600',
    expiry: '2903',
    serviceCode: '220',
    aid: AID.interac,
    appLabel: 'INTERAC',
  },
  {
    id: 'meps-mccs-contactless',
    scheme: 'meps-mccs',
    brand: 'MYDEBIT',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'approved',
    instruction: 'Tap a MEPS (MyDebit) contactless test card',
    prefix: '589600',
    expiry: '2902',
    serviceCode: '220',
    aid: AID.meps,
    appLabel: 'MYDEBIT',
  },
  {
    id: 'cup-qpboc-contactless-online-pin',
    scheme: 'cup-qpboc',
    brand: 'UNIONPAY',
    entryMode: 'contactless',
    cvm: 'online_pin',
    outcome: 'approved',
    instruction: 'Tap a UnionPay QuickPass test card and enter PIN 1234 when asked',
    prefix: '622126',
    expiry: '2901',
    serviceCode: '220',
    aid: AID.cup,
    appLabel: 'UNIONPAY',
  },
  // Contact chip.
  {
    id: 'mastercard-chip-offline-pin',
    scheme: 'paypass-mchip',
    brand: 'MASTERCARD',
    entryMode: 'contact_emv',
    cvm: 'offline_pin',
    outcome: 'approved',
    instruction: 'Insert a Mastercard chip test card and enter PIN 1234',
    prefix: '541334',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.mastercard,
    appLabel: 'MASTERCARD',
  },
  {
    id: 'mastercard-chip-online-pin-declined',
    scheme: 'paypass-mchip',
    brand: 'MASTERCARD',
    entryMode: 'contact_emv',
    cvm: 'online_pin',
    outcome: 'declined_by_host',
    instruction: 'Insert the Mastercard "host decline" chip test card and enter PIN 1234',
    prefix: '541335',
    expiry: '2912',
    serviceCode: '221',
    aid: AID.mastercard,
    appLabel: 'DEBIT MASTERCARD',
  },
  {
    id: 'amex-emv-chip-online-pin',
    scheme: 'amex-emv',
    brand: 'AMEX',
    entryMode: 'contact_emv',
    cvm: 'online_pin',
    outcome: 'approved',
    instruction: 'Insert an American Express chip test card and enter PIN 1234',
    prefix: '371449',
    length: 15,
    expiry: '2905',
    serviceCode: '201',
    aid: AID.amex,
    appLabel: 'AMERICAN EXPRESS',
  },
  {
    id: 'jcb-emv-chip-card-declines',
    scheme: 'jcb-emv',
    brand: 'JCB',
    entryMode: 'contact_emv',
    cvm: 'offline_pin',
    outcome: 'card_overrules_host',
    instruction: 'Insert the JCB "card decline" chip test card and enter PIN 1234',
    prefix: '356996',
    expiry: '2806',
    serviceCode: '201',
    aid: AID.jcb,
    appLabel: 'JCB',
  },
  {
    id: 'discover-dpas-chip',
    scheme: 'discover-dpas',
    brand: 'DISCOVER',
    entryMode: 'contact_emv',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Insert a Discover D-PAS chip test card and sign when asked',
    prefix: '601101',
    expiry: '2904',
    serviceCode: '201',
    aid: AID.discover,
    appLabel: 'DISCOVER',
  },
  {
    id: 'visa-chip-unknown-kernel',
    scheme: 'unknown-a0000000031010',
    brand: 'VISA',
    entryMode: 'contact_emv',
    cvm: 'offline_pin',
    outcome: 'approved',
    instruction: 'Insert a Visa chip test card and enter PIN 1234',
    prefix: '476174',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA CREDIT',
  },
  // Magnetic stripe.
  {
    id: 'mastercard-swipe-signature',
    scheme: 'paypass-magstripe',
    brand: 'MASTERCARD',
    entryMode: 'mag_stripe',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Swipe a Mastercard magnetic-stripe test card and sign when asked',
    prefix: '541336',
    expiry: '2912',
    serviceCode: '101',
    aid: AID.mastercard,
    appLabel: 'MASTERCARD',
  },
  {
    id: 'amex-swipe-declined',
    scheme: 'amex-magstripe',
    brand: 'AMEX',
    entryMode: 'mag_stripe',
    cvm: 'signature',
    outcome: 'declined_by_host',
    instruction: 'Swipe the American Express "host decline" magnetic-stripe test card',
    prefix: '378282',
    length: 15,
    expiry: '2905',
    serviceCode: '101',
    aid: AID.amex,
    appLabel: 'AMERICAN EXPRESS',
  },
  {
    id: 'discover-swipe-signature',
    scheme: 'discover-magstripe',
    brand: 'DISCOVER',
    entryMode: 'mag_stripe',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Swipe a Discover magnetic-stripe test card and sign when asked',
    prefix: '601102',
    expiry: '2904',
    serviceCode: '101',
    aid: AID.discover,
    appLabel: 'DISCOVER',
  },
  {
    id: 'jcb-legacy-swipe',
    scheme: 'jcb-legacy',
    brand: 'JCB',
    entryMode: 'mag_stripe',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Swipe a JCB magnetic-stripe test card and sign when asked',
    prefix: '356995',
    expiry: '2806',
    serviceCode: '101',
    aid: AID.jcb,
    appLabel: 'JCB',
  },
  // Keyed.
  {
    id: 'visa-keyed',
    scheme: 'unknown-00',
    brand: 'VISA',
    entryMode: 'keypad',
    cvm: 'signature',
    outcome: 'approved',
    instruction: 'Key in the Visa test card number on the terminal keypad',
    prefix: '476175',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA',
  },
  // Special flows.
  {
    id: 'visa-contactless-fallback-insert',
    scheme: 'visa-qvsdc',
    brand: 'VISA',
    entryMode: 'contactless',
    then: 'contact_emv',
    cvm: 'offline_pin',
    outcome: 'fallback',
    instruction: 'Tap the Visa "tap fails" test card, then insert it and enter PIN 1234 when asked',
    prefix: '476176',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA CREDIT',
  },
  {
    id: 'mastercard-chip-fallback-swipe',
    scheme: 'paypass-magstripe',
    brand: 'MASTERCARD',
    entryMode: 'contact_emv',
    then: 'mag_stripe',
    cvm: 'signature',
    outcome: 'fallback',
    instruction: 'Insert the Mastercard "broken chip" test card, then swipe it and sign when asked',
    prefix: '541337',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.mastercard,
    appLabel: 'MASTERCARD',
  },
  {
    id: 'visa-sca-single-tap',
    scheme: 'visa-qvsdc',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'online_pin',
    outcome: 'sca_single_tap',
    instruction: 'Tap the Visa "SCA" contactless test card and enter PIN 1234 when asked',
    prefix: '476177',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA DEBIT',
  },
  {
    id: 'mastercard-contactless-limit',
    scheme: 'paypass-mchip',
    brand: 'MASTERCARD',
    entryMode: 'contactless',
    then: 'contact_emv',
    cvm: 'offline_pin',
    outcome: 'contactless_limit_exceeded',
    instruction:
      'Tap the Mastercard "limit reached" contactless test card, then insert it and enter PIN 1234 when asked',
    prefix: '541338',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.mastercard,
    appLabel: 'MASTERCARD',
  },
  {
    id: 'visa-deferred-auth',
    scheme: 'visa-qvsdc',
    brand: 'VISA',
    entryMode: 'contactless',
    cvm: 'none',
    outcome: 'deferred_auth',
    instruction:
      'Tap a Visa contactless test card with the host link disconnected and deferred authorisation enabled',
    prefix: '476178',
    expiry: '2912',
    serviceCode: '201',
    aid: AID.visa,
    appLabel: 'VISA CREDIT',
  },
];

export const testCards: readonly TestCard[] = specs.map(({ prefix, length, ...rest }) => ({
  ...rest,
  pan: luhn(prefix, length ?? 16),
  ...expected(rest.outcome),
}));

/** The card automatic mode presents when the amount names no other (see autoPresentAmounts.ts). */
export const defaultTestCardId = 'visa-qvsdc-contactless';

const byId = new Map(testCards.map((c) => [c.id, c]));

export function findTestCard(id: string): TestCard | undefined {
  return byId.get(id);
}

/** The catalogue without card numbers: what the control API and reports show. */
export function publicTestCard(card: TestCard): Omit<TestCard, 'pan'> & { maskedPan: string } {
  const { pan, ...rest } = card;
  return { ...rest, maskedPan: `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}` };
}

/**
 * Why a person cannot make a real device produce this card's outcome on
 * demand (a host error, a host that is down), or undefined when a brand test
 * card does it. Such tests are NOT RUN in operator mode, with this reason.
 */
export function notOnDemand(card: TestCard): string | undefined {
  switch (card.outcome) {
    case 'host_error':
      return `${card.id}: a host error cannot be produced on demand on a real device`;
    case 'deferred_auth':
      return `${card.id}: a deferred authorisation needs the host unreachable, which a device cannot do on demand`;
    default:
      return undefined;
  }
}
