/**
 * How the application recovers on the gateway side from the drills
 * (docs/drills.md): a payment job answer it never got, or a return visited
 * twice, leads to no second job for the same orderNumber without a retrieve
 * (CL-GW-LOST-1); a return the proxy visited (twice, or before any payment)
 * is followed by a retrieve of the job (CL-GW-RET-1); and the recovery
 * outcomes of the coverage table.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import * as F from '../checks/client/gatewayFlow.js';
import * as R from '../checks/client/recovery.js';
import { jobFacts } from './gatewayOutcome.js';
import type { GatewayState } from './gatewayState.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import type { ParsedExchange } from './parseExchange.js';

/** The object `v` is, or an empty one: a missing part reads as absent fields. */
function obj(v: unknown): Record<string, unknown> {
  return isJsonObject(v) ? v : {};
}

function orderNumberOf(body: unknown): string | undefined {
  const n = obj(obj(body).order).orderNumber;
  return typeof n === 'string' || typeof n === 'number' ? String(n) : undefined;
}

/** After an API exchange was judged: a retrieve, or a job request and what a drill did to its answer. */
export function recoveryAfterApi(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: GatewayState,
  create: boolean,
  retrieved: string | undefined,
): void {
  if (retrieved !== undefined) {
    for (const order of st.ordersAtRisk.values()) order.retrieved = true;
    const back = st.jobs.get(retrieved)?.drillReturn;
    if (back !== undefined) back.retrieved = true;
    return;
  }
  if (!create) return;
  const order = orderNumberOf(ex.requestBody.value);
  if (order === undefined) return;
  const ref = exchangeRef(ex, ctx.secrets);
  const risk = st.ordersAtRisk.get(order);
  if (risk !== undefined && !risk.judged) {
    risk.judged = true;
    risk.failed = !ctx.tally.verify('CL-GW-LOST-1', ref, () =>
      R.checkRetrievedBeforeSecondJob(risk.retrieved, risk.ref.seq, ref.request),
    );
  }
  const job = jobFacts(ex.responseBody.value);
  if (job !== undefined) st.job(job.reference).orderNumber = order;
  const drill = ex.raw.drill;
  if (drill !== undefined && !drill.delivered && job !== undefined)
    st.ordersAtRisk.set(order, { ref, drill: drill.name, retrieved: false, failed: false, judged: false });
}

/** The proxy's own visit of the shop's return URL: the job it names must be retrieved after it. */
export function recoveryAtVisit(ex: ParsedExchange, ctx: JudgeContext, st: GatewayState): void {
  const drill = ex.raw.drill;
  if (drill === undefined) return;
  let reference: string | null = null;
  try {
    reference = new URL(ex.raw.request.target, 'http://shop.invalid').searchParams.get('paymentjobref');
  } catch {
    return;
  }
  if (reference === null || !st.jobs.has(reference)) return;
  const job = st.job(reference);
  const ref = exchangeRef(ex, ctx.secrets);
  // Visited twice: a shop that retrieved the job after the first visit knows its outcome already.
  job.drillReturn = { drill: drill.name, ref, retrieved: false };
  if (drill.name === 'return-twice' && job.orderNumber !== undefined)
    st.ordersAtRisk.set(job.orderNumber, {
      ref,
      drill: drill.name,
      retrieved: false,
      failed: false,
      judged: false,
    });
}

/** At the end of the run: the returns the proxy visited were followed by a retrieve; the recoveries met. */
export function finishRecovery(ctx: JudgeContext, st: GatewayState): void {
  const failedOrders = new Set<string>();
  for (const [order, risk] of st.ordersAtRisk.entries()) {
    if (risk.failed) failedOrders.add(order);
    else if (risk.drill !== 'return-twice')
      ctx.coverage.meet('gateway.recovered-lost-job-answer', risk.ref.seq, `lost-job:${order}`);
  }
  for (const [reference, job] of st.jobs.entries()) {
    const back = job.drillReturn;
    if (back === undefined) continue;
    const retrieved = back.retrieved || (back.drill === 'return-twice' && job.retrievedAfterReturn);
    const held = ctx.tally.verify('CL-GW-RET-1', back.ref, () =>
      F.checkRetrievedAfterReturn(retrieved, back.ref.request),
    );
    if (!held) continue;
    if (back.drill === 'return-without-payment')
      ctx.coverage.meet('gateway.return-without-payment', back.ref.seq, `unpaid-return:${reference}`);
    else if (job.orderNumber === undefined || !failedOrders.has(job.orderNumber))
      ctx.coverage.meet('gateway.return-visited-twice', back.ref.seq, `twice:${reference}`);
  }
}
