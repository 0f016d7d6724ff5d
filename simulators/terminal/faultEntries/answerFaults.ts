/**
 * Faults that break a rule on the finished answer alone (start, screen,
 * settings, device, receipt and error answers), each declared here with its
 * change (the requirement it breaks, what it does, the rewrite of the answer
 * after the reference handler), as entries of the variation shape; the
 * handlers carry no branch for them. faults.ts gathers every fault.
 */
import type { PrinterInstruction } from '../../../lib/judging/printer/printerInstruction.js';
import { receiptKindOf } from '../../../lib/judging/interfaces/terminalEndpoints.js';
import type { FaultName } from '../faults.js';
import { idleScene } from '../screens.js';
import { faultEntryOf, type FaultSpec } from '../../kit/variation.js';
import { isJsonObject, transactionIn, type Answer, type Exchange, type FaultEntry } from '../variation.js';

/** A change to the receipt of a receipt answer (what `change` returns becomes `receipt`); other answers pass unchanged. */
function onReceipt(change: (receipt: PrinterInstruction[], x: Exchange) => unknown) {
  return (a: Answer, x: Exchange): Answer => {
    if (a.status !== 200 || receiptKindOf(x.endpoint?.id) === undefined || !isJsonObject(a.body)) return a;
    const receipt = a.body.receipt;
    return Array.isArray(receipt)
      ? { ...a, body: { ...a.body, receipt: change(receipt as PrinterInstruction[], x) } }
      : a;
  };
}

