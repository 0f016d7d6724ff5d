/** Readers of the settings document (B. Settings): the settings object and its host modules. */
import { isRecord, type JsonRecord } from './documentParts.js';

export const HOST_MODULE_FIELDS = ['address', 'port', 'terminal_id', 'merchant_id'] as const;
export const RECEIPT_LINES = ['line1', 'line2', 'line3', 'line4', 'line5'] as const;

export function settingsOf(body: unknown): JsonRecord | undefined {
  return isRecord(body) && isRecord(body.settings) ? body.settings : undefined;
}

/** An object under a settings key is a host module when it holds any host-module field. */
export function isHostModule(v: unknown): v is JsonRecord {
  return isRecord(v) && HOST_MODULE_FIELDS.some((f) => f in v);
}

export function hostModules(settings: JsonRecord): [string, JsonRecord][] {
  return Object.entries(settings).filter((e): e is [string, JsonRecord] => isHostModule(e[1]));
}

/** The problems of a receipt header/footer object ({header, footer} with line1..line5 strings). */
export function receiptLineProblems(receipt: unknown, where: string): string[] {
  if (!isRecord(receipt)) return [`${where} is not an object`];
  const out: string[] = [];
  for (const part of ['header', 'footer'] as const) {
    const lines = receipt[part];
    if (!isRecord(lines)) {
      out.push(`${where}.${part} is missing`);
      continue;
    }
    for (const l of RECEIPT_LINES) {
      if (typeof lines[l] !== 'string') out.push(`${where}.${part}.${l} is not a string`);
    }
  }
  return out;
}

/** The header/footer lines a receipt of this host uses: the module's own, else the default (TM-RCPT-7). */
export function receiptLinesFor(settings: JsonRecord, host: string | undefined): JsonRecord | undefined {
  const module = host === undefined ? undefined : settings[host];
  if (isRecord(module) && isRecord(module.receipt)) return module.receipt;
  return isRecord(settings.receipt) ? settings.receipt : undefined;
}
