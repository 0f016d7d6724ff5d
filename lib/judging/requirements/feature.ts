/**
 * The optional features of an integrator's application: the parts of the two
 * interfaces an application may leave unused (a shop that never stores
 * cards, never refunds, never prints). A client requirement that belongs to
 * one names it (`Requirement.feature`); the client judge counts the
 * exchanges that use each (lib/judging/client/featureUse.ts), and a feature
 * the application never used puts its requirements OUT OF SCOPE with the
 * sentence below. A requirement of no feature (the Hash, ConfigurationId,
 * the terminal's credentials) is judged whenever its side is carried.
 * `--features` / PAYCERT_FEATURES declare the features an application must use.
 */
import type { ClientOutcome } from '../client/clientJudge.js';

/** The names, kebab-case, as `--features` and PAYCERT_FEATURES take them. */
export const clientFeatures = [
  'tokenisation',
  'stored-token',
  'category-6012',
  '3-d-secure',
  'refunds',
  'reversals',
  'reconciliation',
  'printing',
  'receipts',
] as const;

export type ClientFeature = (typeof clientFeatures)[number];

export interface FeatureDefinition {
  readonly side: 'terminal' | 'gateway';
  /** The exchanges that use it, in words (docs/client-report.md, the report's features table). */
  readonly usedBy: string;
  /** Why its requirements are out of scope when no exchange used it: a sentence about the application. */
  readonly unused: string;
  /** Coverage outcomes that only an application using it can meet. */
  readonly outcomes: readonly ClientOutcome[];
}

export const featureDefinitions: Readonly<Record<ClientFeature, FeatureDefinition>> = {
  tokenisation: {
    side: 'gateway',
    usedBy: 'a card tokenisation request (POST /api/gateway/card-tokenisation)',
    unused: 'the application never tokenised a card (no POST /api/gateway/card-tokenisation)',
    outcomes: [],
  },
  'stored-token': {
    side: 'gateway',
    usedBy: 'a payment job request whose parameters carry a token',
    unused: 'the application never paid with a stored token (no payment job with parameters.token)',
    outcomes: ['gateway.token-paid'],
  },
  'category-6012': {
    side: 'gateway',
    usedBy: 'a payment job request with merchant category (mcc) 6012 or with recipientDetails',
    unused:
      'the application never sent a payment of merchant category 6012 (no payment job with mcc 6012 or recipientDetails)',
    outcomes: [],
  },
  '3-d-secure': {
    side: 'gateway',
    usedBy:
      "the shopper's browser on the gateway's pages through the proxy (the 3-D Secure page, its form, the return), or a return the proxy visited (a drill)",
    unused:
      "no shopper went through a 3-D Secure page through the proxy (no browser request on the gateway's pages)",
    outcomes: [
      'gateway.3ds-passed',
      'gateway.3ds-failed',
      'gateway.3ds-not-authenticated',
      'gateway.3ds-cancelled',
    ],
  },
  refunds: {
    side: 'terminal',
    usedBy: 'a refund start (POST /api/v2/transactions/refund.json)',
    unused: 'the application never started a refund',
    outcomes: [],
  },
  reversals: {
    side: 'terminal',
    usedBy: 'a reversal start (POST /api/v2/transactions/reversal.json)',
    unused: 'the application never started a reversal',
    outcomes: [],
  },
  reconciliation: {
    side: 'terminal',
    usedBy: 'a reconciliation start (POST /api/v2/transactions/reconciliation.json)',
    unused: 'the application never started a reconciliation',
    outcomes: [],
  },
  printing: {
    side: 'terminal',
    usedBy: 'a print request (POST /api/v2/print.json)',
    unused: 'the application never printed (no POST /api/v2/print.json)',
    outcomes: ['terminal.out-of-paper'],
  },
  receipts: {
    side: 'terminal',
    usedBy: 'a receipt read (GET /api/v2/transactions/<id>/receipts/<kind>.json)',
    unused: 'the application never read a receipt',
    outcomes: [],
  },
};

export function isClientFeature(name: string): name is ClientFeature {
  return (clientFeatures as readonly string[]).includes(name);
}

/** The feature only an application using it can meet `outcome` in, if any. */
export function featureOfOutcome(outcome: ClientOutcome): ClientFeature | undefined {
  return clientFeatures.find((f) => featureDefinitions[f].outcomes.includes(outcome));
}

/**
 * A comma-separated list of feature names (`--features`, PAYCERT_FEATURES);
 * an unknown name throws one sentence naming `source` and the known names.
 */
export function parseFeatureList(source: string, value: string): ClientFeature[] {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const bad = names.find((n) => !isClientFeature(n));
  if (bad !== undefined || names.length === 0)
    throw new Error(
      `${source} takes a comma-separated list of features from ${clientFeatures.join(', ')}; got "${(bad ?? value).slice(0, 60)}"`,
    );
  return [...new Set(names as ClientFeature[])];
}