/** A change to the settings document of a GET settings.json answer; other answers pass unchanged. */
function onSettings(change: (settings: Record<string, unknown>, body: Record<string, unknown>) => void) {
  return (a: Answer, x: Exchange): Answer => {
    if (x.endpoint?.id !== 'getSettings' || a.status !== 200 || !isJsonObject(a.body)) return a;
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

/** A change to the scene of a GET screens/current.json answer; other answers pass unchanged. */
function onScreen(change: (scene: Record<string, unknown>, x: Exchange) => unknown) {
  return (a: Answer, x: Exchange): Answer => {
    if (x.endpoint?.id !== 'getScreen' || !isJsonObject(a.body) || !isJsonObject(a.body.scene)) return a;
    return { ...a, body: { ...a.body, scene: change(a.body.scene, x) } };
  };
}

/** A fault that rewrites the finished answer after the reference handler. */
type AnswerFault = FaultSpec & { readonly after: (a: Answer, x: Exchange) => Answer };

/** The faults that bend a finished answer, each with its change. */
export const answerFaults = [
  {
    name: 'screen-idle-while-processing',
    description: 'once the card is read, the screen shows idle while the transaction is still processed',
    breaks: 'TM-SCR-2',
    after: onScreen((scene, x) => {
      const phase = x.machine.currentPhase();
      return x.machine.current() === null || phase === null || phase === 'waiting_for_card'
        ? scene
        : idleScene;
    }),
  },
  {
    name: 'screen-idle-while-active',
    description: 'the screen shows idle while a transaction waits for a card',
    breaks: 'TM-SCR-3',
    after: onScreen((scene, x) =>
      x.machine.current() === null || x.machine.currentPhase() !== 'waiting_for_card' ? scene : idleScene,
    ),
  },
  {
    name: 'receipt-not-printable',
    description: 'receipts hold a text instruction with negative y',
    breaks: 'TM-RCPT-6',
    // A text with negative y is no valid printer instruction (PR-3), so the receipt is not "an
    // array of valid printer instructions" (TM-RCPT-5) as well as not printable unchanged.
    alsoBreaks: ['TM-RCPT-5'],
    after: onReceipt((r) => {
      const out: unknown[] = [...r];
      out.splice(1, 0, { command: 'text', text: 'DUPLICATE', x: 0, y: -20, font_size: 24 });
      return out;
    }),
  },
  {
    name: 'no-success-field',
    description: 'error bodies lack the success boolean',
    breaks: 'TM-ERR-1',
    after: (a) => {
      if (a.status < 400 || !isJsonObject(a.body) || a.body.success !== false) return a;
      const { success: _dropped, ...rest } = a.body;
      return { ...a, body: rest };
    },
  },
  {
    name: 'http-enabled-false',
    description: 'settings say webserver.http.enabled false while the API answers over HTTP',
    breaks: 'TM-VER-2',
    after: onSettings((settings) => {
      const http = webserverHttp(settings);
      if (http !== undefined) http.enabled = false;
    }),
  },
  {
    name: 'device-missing-serial',
    description: 'device.json leaves out serial_number',
    breaks: 'TM-DEV-1',
    after: (a, x) => {
      if (
        x.endpoint?.id !== 'getDevice' ||
        a.status !== 200 ||
        !isJsonObject(a.body) ||
        !isJsonObject(a.body.device)
      )
        return a;
      const { serial_number: _dropped, ...device } = a.body.device;
      return { ...a, body: { ...a.body, device } };
    },
  },
  {
    name: 'settings-without-success',
    description: 'settings.json answers {"settings": ...} without the success boolean',
    breaks: 'TM-SET-1',
    after: onSettings((_settings, body) => {
      delete body.success;
    }),
  },
  {
    name: 'primary-module-case-mismatch',
    description: 'settings.host.module names the primary module in upper case, which no settings object has',
    breaks: 'TM-SET-2',
    after: onSettings((settings) => {
      if (isJsonObject(settings.host) && typeof settings.host.module === 'string')
        settings.host.module = settings.host.module.toUpperCase();
    }),
  },
  {
    name: 'host-module-port-string',
    description: 'host modules give port as a string',
    breaks: 'TM-SET-3',
    after: onSettings((settings) => {
      for (const h of hostModules(settings)) if (typeof h.port === 'number') h.port = String(h.port);
    }),
  },
  {
    name: 'default-receipt-missing',
    description: 'settings leave out the default receipt',
    breaks: 'TM-SET-4',
    after: onSettings((settings) => {
      delete settings.receipt;
    }),
  },
  {
    name: 'webserver-port-string',
    description: 'webserver.http.port is a string',
    breaks: 'TM-SET-5',
    after: onSettings((settings) => {
      const http = webserverHttp(settings);
      if (typeof http?.port === 'number') http.port = String(http.port);
    }),
  },
  {
    name: 'webserver-port-other',
    description: 'webserver.http.port names another port than the one the API is served on',
    // An observation (TM-SET-7): a port forward makes the same difference; the warning fires.
    breaks: 'TM-SET-7',
    after: onSettings((settings) => {
      const http = webserverHttp(settings);
      if (typeof http?.port === 'number') http.port = http.port + 1;
    }),
  },
  {
    name: 'start-returns-no-transaction',
    description: 'a start answers {"success": true, "id": ...} without the transaction',
    breaks: 'TM-START-1',
    after: (a, x) => {
      const t = transactionIn(a);
      if (x.method !== 'POST' || a.status !== 200 || t === undefined) return a;
      return { ...a, body: { success: true, id: t.id } };
    },
  },
  {
    name: 'screen-without-text',
    description: 'the screen scene has no text field',
    breaks: 'TM-SCR-1',
    after: onScreen((scene) => ({ path: scene.path })),
  },
  {
    name: 'reconciliation-receipt-title-differs',
    description:
      'the reconciliation receipt of a reconciliation is titled differently from the merchant receipt',
    breaks: 'TM-RCPT-4',
    after: onReceipt((r, x) => {
      const [title, ...rest] = r;
      return x.endpoint?.id === 'getReconciliationReceipt' && title?.command === 'text'
        ? [{ ...title, text: `${title.text} REPORT` }, ...rest]
        : r;
    }),
  },
  {
    name: 'receipt-not-an-array',
    description:
      'the receipt is an object holding the instructions under `lines`, not an array of printer instructions',
    breaks: 'TM-RCPT-5',
    after: onReceipt((r) => ({ lines: r })),
  },
] as const satisfies readonly AnswerFault[];

/** The answer-level fault entries that are on, in the order above. */
export function answerFaultEntries(on: ReadonlySet<FaultName>): FaultEntry[] {
  return answerFaults.filter((f) => on.has(f.name)).map((f) => faultEntryOf(f, { after: f.after }));
}
