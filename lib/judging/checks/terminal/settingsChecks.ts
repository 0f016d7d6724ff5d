/**
 * Checks of the settings document (Resources and their fields > B. Settings).
 * A host module is the object named by a module name: settings.host.module
 * (the primary) or the host of a transaction. Any other object is one of the
 * "Other settings keys: not shown", whatever fields it holds.
 */
import { formatErrors, validate } from '../../validation/validate.js';
import { holds } from '../deviation.js';
import { settingsOf, type JsonRecord } from './exchange.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

export const RECEIPT_LINES = ['line1', 'line2', 'line3', 'line4', 'line5'] as const;

const inSettings = (field: string, expected?: unknown, actual?: unknown) => ({
  field: `settings.${field}`,
  expected,
  actual,
});

function primaryOf(s: JsonRecord): unknown {
  return isJsonObject(s.host) ? s.host.module : undefined;
}

/** The host modules the settings hold: the primary and each of `hosts` that names an object. */
export function hostModules(s: JsonRecord, hosts: readonly string[] = []): [string, JsonRecord][] {
  const names = new Set(
    [primaryOf(s), ...hosts].filter((n): n is string => typeof n === 'string' && n !== ''),
  );
  return [...names].flatMap((n) => (isJsonObject(s[n]) ? [[n, s[n]] as [string, JsonRecord]] : []));
}

/**
 * The problems of a receipt header/footer object: each part that is there is
 * an object whose lines are strings. `required` parts must be there. Not every
 * line need be: "each with line1 to line5" names them, a device may omit empty ones.
 */
export function receiptLineProblems(receipt: unknown, where: string, required: boolean): string[] {
  if (!isJsonObject(receipt)) return [`${where} is not an object`];
  const out: string[] = [];
  for (const part of ['header', 'footer'] as const) {
    const lines = receipt[part];
    if (lines === undefined && !required) continue;
    if (!isJsonObject(lines)) {
      out.push(`${where}.${part} is ${lines === undefined ? 'missing' : 'not an object'}`);
      continue;
    }
    for (const l of RECEIPT_LINES) {
      if (lines[l] !== undefined && lines[l] !== null && typeof lines[l] !== 'string')
        out.push(`${where}.${part}.${l} is not a string`);
    }
  }
  return out;
}

/** settings.host.module "the name of the primary host module": a name, and an object of that name. */
export function checkPrimaryHostModule(body: unknown): void {
  const s = settingsOf(body);
  holds(s !== undefined, 'no settings object', inSettings(''));
  const module = primaryOf(s);
  holds(
    typeof module === 'string' && module !== '',
    'settings.host.module is not a non-empty string',
    inSettings('host.module', 'a module name', module),
  );
  holds(
    isJsonObject(s[module]),
    `settings.host.module names "${module}", but settings.${module} is not an object`,
    inSettings(module, 'an object'),
  );
}

/**
 * Each host module "holds: address (string), port (number), terminal_id
 * (string), merchant_id (string), deferred_auth.enabled (boolean)", and its
 * receipt lines where it overrides the default. `hosts`: module names seen
 * on transactions, judged too when the settings hold an object of that name.
 */
export function checkHostModuleFields(body: unknown, hosts: readonly string[] = []): void {
  const s = settingsOf(body);
  holds(s !== undefined, 'no settings object', inSettings(''));
  const problems: string[] = [];
  for (const [name, m] of hostModules(s, hosts)) {
    for (const f of ['address', 'terminal_id', 'merchant_id'] as const) {
      if (typeof m[f] !== 'string') problems.push(`${name}.${f} is not a string`);
    }
    if (typeof m.port !== 'number') problems.push(`${name}.port is not a number`);
    if (!isJsonObject(m.deferred_auth) || typeof m.deferred_auth.enabled !== 'boolean')
      problems.push(`${name}.deferred_auth.enabled is not a boolean`);
    if (m.receipt !== undefined) problems.push(...receiptLineProblems(m.receipt, `${name}.receipt`, false));
  }
  holds(problems.length === 0, problems.join('; '), inSettings(problems[0]?.split(' ')[0] ?? ''));
}

/** settings.receipt: "default header and footer", each an object of lines. */
export function checkDefaultReceiptSettings(body: unknown): void {
  const s = settingsOf(body);
  holds(s !== undefined, 'no settings object', inSettings(''));
  const problems = receiptLineProblems(s.receipt, 'settings.receipt', true);
  holds(
    problems.length === 0,
    problems.join('; '),
    inSettings('receipt', 'header and footer objects of line strings'),
  );
}

