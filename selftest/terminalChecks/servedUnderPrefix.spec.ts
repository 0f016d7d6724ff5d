/** checkServedUnderPrefix passes JSON answers under /api/v2/ and fails a moved endpoint (TM-VER-1). */
import { test, expect } from '@playwright/test';
import { checkServedUnderPrefix } from '../../lib/judging/checks/terminal/responseChecks.js';
import type { TerminalResponse } from '../../lib/targets/terminal/terminalClient.js';

const answer = (request: string, status: number, body: unknown): TerminalResponse => ({
  request,
  status,
  body,
  text: JSON.stringify(body),
});

const rows = [
  { name: 'served', given: [answer('GET /api/v2/device.json', 200, { success: true })], fails: false },
  {
    name: 'refused but present',
    given: [answer('GET /api/v2/device.json', 401, { success: false })],
    fails: false,
  },
  { name: 'moved away', given: [answer('GET /api/v2/device.json', 404, { success: false })], fails: true },
  { name: 'not a document', given: [answer('GET /api/v2/settings.json', 200, '<html>')], fails: true },
  { name: 'a bare-array list', given: [answer('GET /api/v2/transactions.json', 200, [])], fails: false },
  { name: 'other prefix', given: [answer('GET /api/v1/device.json', 200, { success: true })], fails: true },
];

for (const row of rows) {
  test(`TM-VER-1: ${row.name}`, () => {
    const run = (): void => checkServedUnderPrefix(row.given);
    if (row.fails) expect(run).toThrow();
    else expect(run).not.toThrow();
  });
}
