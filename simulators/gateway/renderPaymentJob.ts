/**
 * Renders a stored job as the payment job response (spec A. Payment job
 * response: data, payment, step, payment attributes, links). Faults that
 * bend the document are applied here, each at the one field it breaks.
 */
import type {
  GatewayPaymentJobResponse,
  Payment,
  PaymentStep,
} from '../../generated/types/gateway/payment-job-response.js';
import { isoUtc } from './clock.js';
import type { FaultSet } from './faults.js';
import { bendJobDocument } from './jobDocumentFaults.js';
import type { JobRecord } from './model.js';
import { returnUrl } from './returnUrl.js';

export interface RenderContext {
  readonly publicUrl: string;
  readonly domain: string;
  readonly faults: FaultSet;
  /** The locale query of a GET, which wins over the job's locale. */
  readonly locale?: string;
}

const methods = ['Card']; // responses always say Card (spec A. Payment job request; field notes)
const timeZone = 'Europe/Amsterdam';

export function renderPaymentJob(job: JobRecord, ctx: RenderContext): GatewayPaymentJobResponse {
  const f = ctx.faults;
  const amount = f.has('amount-one-fraction-digit') ? Number(job.amount).toFixed(1) : job.amount;
  const created = job.createdIso;
  const createdShown = f.has('timestamps-without-fraction') ? created.replace(/\.\d+Z$/, 'Z') : created;
  const out = job.outcome;
  const paid = job.status === 'Paid';
  const shownMethods = f.has('payment-method-echo') ? [...job.requestedMethods] : methods;
  const locale = ctx.locale ?? job.locale;

  const steps: PaymentStep[] = [];
  if (!f.has('no-start-step')) {
    steps.push({
      reference: job.startStepReference,
      createDateTimeUtc: created,
      action: 'Start',
      paymentMethods: methods,
      status: 'Pending',
      amountToCollect: amount,
    });
  }
  if (out !== undefined && out.status !== 'Cancelled' && !(paid && f.has('paid-without-process-step'))) {
    steps.push({
      reference: out.processStepReference,
      createDateTimeUtc: isoUtc(out.at),
      action: 'Process',
      paymentMethods: methods,
      status: out.status,
      amountToCollect: amount,
    });
  }

  const returnQuery = !f.has('return-url-missing-query');
  const cancelled = returnUrl(job, 'cancelled', returnQuery);
  const acquiring = {
    ThreeDSecureVersion: job.card.profile.threeDSecureVersion,
    ThreeDSecureVersionReason: job.threeDSecureReason,
    ...out?.acquiring,
  };
  const attributes: Payment['attributes'] = {
    returnUrlSuccess: returnUrl(job, 'success', returnQuery),
    returnUrlFailed: returnUrl(job, 'failed', returnQuery),
    returnUrlCancelled: f.has('cancelled-without-status')
      ? cancelled.replace(/[?&]status=cancelled/, '')
      : cancelled,
    serviceAcquiringDetails: JSON.stringify(acquiring),
  };
  if (out !== undefined && !f.has('no-processing-attributes')) {
    attributes.originatingIpAddress = out.originatingIpAddress;
    attributes.originHeader = out.originHeader;
    attributes.paymentMethodTransactionId = out.paymentMethodTransactionId;
  }
  if (out?.token !== undefined && !f.has('no-token-after-3ds')) attributes.token = out.token;
  if (job.status === 'Pending' && job.earlyToken !== undefined) attributes.token = job.earlyToken;

  const payment: Payment = {
    reference: job.paymentReference,
    createDateTimeUtc: created,
    paymentMethods: methods,
    status: job.status,
    amountToCollect: amount,
    surchargeAmount: '0.00',
    ...(paid && !f.has('paid-without-paid-amount') ? { paidAmount: job.amount } : {}),
    steps,
    flags: {},
    attributes,
    refunds: [],
    captures: [],
  };

  const flags: Record<string, boolean> = { direct: true };
  if (job.generateToken && !f.has('no-generate-token-flag')) flags.generateToken = true;
  if (paid) flags.createdOnMapi = true;

  const dataUrl = `${ctx.publicUrl}/api/gateway/payment-jobs/${job.reference}?locale=${encodeURIComponent(locale)}`;
  const links: Record<string, { url?: string; type: string }> = {
    data: { url: dataUrl, type: f.has('data-link-wrong-type') ? 'text/html' : 'application/json' },
    // The action URL is "applicable" while the shopper still has something to do.
    action:
      job.status === 'Pending'
        ? { url: `${ctx.publicUrl}/gateway/3ds/${job.paymentReference}`, type: 'text/html' }
        : { type: 'text/html' },
    documentation: { url: `${ctx.publicUrl}/gateway/documentation`, type: 'text/html' },
  };
  if (f.has('missing-action-link')) delete links.action;

  const doc: GatewayPaymentJobResponse = {
    data: {
      reference: job.reference,
      createDateTimeUtc: createdShown,
      type: 'Payment',
      traceReference: job.traceReference,
      configurationId: job.configurationId,
      domain: ctx.domain,
      locale,
      timeZone,
      order: { orderNumber: job.orderNumber, createDateTimeUtc: created, orderLines: [...job.orderLines] },
      orderHistory: [],
      paymentMethodsToUse: shownMethods,
      currency: job.currency,
      amountToCollect: amount,
      ...(paid && !f.has('paid-without-paid-amount')
        ? { amountCollected: job.amount, paidAmount: job.amount }
        : {}),
      ...(paid && out !== undefined ? { paidDateTimeUtc: isoUtc(out.at) } : {}),
      expirationDateTimeUtc: job.expiresIso,
      dueDateTimeUtc: job.expiresIso,
      lastUpdateTimeUtc: job.lastUpdate === job.createdAt ? created : isoUtc(job.lastUpdate),
      lastProcessedTimeUtc: out === undefined ? created : isoUtc(out.at),
      flags,
      attributes: {},
      paymentStatus: job.status,
      payments: [payment],
    },
    links: links as unknown as GatewayPaymentJobResponse['links'],
  };
  return f.any() ? bendJobDocument(doc, job, f) : doc;
}
