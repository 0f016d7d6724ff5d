/**
 * The payment job response written straight to JSON text, for when no fault
 * is on.
 *
 * Why it exists: the throughput benchmark (docs/gateway-simulator.md,
 * "Benchmark") found that building the ~2 kB document as objects and calling
 * JSON.stringify on it was the largest cost per request. This writes the same
 * bytes by concatenating JSON-encoded values into a fixed skeleton, so no
 * document objects are built. It must stay byte-identical to
 * `JSON.stringify(renderPaymentJob(job, ctx))` (selftest/gatewaySimulator/
 * fastRender.spec.ts proves it for generated jobs); renderPaymentJob.ts
 * remains the reference and the one used when any fault is on. A change to
 * the document goes into both.
 *
 * Values the simulator makes itself (references of digits, ISO timestamps,
 * statuses, the fixed literals) need no escaping and are written in quotes
 * as they are; anything that came from a request or configuration goes
 * through JSON.stringify.
 */
import { isoUtc } from './clock.js';
import type { JobRecord } from './model.js';
import type { RenderContext } from './renderPaymentJob.js';
import { returnUrl } from './returnUrl.js';

const q = JSON.stringify;

/**
 * JSON.stringify with a one-entry memory, one per field: configuration ids,
 * locales, currencies and amounts repeat from job to job, and comparing a
 * short string is cheaper than encoding it again.
 */
function rememberedQ(): (s: string) => string {
  let last: string | undefined;
  let text = '';
  return (s) => {
    if (s !== last) {
      text = q(s);
      last = s;
    }
    return text;
  };
}
const configurationIdText = rememberedQ();
const localeText = rememberedQ();
const currencyText = rememberedQ();
const amountText = rememberedQ();
const orderNumberText = rememberedQ();
/** The data link's encoded tail after the reference (its query and closing quote), by locale. */
let lastQueryLocale: string | undefined;
let localeQueryText = '';
function dataUrlTail(locale: string): string {
  if (locale !== lastQueryLocale) {
    localeQueryText = q(`?locale=${encodeURIComponent(locale)}`).slice(1);
    lastQueryLocale = locale;
  }
  return localeQueryText;
}

/** serviceAcquiringDetails of a job not yet processed: a few distinct texts, encoded once each. */
const initialDetails = new Map<string, string>();

function acquiringText(job: JobRecord): string {
  const version = job.card.profile.threeDSecureVersion;
  const reason = job.threeDSecureReason;
  const out = job.outcome;
  if (out !== undefined) {
    return q(q({ ThreeDSecureVersion: version, ThreeDSecureVersionReason: reason, ...out.acquiring }));
  }
  const key = `${version}\u0000${reason}`;
  let text = initialDetails.get(key);
  if (text === undefined) {
    text = q(q({ ThreeDSecureVersion: version, ThreeDSecureVersionReason: reason }));
    initialDetails.set(key, text);
  }
  return text;
}

/** The parts that depend only on the simulator's address, encoded once per address. */
let lastPublicUrl: string | undefined;
let lastDomain: string | undefined;
let domainText = '';
let documentationLink = '';
let actionUrlHead = '';
let dataUrlHead = '';

function forContext(publicUrl: string, domain: string): void {
  if (publicUrl === lastPublicUrl && domain === lastDomain) return;
  domainText = q(domain);
  documentationLink = `{"url":${q(`${publicUrl}/gateway/documentation`)},"type":"text/html"}`;
  // Opening quote and the encoded base, without the closing quote: a reference follows.
  actionUrlHead = q(`${publicUrl}/gateway/3ds/`).slice(0, -1);
  dataUrlHead = q(`${publicUrl}/api/gateway/payment-jobs/`).slice(0, -1);
  lastPublicUrl = publicUrl;
  lastDomain = domain;
}

