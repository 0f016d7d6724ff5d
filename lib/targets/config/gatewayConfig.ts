/**
 * Which gateway the suites run against, read from the environment (and
 * `.env`). No GATEWAY_* variable: the embedded simulator, with the fault
 * switches of PAYCERT_GATEWAY_FAULTS. GATEWAY_URL and friends: a running
 * gateway. Each mistake is one ConfigError sentence naming the variable.
 */
import { ConfigError } from './configError.js';
import { envFlag, envUrl, envValue } from './env.js';
import type { VariableName } from './variables.js';

export type GatewayEnvironment = 'integration' | 'production';

/** Playwright selectors for the choices of the 3-D Secure page (spec A. What the service does, 4). */
export interface ThreeDSecureLocators {
  readonly pass: string;
  readonly fail: string;
  readonly notAuthenticated: string;
  readonly cancel: string;
  /** Elements masked in screenshots: anything that may show card digits. */
  readonly mask: string;
}

interface Common {
  /** PAYCERT_ALLOW_PAYMENTS=1: payments may be created on a production or undeclared target. */
  readonly allowPaymentsFlag: boolean;
  readonly locators: ThreeDSecureLocators;
  readonly timeoutMs: number;
  /** Card numbers of a running gateway for the cases only its operator knows (the simulator's come from its table). */
  readonly cards: { readonly threeDS22?: string; readonly debit?: string; readonly issuerDecline?: string };
}

export interface EmbeddedGatewayConfig extends Common {
  readonly kind: 'embedded';
  /** Fault switches for the embedded simulator (names checked by the simulator). */
  readonly faults: readonly string[];
}

export interface RemoteGatewayConfig extends Common {
  readonly kind: 'remote';
  readonly url: URL;
  readonly apiKey: string;
  readonly configurationId: string;
  /** Undefined when the user has not declared it: treated like production by the guard. */
  readonly environment: GatewayEnvironment | undefined;
}

export type GatewayConfig = EmbeddedGatewayConfig | RemoteGatewayConfig;

/** Defaults match the embedded simulator's page; role/name selectors in Playwright's `internal:role` syntax. */
export const defaultThreeDSecureLocators: ThreeDSecureLocators = {
  pass: 'internal:role=button[name="Authentication successful"i]',
  fail: 'internal:role=button[name="Authentication failed"i]',
  notAuthenticated: 'internal:role=button[name="Not authenticated"i]',
  cancel: 'internal:role=button[name="Cancel"i]',
  mask: '[data-testid="card"], input',
};

function locators(): ThreeDSecureLocators {
  const d = defaultThreeDSecureLocators;
  return {
    pass: envValue('PAYCERT_3DS_PASS') ?? d.pass,
    fail: envValue('PAYCERT_3DS_FAIL') ?? d.fail,
    notAuthenticated: envValue('PAYCERT_3DS_NOT_AUTHENTICATED') ?? d.notAuthenticated,
    cancel: envValue('PAYCERT_3DS_CANCEL') ?? d.cancel,
    mask: envValue('PAYCERT_3DS_MASK') ?? d.mask,
  };
}

function timeoutMs(): number {
  const raw = envValue('PAYCERT_GATEWAY_TIMEOUT_MS');
  if (raw === undefined) return 10_000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100 || n > 120_000) {
    throw new ConfigError(
      `PAYCERT_GATEWAY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, got "${raw}".`,
    );
  }
  return n;
}

function optionalCard(
  name: VariableName,
  key: 'threeDS22' | 'debit' | 'issuerDecline',
): Partial<Record<typeof key, string>> {
  const v = envValue(name);
  if (v === undefined) return {};
  if (!/^\d{12,19}$/.test(v)) throw new ConfigError(`${name} must be a card number of 12 to 19 digits.`);
  return { [key]: v };
}

function environment(): GatewayEnvironment | undefined {
  const raw = envValue('GATEWAY_ENVIRONMENT');
  if (raw === undefined) return undefined;
  const v = raw.toLowerCase();
  if (v === 'integration' || v === 'production') return v;
  throw new ConfigError(`GATEWAY_ENVIRONMENT must be "integration" or "production", got "${raw}".`);
}

/** Reads and validates the gateway target; throws one ConfigError per first mistake found. */
export function gatewayConfig(): GatewayConfig {
  const common: Common = {
    allowPaymentsFlag: envFlag('PAYCERT_ALLOW_PAYMENTS'),
    locators: locators(),
    timeoutMs: timeoutMs(),
    cards: {
      ...optionalCard('PAYCERT_GATEWAY_CARD_3DS22', 'threeDS22'),
      ...optionalCard('PAYCERT_GATEWAY_CARD_DEBIT', 'debit'),
      ...optionalCard('PAYCERT_GATEWAY_CARD_DECLINE', 'issuerDecline'),
    },
  };
  const url = envUrl('GATEWAY_URL');
  const apiKey = envValue('GATEWAY_API_KEY');
  const configurationId = envValue('GATEWAY_CONFIGURATION_ID');
  const env = environment();
  const faults = (envValue('PAYCERT_GATEWAY_FAULTS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

  if (url === undefined) {
    const stray = [
      ['GATEWAY_API_KEY', apiKey],
      ['GATEWAY_CONFIGURATION_ID', configurationId],
      ['GATEWAY_ENVIRONMENT', env],
    ].find(([, v]) => v !== undefined);
    if (stray !== undefined) {
      throw new ConfigError(
        `${stray[0]} is set but GATEWAY_URL is not: set GATEWAY_URL to test a running gateway, or unset ${stray[0]} to use the embedded simulator.`,
      );
    }
    return { kind: 'embedded', faults, ...common };
  }
  if (apiKey === undefined) throw new ConfigError('GATEWAY_API_KEY is required when GATEWAY_URL is set.');
  if (configurationId === undefined) {
    throw new ConfigError('GATEWAY_CONFIGURATION_ID is required when GATEWAY_URL is set.');
  }
  if (faults.length > 0) {
    throw new ConfigError(
      'PAYCERT_GATEWAY_FAULTS applies only to the embedded simulator; unset it or unset GATEWAY_URL.',
    );
  }
  return { kind: 'remote', url, apiKey, configurationId, environment: env, ...common };
}

/**
 * The production guard: payments run on the embedded simulator and on a
 * declared integration environment; elsewhere only with PAYCERT_ALLOW_PAYMENTS.
 * Returns undefined when allowed, else the reason to tell in the report.
 */
export function paymentsRefusedReason(c: GatewayConfig): string | undefined {
  if (c.kind === 'embedded' || c.environment === 'integration' || c.allowPaymentsFlag) return undefined;
  const which =
    c.environment === 'production'
      ? 'the target is declared GATEWAY_ENVIRONMENT=production'
      : 'the target does not declare GATEWAY_ENVIRONMENT';
  return `creates a payment or token, and ${which}; set PAYCERT_ALLOW_PAYMENTS=1 to allow it`;
}
