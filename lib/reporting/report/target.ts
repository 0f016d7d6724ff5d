/**
 * The fingerprint of a target, published by the target fixtures as a test
 * annotation of type `targetAnnotation` (JSON). It says which device or
 * environment a result belongs to, without any credential: a terminal is named
 * by its device information and a digest of its settings, a gateway by its
 * environment and host.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
export const targetAnnotation = 'paycert:target';

export interface TerminalTarget {
  readonly kind: 'terminal';
  /** Host (and port) of the terminal's base url, e.g. `127.0.0.1:8080`. */
  readonly host: string;
  /** An optional name the integrator gives the target (PAYCERT_TARGET_NAME), matched by expected failures. */
  readonly name?: string;
  /** device.json's device object: manufacturer, family, serial_number, firmware fields. */
  readonly device?: Readonly<Record<string, string | number | boolean | null>>;
  /** SHA-256 (hex) of settings.json's canonical JSON, so a settings change shows without showing settings. */
  readonly settingsSha256?: string;
  readonly simulator?: boolean;
}

export interface GatewayTarget {
  readonly kind: 'gateway';
  readonly host: string;
  readonly name?: string;
  /** `integration` or `production` (spec: Versioning 3), or `simulator`. */
  readonly environment: string;
  readonly simulator?: boolean;
}

export type TargetInfo = TerminalTarget | GatewayTarget;

/** A target as a test's findings carry it (JSON): a known kind and a host, or not one. */
export function isTargetInfo(v: unknown): v is TargetInfo {
  if (!isJsonObject(v)) return false;
  return (v.kind === 'terminal' || v.kind === 'gateway') && typeof v.host === 'string';
}

/** One key per target: the same target seen by many tests is listed once. */
export function targetKey(t: TargetInfo): string {
  return `${t.kind}@${t.host}${t.name === undefined ? '' : `#${t.name}`}`;
}

/** Which kind of target a requirement area is judged on. */
export function targetKindOfArea(area: string): TargetInfo['kind'] {
  return area === 'gateway' || area === 'hash' || area === 'client-gateway' ? 'gateway' : 'terminal';
}