/** The fault-free payment job response as JSON text (see above). */
export function renderPaymentJobText(job: JobRecord, ctx: RenderContext): string {
  forContext(ctx.publicUrl, ctx.domain);
  const out = job.outcome;
  const status = job.status;
  const paid = status === 'Paid';
  const created = `"${job.createdIso}"`;
  const expires = `"${job.expiresIso}"`;
  const amount = amountText(job.amount);
  const locale = ctx.locale ?? job.locale;
  const outAt = out === undefined ? '' : `"${isoUtc(out.at)}"`;
  const lastUpdate = job.lastUpdate === job.createdAt ? created : `"${isoUtc(job.lastUpdate)}"`;

  let steps = `{"reference":"${job.startStepReference}","createDateTimeUtc":${created},"action":"Start","paymentMethods":["Card"],"status":"Pending","amountToCollect":${amount}}`;
  if (out !== undefined && out.status !== 'Cancelled') {
    steps += `,{"reference":"${out.processStepReference}","createDateTimeUtc":${outAt},"action":"Process","paymentMethods":["Card"],"status":"${out.status}","amountToCollect":${amount}}`;
  }

  let attributes =
    `"returnUrlSuccess":${q(returnUrl(job, 'success'))},"returnUrlFailed":${q(returnUrl(job, 'failed'))}` +
    `,"returnUrlCancelled":${q(returnUrl(job, 'cancelled'))},"serviceAcquiringDetails":${acquiringText(job)}`;
  if (out !== undefined) {
    attributes += `,"originatingIpAddress":${q(out.originatingIpAddress)},"originHeader":${q(out.originHeader)},"paymentMethodTransactionId":${q(out.paymentMethodTransactionId)}`;
  }
  const token = status === 'Pending' && job.earlyToken !== undefined ? job.earlyToken : out?.token;
  if (token !== undefined) attributes += `,"token":${q(token)}`;

  const payment =
    `{"reference":"${job.paymentReference}","createDateTimeUtc":${created},"paymentMethods":["Card"]` +
    `,"status":"${status}","amountToCollect":${amount},"surchargeAmount":"0.00"` +
    (paid ? `,"paidAmount":${amount}` : '') +
    `,"steps":[${steps}],"flags":{},"attributes":{${attributes}},"refunds":[],"captures":[]}`;

  const flags = `{"direct":true${job.generateToken ? ',"generateToken":true' : ''}${paid ? ',"createdOnMapi":true' : ''}}`;
  const action =
    status === 'Pending'
      ? `{"url":${actionUrlHead}${job.paymentReference}","type":"text/html"}`
      : '{"type":"text/html"}';
  const dataUrl = `${dataUrlHead}${job.reference}${dataUrlTail(locale)}`;

  return (
    `{"data":{"reference":"${job.reference}","createDateTimeUtc":${created},"type":"Payment"` +
    `,"traceReference":"${job.traceReference}","configurationId":${configurationIdText(job.configurationId)}` +
    `,"domain":${domainText},"locale":${localeText(locale)},"timeZone":"Europe/Amsterdam"` +
    `,"order":{"orderNumber":${orderNumberText(job.orderNumber)},"createDateTimeUtc":${created},"orderLines":${job.orderLines.length === 0 ? '[]' : q(job.orderLines)}}` +
    `,"orderHistory":[],"paymentMethodsToUse":["Card"],"currency":${currencyText(job.currency)},"amountToCollect":${amount}` +
    (paid ? `,"amountCollected":${amount},"paidAmount":${amount}` : '') +
    (paid && out !== undefined ? `,"paidDateTimeUtc":${outAt}` : '') +
    `,"expirationDateTimeUtc":${expires},"dueDateTimeUtc":${expires},"lastUpdateTimeUtc":${lastUpdate}` +
    `,"lastProcessedTimeUtc":${out === undefined ? created : outAt},"flags":${flags},"attributes":{}` +
    `,"paymentStatus":"${status}","payments":[${payment}]}` +
    `,"links":{"data":{"url":${dataUrl},"type":"application/json"},"action":${action},"documentation":${documentationLink}}}`
  );
}
