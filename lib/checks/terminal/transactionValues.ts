/** Value lists of the spec's transaction table (Resources and their fields > B. Transaction). */
export const RESULTS = ['approved', 'declined', 'cancelled', 'error'] as const;
export const TYPES = ['sale', 'refund', 'reconciliation', 'technical_reversal', 'reversal', 'void'] as const;
export const SOURCES = ['contactless', 'contact_emv', 'keypad', 'mag_stripe'] as const;
export const CVM_MODES = ['offline_pin', 'online_pin', 'signature'] as const;
export const ONLINE_DECISIONS = ['approved', 'declined', 'go_online', 'unknown'] as const;
export const SCHEMES = [
  'visa-old-us',
  'visa-wave-2',
  'visa-qvsdc',
  'visa-msd',
  'paypass-magstripe',
  'paypass-mchip',
  'jcb-wave-2',
  'jcb-qvsdc',
  'amex-emv',
  'amex-magstripe',
  'discover-zip',
  'jcb-emv',
  'jcb-msd',
  'jcb-legacy',
  'discover-dpas',
  'interac-flash',
  'meps-mccs',
  'cup-qpboc',
  'discover-magstripe',
] as const;
export const INTERCHANGE_RULES = [
  'interchange_ok',
  'interchange_prefer_ic',
  'natl_interchange_only',
  'natl_interchange_only_prefer_ic',
  'no_interchange',
  'test',
  'unknown',
] as const;
export const AUTHORIZATION_RULES = [
  'normal',
  'contact_issuer_online',
  'contact_issuer_online_except_under_agreement',
  'unknown',
] as const;
export const RANGE_OF_SERVICES = [
  'no_restrictions_pin_required',
  'no_restrictions',
  'no_cash',
  'atm_only_pin_required',
  'cash_only',
  'no_cash_pin_required',
  'no_restrictions_prefer_pin',
  'no_cash_prefer_pin',
  'unknown',
] as const;

export function oneOf(list: readonly string[], v: unknown): boolean {
  return typeof v === 'string' && list.includes(v);
}
