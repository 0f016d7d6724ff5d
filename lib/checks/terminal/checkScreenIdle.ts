/** TM-SCR-2 (States B): after a transaction has ended and the device is ready, scene.path is app.views.layouts.idle. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';

export const IDLE_PATH = 'app.views.layouts.idle';

export function scenePath(screen: TerminalResponse): unknown {
  return isRecord(screen.body) && isRecord(screen.body.scene) ? screen.body.scene.path : undefined;
}

export function checkScreenIdle(screen: TerminalResponse): void {
  ensure(
    scenePath(screen) === IDLE_PATH,
    'TM-SCR-2',
    `no transaction is active, scene.path is ${JSON.stringify(scenePath(screen))}`,
  );
}
