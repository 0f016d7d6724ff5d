/**
 * Field personality: screens as real devices show them (field notes "Screens
 * seen"): the result and "Please remove card" for a while after the end, with
 * starts refused until the idle screen is back, and other paths for the
 * in-progress scenes. Idle keeps its path: the spec defines it.
 */
import { IDLE_PATH } from '../../screens.js';
import type { TerminalMachine } from '../../terminalMachine.js';
import { isJsonObject, type Answer, type Variation } from '../../variation.js';

/** Simulated milliseconds the result screens stay after the end. */
export const RESULT_SCREEN_MS = 1_500;
const REMOVE_CARD_AFTER_MS = 900;

const resultWords: Record<string, string> = {
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  error: 'Transaction failed',
};

/** The scene shown instead of idle, or undefined once the device is ready again. */
function lingering(machine: TerminalMachine, now: number): { path: string; text: string } | undefined {
  if (machine.current() !== null) return undefined;
  const last = machine.latest()?.doc;
  if (last?.ended_at == null) return undefined;
  const since = now - last.ended_at * 1000;
  if (since < 0 || since >= RESULT_SCREEN_MS) return undefined;
  if (since >= REMOVE_CARD_AFTER_MS && last.input_source === 'contact_emv')
    return { path: 'app.views.card.remove', text: 'Please remove card' };
  return { path: 'app.views.payment.outcome', text: resultWords[last.result ?? ''] ?? 'Done' };
}

function withScene(a: Answer, scene: { path: string; text: string }): Answer {
  return isJsonObject(a.body) ? { ...a, body: { ...a.body, scene } } : a;
}

export const resultScreenAfterEnd: Variation = {
  name: 'result-screen-after-end',
  allowedBy:
    'The screen `scene.path` value `app.views.layouts.idle` means the transaction has ended and the device is ready for another.',
  change: `the result ("Approved", then "Please remove card" after a chip read) stays ${RESULT_SCREEN_MS} ms (simulated) after the end; starts are refused (409) until the idle screen is back`,
  before: (x) => {
    if (x.endpoint?.id !== 'startTransaction') return undefined;
    const scene = lingering(x.machine, x.now);
    if (scene === undefined) return undefined;
    return {
      status: 409,
      headers: { 'content-type': 'application/json' },
      body: {
        success: false,
        description: 'Device busy: not ready for a new transaction',
        screen: scene.path,
      },
    };
  },
  after: (a, x) => {
    if (x.endpoint?.id !== 'getScreen' || a.status !== 200) return a;
    const scene = lingering(x.machine, x.now);
    return scene === undefined ? a : withScene(a, scene);
  },
};

/** The reference's in-progress paths and the field firmware's. */
const otherPaths: Record<string, string> = {
  'app.views.layouts.payment.prompt_payment': 'app.views.payment.present_card',
  'app.views.layouts.payment.reading_card': 'app.views.payment.card_read',
  'app.views.layouts.payment.enter_pin': 'app.views.pin.entry',
  'app.views.layouts.payment.processing': 'app.views.payment.authorising',
  'app.views.layouts.payment.signature': 'app.views.payment.signature_capture',
  'app.views.layouts.payment.result': 'app.views.payment.outcome',
  'app.views.layouts.payment.remove_card': 'app.views.card.remove',
};

export const otherScreenPaths: Variation = {
  name: 'other-screen-paths',
  allowedBy:
    '`success` (boolean) and `scene` with `path` (string) and `text` (string, may contain line breaks).',
  change: `in-progress scenes under other paths (${Object.values(otherPaths).slice(0, 3).join(', ')}, ...); ${IDLE_PATH} unchanged`,
  after: (a, x) => {
    if (x.endpoint?.id !== 'getScreen' || !isJsonObject(a.body) || !isJsonObject(a.body.scene)) return a;
    const path = a.body.scene.path;
    const other = typeof path === 'string' ? otherPaths[path] : undefined;
    return other === undefined
      ? a
      : withScene(a, { ...(a.body.scene as { path: string; text: string }), path: other });
  },
};
