/**
 * The MUST requirements of the catalogue that one answer can break on its
 * own, by endpoint: the response schema of the resource (schemas/) and, for
 * transaction documents, the field rules of B. Transaction
 * (lib/judging/checks/terminal/documentRules.ts). A replayed answer that breaks one
 * its recorded answer held is a MUST-breaking change (issue 22, item 4).
 * Every rule is judged by the one judging core (`judgeCheck`), so the
 * catalogue's level decides here as in a conformance run: only a FAILED MUST
 * is a MUST-breaking failure; an observation's deviation (WARNING) is not, a
 * change where the spec is silent is found by comparing the two answers
 * (compareAnswers.ts).
 */
import type { SchemaName } from '../../../generated/schemas.js';
import { holds } from '../checks/deviation.js';
import { judgeCheck } from '../checks/judgeCheck.js';
import { documentRules } from '../checks/terminal/documentRules.js';
import { summariesOf, transactionOf } from '../checks/terminal/exchange.js';
import { isJsonObject } from '../../support/json/isJsonObject.js';
import type { RequirementId } from '../requirements/catalogue.js';
import { validate } from '../validation/validate.js';

export interface MustFailure {
  readonly id: RequirementId;
  readonly message: string;
  /** The answer's field the failure names, as a shape path (`transaction.total_amount`), when known. */
  readonly field?: string;
}

export interface Answer {
  readonly status: number;
  /** The parsed JSON body, or undefined. */
  readonly body: unknown;
}

const ok = (s: number): boolean => s >= 200 && s < 300;

/** `/transaction/total_amount` -> `transaction.total_amount`; array indexes become `[]`. */
function shapePath(pointer: string): string {
  const parts = pointer.split('/').filter((p) => p !== '');
  let out = '';
  for (const p of parts) out = /^\d+$/.test(p) ? `${out}[]` : out === '' ? p : `${out}.${p}`;
  return out === '' ? '$' : out;
}

/**
 * Judges `check` for `id` through judgeCheck; a FAILED (a MUST's deviation) joins `out`. A check
 * that could not judge (ERROR: a paycert error) is thrown, as replay has no ERROR of its own.
 */
function judged(id: RequirementId, check: () => void, out: MustFailure[]): void {
  const j = judgeCheck(id, check, { secrets: [] });
  if (j.outcome === 'ERROR') throw j.thrown?.error;
  if (j.outcome !== 'FAILED') return;
  const field = j.record.evidence?.field;
  out.push({ id, message: j.record.message ?? id, ...(field === undefined ? {} : { field }) });
}

function schemaRule(id: RequirementId, name: SchemaName, doc: unknown, out: MustFailure[]): void {
  judged(
    id,
    () => {
      const v = validate(name, doc);
      if (v.ok) return;
      const first = v.errors[0];
      const message = `${name}: ${v.errors
        .slice(0, 3)
        .map((e) => e.message)
        .join('; ')}`;
      holds(false, message, first === undefined ? undefined : { field: shapePath(first.pointer) });
    },
    out,
  );
}

/** A status the recording's answer had and the replayed one must keep. */
function statusRule(id: RequirementId, kept: boolean, message: string, out: MustFailure[]): void {
  judged(id, () => holds(kept, message), out);
}

function documentMusts(t: Record<string, unknown>, out: MustFailure[]): void {
  for (const rule of documentRules) judged(rule.id, () => rule.check(t), out);
}

function terminalMusts(
  method: string,
  path: string,
  a: Answer,
  recordedStatus: number | undefined,
): MustFailure[] {
  const out: MustFailure[] = [];
  const p = path.replace(/^\/api\/v2\//, '');
  if (!ok(a.status)) return out;
  if (p === 'ping.json') schemaRule('TM-PING-1', 'terminal/ping', a.body, out);
  else if (p === 'device.json') schemaRule('TM-DEV-1', 'terminal/device', a.body, out);
  else if (p === 'settings.json') schemaRule('TM-SET-1', 'terminal/settings', a.body, out);
  else if (p === 'screens/current.json') schemaRule('TM-SCR-1', 'terminal/screen', a.body, out);
  else if (/^transactions\/[^/]+\/receipts\/\w+\.json$/.test(p))
    schemaRule('TM-RCPT-5', 'terminal/receipt-response', a.body, out);
  else if (p === 'transactions.json') {
    const list = summariesOf({ status: a.status, body: a.body, text: '', request: '' });
    for (const s of list ?? []) schemaRule('TM-LIST-1', 'terminal/transaction-summary', s, out);
  } else if (/^transactions\/[^/]+\.json$/.test(p) && (method === 'GET' || recordedStatus !== undefined)) {
    schemaRule('TM-TXN-1', 'terminal/transaction-response', a.body, out);
    const t = transactionOf(a.body);
    if (t !== undefined) documentMusts(t, out);
  }
  return out;
}

function gatewayMusts(
  method: string,
  path: string,
  a: Answer,
  recordedStatus: number | undefined,
): MustFailure[] {
  const out: MustFailure[] = [];
  const wasOk = recordedStatus !== undefined && ok(recordedStatus);
  if (method === 'POST' && path === '/api/gateway/card-tokenisation') {
    // GW-TOK-1: valid card details answer a 200-class status; the recording's request was such a one.
    statusRule('GW-TOK-1', !wasOk || ok(a.status), `answered ${a.status}, was ${recordedStatus}`, out);
    if (ok(a.status)) schemaRule('GW-TOK-2', 'gateway/tokenisation-response', a.body, out);
  } else if (method === 'POST' && path === '/api/gateway/payment-jobs') {
    // GW-JOB-1: "A payment job created successfully returns HTTP 201"; the recorded one was created.
    statusRule('GW-JOB-1', recordedStatus !== 201 || a.status === 201, `answered ${a.status}, was 201`, out);
    if (ok(a.status)) schemaRule('GW-JOB-2', 'gateway/payment-job-response', a.body, out);
  } else if (method === 'GET' && /^\/api\/gateway\/payment-jobs\/[^/]+$/.test(path)) {
    statusRule('GW-GET-1', !wasOk || ok(a.status), `answered ${a.status}, was ${recordedStatus}`, out);
    if (ok(a.status)) schemaRule('GW-GET-1', 'gateway/payment-job-response', a.body, out);
  }
  return out;
}

/** The MUST requirements `a` breaks; `recordedStatus` is what the recording's answer was. */
export function mustFailures(
  side: 'terminal' | 'gateway',
  method: string,
  path: string,
  a: Answer,
  recordedStatus?: number,
): MustFailure[] {
  if (a.body !== undefined && !isJsonObject(a.body) && !Array.isArray(a.body)) return [];
  return side === 'terminal'
    ? terminalMusts(method, path, a, recordedStatus)
    : gatewayMusts(method, path, a, recordedStatus);
}
