/**
 * Given/want rows for the terminal and printer checks: every conformant
 * shape the spec allows passes, a broken one throws a Deviation. The id is
 * the requirement the suites verify the check under.
 */
import { expect, test } from '@playwright/test';
import { isDeviation } from '../../lib/judging/checks/deviation.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import type { TerminalResponse } from '../../lib/targets/terminal/terminalClient.js';

export interface Row {
  readonly id: RequirementId;
  readonly name: string;
  /** Must not throw. */
  readonly good: () => unknown;
  /** More conformant shapes the spec leaves open; none may throw. */
  readonly alsoGood?: readonly (readonly [string, () => unknown])[];
  /** Must throw a Deviation. */
  readonly bad: () => unknown;
}

/** One test per row: the conformant inputs pass, the broken one throws a Deviation. */
export function testRows(rows: readonly Row[]): void {
  for (const row of rows) {
    test(`${row.id}: passes conformant input, fails ${row.name}`, () => {
      expect(row.good).not.toThrow();
      for (const [name, good] of row.alsoGood ?? []) expect(good, `conformant: ${name}`).not.toThrow();
      let caught: unknown;
      try {
        row.bad();
      } catch (e) {
        caught = e;
      }
      expect(isDeviation(caught), `${row.name} must throw a Deviation`).toBe(true);
    });
  }
}

export function answer(status: number, body: unknown, request = 'GET /api/v2/x.json'): TerminalResponse {
  return { status, body, text: body === undefined ? '' : JSON.stringify(body), request };
}

const lines = (p: string) => ({ line1: `${p}1`, line2: `${p}2`, line3: '', line4: '', line5: '' });

export const settingsBody = {
  success: true,
  settings: {
    host: { module: 'acquirer_a' },
    acquirer_a: {
      address: '10.0.0.1',
      port: 9101,
      terminal_id: 'T1',
      merchant_id: 'M1',
      deferred_auth: { enabled: true },
      receipt: { header: lines('HA'), footer: lines('FA') },
    },
    receipt: { header: lines('HD'), footer: lines('FD') },
    webserver: { http: { enabled: true, port: 8080 } },
  },
};

export const finishedSale: Record<string, unknown> = {
  id: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b1e4c7a90',
  type: 'sale',
  is_active: false,
  result: 'approved',
  online_result: 'approved',
  amount: 450,
  tip_amount: 50,
  amount_other: 0,
  total_amount: 500,
  started_at: 1718009741.5,
  ended_at: 1718009744.5,
  duration: 3,
  timeout_ms: 150000,
  host: 'acquirer_a',
  stan: 12,
  session_number: 1,
  account_number: '476173******0119',
  card_details: { scheme: 'visa-qvsdc', track2: '476173******0119=2912***' },
  card_expiry: '2912',
  input_source: 'contactless',
  attempted_sources: ['contactless'],
  cvm_mode: 'signature',
  cvm_result: 'ok',
  services: {
    code: '201',
    interchange_rules: 'interchange_ok',
    authorization_processing_rules: 'normal',
    range_of_services: 'no_restrictions',
  },
  terminal_online_decision: 'go_online',
  tags: { '9F02': '000000000500', '50': '56495341204352454449' },
  is_online_pin: false,
  ksn: null,
  pin_block: null,
  is_deferred_auth: false,
  last_deferred_auth_attempted_at: null,
  num_deferred_auth_attempts: null,
  is_reversed: false,
};

export const with_ = (patch: Record<string, unknown>): Record<string, unknown> => ({
  ...finishedSale,
  ...patch,
});