/** webserver.http.enabled is a boolean and webserver.http.port a number, where present (defaults true, 8080). */
export function checkWebServerSettings(body: unknown): void {
  const s = settingsOf(body);
  holds(s !== undefined, 'no settings object', inSettings(''));
  if (s.webserver === undefined) return;
  // The web server settings table, as schemas/terminal/webserver-settings.json holds it.
  const v = validate('terminal/webserver-settings', s.webserver);
  holds(
    v.ok,
    `settings.webserver: ${v.ok ? '' : formatErrors('terminal/webserver-settings', v.errors)}`,
    inSettings('webserver', 'the web server settings table', s.webserver),
  );
}

/** The API answers over HTTP, so webserver.http.enabled ("serve the REST API over HTTP") does not say false. */
export function checkHttpEnabled(body: unknown, target: URL): void {
  const s = settingsOf(body);
  const http = isJsonObject(s?.webserver) && isJsonObject(s.webserver.http) ? s.webserver.http : undefined;
  const enabled = http?.enabled;
  if (target.protocol === 'http:')
    holds(
      enabled !== false,
      'the API answers over HTTP but webserver.http.enabled is false',
      inSettings('webserver.http.enabled', true, enabled),
    );
  holds(
    enabled === undefined || typeof enabled === 'boolean',
    'webserver.http.enabled is not a boolean',
    inSettings('webserver.http.enabled', 'a boolean', enabled),
  );
}

/**
 * Observation: webserver.http.port ("HTTP port") is the port the API was
 * reached on over HTTP. A port forward or a proxy between paycert and the
 * device is legitimate, so a difference only warns.
 */
export function checkPortAsReached(body: unknown, target: URL): void {
  if (target.protocol !== 'http:') return;
  const s = settingsOf(body);
  const http = isJsonObject(s?.webserver) && isJsonObject(s.webserver.http) ? s.webserver.http : undefined;
  const port = http?.port;
  if (typeof port !== 'number') return; // absent: the default; a wrong type is TM-SET-5's
  const reached = Number(target.port === '' ? '80' : target.port);
  holds(
    port === reached,
    `settings say webserver.http.port ${port}, the API was reached on port ${reached} (a port forward or a proxy between?)`,
    inSettings('webserver.http.port', reached, port),
  );
}

/**
 * host "host module that ran the transaction" names one of the settings' host
 * modules: "One object per host module, named by the module name".
 */
export function checkHostIsModule(t: JsonRecord, body: unknown): void {
  const host = t.host;
  if (host === undefined || host === null) return; // a missing host is the schema's (TM-TXN-1)
  const s = settingsOf(body);
  holds(s !== undefined, 'no settings object to find the host module in', inSettings(''));
  holds(
    typeof host === 'string' && isJsonObject(s[host]),
    `transaction host ${JSON.stringify(host)} names no host module: settings hold no object of that name`,
    { field: 'transaction.host', expected: 'the name of a settings object (a host module)', actual: host },
  );
}

/** An object shaped like a host module: only a guess, good enough to keep an observation quiet. */
function looksLikeHostModule(v: unknown): boolean {
  return isJsonObject(v) && ['address', 'port', 'terminal_id', 'merchant_id'].some((f) => f in v);
}

/**
 * Observation ("Other settings keys: not shown"): keys beyond host, receipt,
 * webserver and the host modules (named ones, and objects shaped like one).
 */
export function checkSettingsExtraKeys(body: unknown, hosts: readonly string[] = []): void {
  const s = settingsOf(body);
  if (s === undefined) return; // TM-SET-1 reports it
  const known = new Set(['host', 'receipt', 'webserver', ...hostModules(s, hosts).map(([n]) => n)]);
  const extra = Object.keys(s).filter((k) => !known.has(k) && !looksLikeHostModule(s[k]));
  holds(
    extra.length === 0,
    `settings keys the spec does not show: ${extra.join(', ')}`,
    inSettings(extra[0] ?? ''),
  );
}

/** The header and footer a receipt of this host uses, part by part: the module's own, else the default. */
export function receiptLinesFor(
  body: unknown,
  host: string | undefined,
): { header?: JsonRecord; footer?: JsonRecord } {
  const s = settingsOf(body);
  if (s === undefined) return {};
  const own = host === undefined || !isJsonObject(s[host]) ? undefined : s[host].receipt;
  const pick = (part: 'header' | 'footer'): JsonRecord | undefined => {
    const mine = isJsonObject(own) ? own[part] : undefined;
    if (isJsonObject(mine)) return mine;
    const dflt = isJsonObject(s.receipt) ? s.receipt[part] : undefined;
    return isJsonObject(dflt) ? dflt : undefined;
  };
  const [header, footer] = [pick('header'), pick('footer')];
  return { ...(header === undefined ? {} : { header }), ...(footer === undefined ? {} : { footer }) };
}
