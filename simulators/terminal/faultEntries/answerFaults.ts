/**
 * Faults that break a rule on the finished answer alone (start, screen,
 * settings, device, receipt and error answers), as entries of the variation shape: each names
 * the requirement its switch breaks (faults.ts) and rewrites the answer after
 * the reference handler; the handlers carry no branch for them.
 */
import type { PrinterInstruction } from '../../../lib/judging/printer/printerInstruction.js';
import { faults, type FaultName } from '../faults.js';
import { idleScene } from '../screens.js';
import { isJsonObject, transactionIn, type Answer, type Exchange, type FaultEntry } from '../variation.js';

const receiptRoute = /^transactions\/[^/]+\/receipts\/(merchant|cardholder|reconciliation)\.json$/;

function receiptOf(a: Answer, x: Exchange): PrinterInstruction[] | undefined {
  if (a.status !== 200 || !receiptRoute.test(x.route) || !isJsonObject(a.body)) return undefined;
  return Array.isArray(a.body.receipt) ? (a.body.receipt as PrinterInstruction[]) : undefined;
}

/** A change to the settings document of a GET settings.json answer; other answers pass unchanged. */
function onSettings(change: (settings: Record<string, unknown>, body: Record<string, unknown>) => void) {
  return (a: Answer, x: Exchange): Answer => {
    if (x.route !== 'settings.json' || a.status !== 200 || !isJsonObject(a.body)) return a;
    const settings = a.body.settings;
    if (!isJsonObject(settings)) return a;
    const body = { ...a.body, settings: structuredClone(settings) };
    change(body.settings, body);
    return { ...a, body };
  };
}

/** The settings objects of the host modules (every key but the three the spec names otherwise). */
function hostModules(settings: Record<string, unknown>): Record<string, unknown>[] {
  return Object.entries(settings)
    .filter(([k]) => k !== 'host' && k !== 'receipt' && k !== 'webserver')
    .flatMap(([, v]) => (isJsonObject(v) ? [v] : []));
}

function webserverHttp(settings: Record<string, unknown>): Record<string, unknown> | undefined {
  const http = isJsonObject(settings.webserver) ? settings.webserver.http : undefined;
  return isJsonObject(http) ? http : undefined;
}

function withReceipt(a: Answer, receipt: unknown[]): Answer {
  return { ...a, body: { ...(a.body as object), receipt } };
}

const changes: Partial<Record<FaultName, (a: Answer, x: Exchange) => Answer>> = {
  'start-returns-no-transaction': (a, x) => {
    const t = transactionIn(a);
    if (x.method !== 'POST' || a.status !== 200 || t === undefined) return a;
    return { ...a, body: { success: true, id: t.id } };
  },
  'screen-idle-while-active': (a, x) => {
    if (x.route !== 'screens/current.json' || !isJsonObject(a.body) || !isJsonObject(a.body.scene)) return a;
    if (x.machine.current() === null || x.machine.currentPhase() !== 'waiting_for_card') return a;
    return { ...a, body: { ...a.body, scene: idleScene } };
  },
  'screen-idle-while-processing': (a, x) => {
    if (x.route !== 'screens/current.json' || !isJsonObject(a.body) || !isJsonObject(a.body.scene)) return a;
    const phase = x.machine.currentPhase();
    if (x.machine.current() === null || phase === null || phase === 'waiting_for_card') return a;
    return { ...a, body: { ...a.body, scene: idleScene } };
  },
  'screen-without-text': (a, x) => {
    if (x.route !== 'screens/current.json' || !isJsonObject(a.body) || !isJsonObject(a.body.scene)) return a;
    return { ...a, body: { ...a.body, scene: { path: a.body.scene.path } } };
  },
  'receipt-not-printable': (a, x) => {
    const r = receiptOf(a, x);
    if (r === undefined) return a;
    const out: unknown[] = [...r];
    out.splice(1, 0, { command: 'text', text: 'DUPLICATE', x: 0, y: -20, font_size: 24 });
    return withReceipt(a, out);
  },
  'reconciliation-receipt-title-differs': (a, x) => {
    const r = receiptOf(a, x);
    if (r === undefined || receiptRoute.exec(x.route)?.[1] !== 'reconciliation') return a;
    const [title, ...rest] = r;
    return title?.command === 'text'
      ? withReceipt(a, [{ ...title, text: `${title.text} REPORT` }, ...rest])
      : a;
  },
  'receipt-not-an-array': (a, x) => {
    const r = receiptOf(a, x);
    return r === undefined ? a : { ...a, body: { ...(a.body as object), receipt: { lines: r } } };
  },
  'primary-module-case-mismatch': onSettings((settings) => {
    if (isJsonObject(settings.host) && typeof settings.host.module === 'string')
      settings.host.module = settings.host.module.toUpperCase();
  }),
  'host-module-port-string': onSettings((settings) => {
    for (const h of hostModules(settings)) if (typeof h.port === 'number') h.port = String(h.port);
  }),
  'default-receipt-missing': onSettings((settings) => {
    delete settings.receipt;
  }),
  'http-enabled-false': onSettings((settings) => {
    const http = webserverHttp(settings);
    if (http !== undefined) http.enabled = false;
  }),
  'webserver-port-string': onSettings((settings) => {
    const http = webserverHttp(settings);
    if (typeof http?.port === 'number') http.port = String(http.port);
  }),
  'webserver-port-other': onSettings((settings) => {
    const http = webserverHttp(settings);
    if (typeof http?.port === 'number') http.port = http.port + 1;
  }),
  'settings-without-success': onSettings((_settings, body) => {
    delete body.success;
  }),
  'device-missing-serial': (a, x) => {
    if (
      x.route !== 'device.json' ||
      a.status !== 200 ||
      !isJsonObject(a.body) ||
      !isJsonObject(a.body.device)
    )
      return a;
    const { serial_number: _dropped, ...device } = a.body.device;
    return { ...a, body: { ...a.body, device } };
  },
  'no-success-field': (a) => {
    if (a.status < 400 || !isJsonObject(a.body) || a.body.success !== false) return a;
    const { success: _dropped, ...rest } = a.body;
    return { ...a, body: rest };
  },
};

/** The answer-level fault entries that are on, in the order of faults.ts. */
export function answerFaultEntries(on: ReadonlySet<FaultName>): FaultEntry[] {
  return faults
    .filter((f) => on.has(f.name) && changes[f.name] !== undefined)
    .map((f) => ({
      name: f.name,
      breaks: f.breaks,
      change: f.description,
      after: changes[f.name] as (a: Answer, x: Exchange) => Answer,
    }));
}
