/**
 * The terminal target, read once from the environment (or `.env`) and
 * validated: a mistake stops the run with one sentence naming the variable
 * (docs/terminal-suite.md, "Configuration").
 */
import { ConfigError } from './configError.js';
import { envFlag, envUrl, envValue } from './env.js';
import type { VariableName } from './variables.js';
import { heldCardsVariable, readHeldCards, type HeldCard } from '../operator/heldCards.js';

/** How requests to authorized endpoints prove who they are (field notes: Basic by default, a header as alternative). */
export type TerminalCredentials =
  | { readonly kind: 'basic'; readonly username: string; readonly password: string }
  | { readonly kind: 'header'; readonly name: string; readonly value: string };

export type TerminalTargetConfig =
  /** No URL configured: each worker starts the embedded simulator. */
  | { readonly kind: 'embedded'; readonly faults: readonly string[] }
  /** One or more running terminals (TERMINAL_URL, or the fleet of TERMINAL_URLS). */
  | { readonly kind: 'remote'; readonly urls: readonly URL[]; readonly credentials: TerminalCredentials };

export interface TerminalConfig {
  readonly target: TerminalTargetConfig;
  /** A person stands by the device to present test cards (PAYCERT_OPERATOR). */
  readonly operator: boolean;
  /** The test cards that person holds (PAYCERT_OPERATOR_CARDS); undefined: paycert's catalogue. */
  readonly operatorCards: readonly HeldCard[] | undefined;
  /** Live safety: reconciliation closes the batch of a real device. */
  readonly allowReconciliation: boolean;
  /** Live safety: refunds and reversals move real money on a real device. */
  readonly allowRefunds: boolean;
  /** Per-request timeout in ms (TERMINAL_REQUEST_TIMEOUT_MS, default 10000). */
  readonly requestTimeoutMs: number;
  /** On a simulator, wait this long before each card presentation, like an operator (PAYCERT_PRESENT_DELAY_MS). */
  readonly presentDelayMs: number | undefined;
}

/** A header written `Name: value` (TERMINAL_AUTH_HEADER), split at its first colon; undefined without a name before one. */
export function splitHeaderLine(line: string): { readonly name: string; readonly value: string } | undefined {
  const colon = line.indexOf(':');
  return colon > 0 ? { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() } : undefined;
}

/** The terminal credentials of the environment (also what `paycert replay` sends); throws a ConfigError sentence. */
export function credentials(): TerminalCredentials {
  const header = envValue('TERMINAL_AUTH_HEADER');
  const username = envValue('TERMINAL_USERNAME');
  const password = envValue('TERMINAL_PASSWORD');
  if (header !== undefined) {
    const { name, value } = splitHeaderLine(header) ?? { name: '', value: '' };
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name) || value === '') {
      throw new ConfigError(
        'TERMINAL_AUTH_HEADER must look like "Name: value" (a header name, a colon, a value).',
      );
    }
    if (username !== undefined || password !== undefined) {
      throw new ConfigError(
        'Set either TERMINAL_AUTH_HEADER or TERMINAL_USERNAME and TERMINAL_PASSWORD, not both.',
      );
    }
    return { kind: 'header', name, value };
  }
  if (username === undefined) {
    throw new ConfigError(
      'TERMINAL_USERNAME (with TERMINAL_PASSWORD) or TERMINAL_AUTH_HEADER is required when TERMINAL_URL or TERMINAL_URLS names a terminal.',
    );
  }
  if (password === undefined) {
    throw new ConfigError('TERMINAL_PASSWORD is required when TERMINAL_USERNAME is set.');
  }
  return { kind: 'basic', username, password };
}

function fleetUrls(): URL[] | undefined {
  const raw = envValue('TERMINAL_URLS');
  if (raw === undefined) return undefined;
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) throw new ConfigError('TERMINAL_URLS must list at least one http:// URL.');
  return parts.map((p, i) => {
    try {
      const url = new URL(p);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // reported below
    }
    throw new ConfigError(`TERMINAL_URLS entry ${i + 1} must be an http:// or https:// URL, got "${p}".`);
  });
}

function positiveInt(name: VariableName, fallback: number): number {
  const v = envValue(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive whole number, got "${v}".`);
  return n;
}

/** The file of cards the operator holds, read and checked once (lib/targets/operator/heldCards.ts). */
function heldCards(): HeldCard[] | undefined {
  const path = envValue(heldCardsVariable);
  return path === undefined ? undefined : readHeldCards(path);
}

/** Reads and validates the terminal configuration; throws ConfigError with one sentence. */
export function readTerminalConfig(): TerminalConfig {
  const single = envUrl('TERMINAL_URL');
  const fleet = fleetUrls();
  if (single !== undefined && fleet !== undefined) {
    throw new ConfigError('Set either TERMINAL_URL or TERMINAL_URLS, not both.');
  }
  const urls = fleet ?? (single === undefined ? undefined : [single]);
  const faults = (envValue('PAYCERT_TERMINAL_FAULTS') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  if (urls !== undefined && faults.length > 0) {
    throw new ConfigError(
      'PAYCERT_TERMINAL_FAULTS applies only to the embedded simulator; unset it or unset TERMINAL_URL/TERMINAL_URLS.',
    );
  }
  const target: TerminalTargetConfig =
    urls === undefined ? { kind: 'embedded', faults } : { kind: 'remote', urls, credentials: credentials() };
  return {
    target,
    operator: envFlag('PAYCERT_OPERATOR'),
    operatorCards: heldCards(),
    allowReconciliation: envFlag('PAYCERT_ALLOW_RECONCILIATION'),
    allowRefunds: envFlag('PAYCERT_ALLOW_REFUNDS'),
    requestTimeoutMs: positiveInt('TERMINAL_REQUEST_TIMEOUT_MS', 10_000),
    presentDelayMs:
      envValue('PAYCERT_PRESENT_DELAY_MS') === undefined
        ? undefined
        : positiveInt('PAYCERT_PRESENT_DELAY_MS', 0),
  };
}

/** The literal secrets of a configuration, for redaction of free text. */
export function credentialSecrets(c: TerminalCredentials): string[] {
  return c.kind === 'basic'
    ? [c.password, Buffer.from(`${c.username}:${c.password}`).toString('base64')]
    : [c.value];
}
