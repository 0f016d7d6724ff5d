/**
 * The documents a terminal serves when idle, each against its schema and
 * the rules of its section (spec "Resources and their fields" B; Endpoints B).
 */
import { test, named } from '../../fixtures/test.js';
import {
  checkAnswerSchema,
  checkPing,
  checkServedUnderPrefix,
  checkSuccessBoolean,
} from '../../lib/judging/checks/terminal/responseChecks.js';
import {
  checkDefaultReceiptSettings,
  checkHostModuleFields,
  checkHttpEnabled,
  checkPortAsReached,
  checkPrimaryHostModule,
  checkSettingsExtraKeys,
  checkWebServerSettings,
} from '../../lib/judging/checks/terminal/settingsChecks.js';

test(
  ...named('ping answers without credentials under /api/v2/', 'TM-PING-1', 'TM-VER-1', 'TM-ERR-1'),
  async ({ verify, terminal }) => {
    const ping = await terminal.client.ping('none');
    // "Every path is prefixed /api/v2/": an answer there (a refusal too) shows the path is served;
    // the ping document itself is TM-PING-1's. Without a ping under the prefix nothing else is judged.
    await verify.precondition(
      'TM-VER-1',
      () => checkServedUnderPrefix([ping]),
      'ping.json is not served under /api/v2/',
    );
    await verify('TM-PING-1', () => checkPing(ping));
    await verify('TM-ERR-1', () => checkSuccessBoolean(ping));
  },
);

test(...named('every idle endpoint answers under /api/v2/', 'TM-VER-1'), async ({ verify, terminal }) => {
  const c = terminal.client;
  const answers = [await c.device(), await c.settings(), await c.transactions(), await c.screen()];
  await verify('TM-VER-1', () => checkServedUnderPrefix(answers));
});

test(...named('device document', 'TM-DEV-1', 'TM-ERR-1'), async ({ verify, terminal }) => {
  const device = await terminal.client.device();
  await verify('TM-DEV-1', () => checkAnswerSchema('terminal/device', device));
  await verify('TM-ERR-1', () => checkSuccessBoolean(device));
});

test(
  ...named(
    'settings document: host modules, default receipt, web server',
    'TM-SET-1',
    'TM-SET-2',
    'TM-SET-3',
    'TM-SET-4',
    'TM-SET-5',
    'TM-SET-6',
    'TM-SET-7',
    'TM-VER-2',
  ),
  async ({ verify, terminal }) => {
    const settings = await terminal.client.settings();
    await verify('TM-SET-1', () => checkAnswerSchema('terminal/settings', settings));
    await verify('TM-SET-2', () => checkPrimaryHostModule(settings.body));
    await verify('TM-SET-3', () => checkHostModuleFields(settings.body));
    await verify('TM-SET-4', () => checkDefaultReceiptSettings(settings.body));
    await verify('TM-SET-5', () => checkWebServerSettings(settings.body));
    await verify('TM-SET-6', () => checkSettingsExtraKeys(settings.body));
    await verify('TM-SET-7', () => checkPortAsReached(settings.body, terminal.target.url));
    await verify('TM-VER-2', () => checkHttpEnabled(settings.body, terminal.target.url));
  },
);

test(
  ...named('screen and transaction list documents when idle', 'TM-SCR-1', 'TM-LIST-1', 'TM-ERR-1'),
  async ({ verify, terminal }) => {
    const screen = await terminal.client.screen();
    const list = await terminal.client.transactions();
    await verify('TM-SCR-1', () => checkAnswerSchema('terminal/screen', screen));
    await verify('TM-LIST-1', () => checkAnswerSchema('terminal/transaction-list', list));
    await verify('TM-ERR-1', () => {
      checkSuccessBoolean(screen);
      checkSuccessBoolean(list, { allowBareArray: true });
    });
  },
);
