/** TM-SCR-3 (States B): while a transaction is active, scene.path is not app.views.layouts.idle. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { IDLE_PATH, scenePath } from './checkScreenIdle.js';

export function checkScreenBusy(screen: TerminalResponse): void {
  const path = scenePath(screen);
  ensure(
    typeof path === 'string' && path !== IDLE_PATH,
    'TM-SCR-3',
    `a transaction is active, scene.path is ${JSON.stringify(path)}`,
  );
}
