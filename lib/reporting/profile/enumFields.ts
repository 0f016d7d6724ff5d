/**
 * Field names whose short string values are an enumeration (spec States, B.
 * Transaction and A. Status values), so a profile may keep the values seen:
 * a new firmware that adds a `result` or a screen path shows in the diff. No
 * other value is ever kept. selftest/reporting holds that every `enum` of the
 * schemas is listed here.
 */
export const enumFieldNames: ReadonlySet<string> = new Set([
  // B. Terminal
  'type',
  'result',
  'online_result',
  'input_source',
  'attempted_sources',
  'cvm_mode',
  'cvm_result',
  'terminal_online_decision',
  'interchange_rules',
  'authorization_processing_rules',
  'range_of_services',
  'path', // screen scene.path, e.g. app.views.layouts.idle
  'command', // printer instruction
  'family',
  // A. Gateway
  'paymentStatus',
  'status',
  'action',
  'paymentMethodsToUse',
  'currency',
  'locale',
  'rel',
  'method',
  'options', // payment job options, e.g. GenerateToken
]);

/** An enum-like value: short, a word or dotted/underscored words, no run of digits (ids, amounts, card data). */
export function isEnumLikeValue(v: string): boolean {
  return v.length <= 48 && /^[A-Za-z][A-Za-z0-9_.\- ]*$/.test(v) && !/\d{3}/.test(v);
}
