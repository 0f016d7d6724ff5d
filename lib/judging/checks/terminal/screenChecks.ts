/**
 * Checks of the screen (States > B. Terminal): "The screen `scene.path` value
 * `app.views.layouts.idle` means the transaction has ended and the device is
 * ready for another." Idle implies ended; ended does not imply idle at once
 * (a device shows "Approved" or "Please remove card" for a while first).
 */
import { holds } from '../deviation.js';
import { IDLE_PATH, evidence, json, scenePath, type JsonRecord, type TerminalResponse } from './exchange.js';

export { IDLE_PATH };

/** While the screen is idle, the transaction read beside it is not active. */
export function checkIdleMeansEnded(screen: TerminalResponse, doc: JsonRecord | undefined): void {
  if (scenePath(screen) !== IDLE_PATH) return;
  holds(
    doc?.is_active !== true,
    `the screen is idle while transaction ${json(doc?.id)} is active`,
    evidence(screen, {
      field: 'scene.path',
      expected: 'not idle while a transaction is active',
      actual: IDLE_PATH,
    }),
  );
}

/** After an end, and a bounded wait, the device is back to idle (`waitedMs` says how long was waited). */
export function checkBackToIdle(screen: TerminalResponse, waitedMs: number): void {
  holds(
    scenePath(screen) === IDLE_PATH,
    `${Math.round(waitedMs / 1000)} s after the end the screen is still ${json(scenePath(screen))}`,
    evidence(screen, { field: 'scene.path', expected: IDLE_PATH, actual: scenePath(screen) }),
  );
}

/** While a transaction is active, scene.path is a path, and not idle. */
export function checkScreenBusy(screen: TerminalResponse): void {
  const path = scenePath(screen);
  holds(
    typeof path === 'string' && path !== IDLE_PATH,
    `a transaction is active, scene.path is ${json(path)}`,
    evidence(screen, { field: 'scene.path', expected: `not ${IDLE_PATH}`, actual: path }),
  );
}
