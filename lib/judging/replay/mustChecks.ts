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
import { matchGateway } from '../interfaces/gatewayEndpoints.js';
import { matchTerminal, type TerminalEndpointId } from '../interfaces/terminalEndpoints.js';
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

/**
 * The MUST that an endpoint's successful answer holds its response schema
 * (the route table's), where the spec's words make one; print's answer has
 * none. The list is judged by its summaries: its wrapper is "not shown".
 */
const answerRules: Readonly<Record<TerminalEndpointId, RequirementId | undefined>> = {
  getPing: 'TM-PING-1',
  getDevice: 'TM-DEV-1',
  getSettings: 'TM-SET-1',
  listTransactions: 'TM-LIST-1',
  getLatestTransaction: 'TM-TXN-1',
  getLastTransaction: 'TM-TXN-1',
  getCurrentTransaction: 'TM-TXN-1',
  getTransaction: 'TM-TXN-1',
  startTransaction: 'TM-TXN-1',
  getScreen: 'TM-SCR-1',
  print: undefined,
  getMerchantReceipt: 'TM-RCPT-5',
  getCardholderReceipt: 'TM-RCPT-5',
  getReconciliationReceipt: 'TM-RCPT-5',
};

/** A replayed answer to judge: its request's method and path, and what the recording's answer was. */
interface Replayed {
  readonly method: string;
  readonly path: string;
  readonly a: Answer;
  readonly recordedStatus: number | undefined;
}

function terminalMusts({ method, path, a, recordedStatus }: Replayed, out: MustFailure[]): void {
  const route = matchTerminal(method, path)?.route;
  const rule = route === undefined ? undefined : answerRules[route.id];
  if (route === undefined || rule === undefined || !ok(a.status)) return;
  if (route.id === 'listTransactions') {
    const list = summariesOf({ status: a.status, body: a.body, text: '', request: '' });
    for (const s of list ?? []) schemaRule(rule, 'terminal/transaction-summary', s, out);
    return;
  }
  // A start is judged only where the recording holds its answer.
  if (route.id === 'startTransaction' && recordedStatus === undefined) return;
  schemaRule(rule, route.endpoint.response, a.body, out);
  const t = route.endpoint.response === 'terminal/transaction-response' ? transactionOf(a.body) : undefined;
  if (t !== undefined) documentMusts(t, out);
}

function gatewayMusts({ method, path, a, recordedStatus }: Replayed, out: MustFailure[]): void {
  const wasOk = recordedStatus !== undefined && ok(recordedStatus);
  const route = matchGateway(method, path)?.route;
  if (route === undefined || method === 'HEAD') return;
  const schema = route.endpoint.response;
  switch (route.id) {
    case 'tokeniseCard':
      // GW-TOK-1: valid card details answer a 200-class status; the recording's request was such a one.
      statusRule('GW-TOK-1', !wasOk || ok(a.status), `answered ${a.status}, was ${recordedStatus}`, out);
      if (ok(a.status)) schemaRule('GW-TOK-2', schema, a.body, out);
      break;
    case 'createPaymentJob':
      // GW-JOB-1: "A payment job created successfully returns HTTP 201"; the recorded one was created.
      statusRule(
        'GW-JOB-1',
        recordedStatus !== 201 || a.status === 201,
        `answered ${a.status}, was 201`,
        out,
      );
      if (ok(a.status)) schemaRule('GW-JOB-2', schema, a.body, out);
      break;
    case 'getPaymentJob':
      statusRule('GW-GET-1', !wasOk || ok(a.status), `answered ${a.status}, was ${recordedStatus}`, out);
      if (ok(a.status)) schemaRule('GW-GET-1', schema, a.body, out);
  }
}

/** The MUST requirements `a` breaks; `recordedStatus` is what the recording's answer was. */
export function mustFailures(
  side: 'terminal' | 'gateway',
  method: string,
  path: string,
  a: Answer,
  recordedStatus?: number,
): MustFailure[] {
  const out: MustFailure[] = [];
  if (a.body !== undefined && !isJsonObject(a.body) && !Array.isArray(a.body)) return out;
  (side === 'terminal' ? terminalMusts : gatewayMusts)({ method, path, a, recordedStatus }, out);
  return out;
}
