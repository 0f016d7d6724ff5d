/**
 * A configuration mistake, told in one sentence that names the variable and
 * the rule. Commands print the message alone, never a stack trace.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
