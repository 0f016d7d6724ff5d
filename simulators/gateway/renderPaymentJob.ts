/**
 * Renders a stored job as the payment job response (spec A. Payment job
 * response: data, payment, step, payment attributes, links), the one
 * renderer of every answer that carries a job; apiRoutes.ts sends it with
 * JSON.stringify. Faults and personality choices bend the finished answer
 * instead (faultEntries/, personality/).
 */
import type {
  GatewayPaymentJobResponse,
  Payment,
  PaymentStep,
} from '../../generated/types/gateway/payment-job-response.js';
import { isoUtc } from './clock.js';
import type { JobRecord } from './model.js';
import { returnUrl } from './returnUrl.js';

export interface RenderContext {
  readonly publicUrl: string;
  readonly domain: string;
  /** The locale query of a GET, which wins over the job's locale. */
  readonly locale?: string;
}

const methods = ['Card']; // responses always say Card (spec A. Payment job request; field notes)
const timeZone = 'Europe/Amsterdam';

export function renderPaymentJob(job: JobRecord, ctx: RenderContext): GatewayPaymentJobResponse {
  const amount = job.amount;
  const created = job.createdIso;
  const out = job.outcome;
  const paid = job.status === 'Paid';
  const locale = ctx.locale ?? job.locale;

  const steps: PaymentStep[] = [
    {
      reference: job.startStepReference,
      createDateTimeUtc: created,
      action: 'Start',
      paymentMethods: methods,
      status: 'Pending',
      amountToCollect: amount,
    },
  ];
  if (out !== undefined && out.status !== 'Cancelled') {
    steps.push({
      reference: out.processStepReference,
      createDateTimeUtc: isoUtc(out.at),
      action: 'Process',
      paymentMethods: methods,
      status: out.status,
      amountToCollect: amount,
    });
  }

  const acquiring = {
    ThreeDSecureVersion: job.card.profile.threeDSecureVersion,
    ThreeDSecureVersionReason: job.threeDSecureReason,
    ...out?.acquiring,
  };
  const attributes: Payment['attributes'] = {
    returnUrlSuccess: returnUrl(job, 'success'),
    returnUrlFailed: returnUrl(job, 'failed'),
    returnUrlCancelled: returnUrl(job, 'cancelled'),
    serviceAcquiringDetails: JSON.stringify(acquiring),
  };
  if (out !== undefined) {
    attributes.originatingIpAddress = out.originatingIpAddress;
    attributes.originHeader = out.originHeader;
    attributes.paymentMethodTransactionId = out.paymentMethodTransactionId;
  }
  if (out?.token !== undefined) attributes.token = out.token;
  if (job.status === 'Pending' && job.earlyToken !== undefined) attributes.token = job.earlyToken;

  const payment: Payment = {
    reference: job.paymentReference,
    createDateTimeUtc: created,
    paymentMethods: methods,
    status: job.status,
    amountToCollect: amount,
    surchargeAmount: '0.00',
    ...(paid ? { paidAmount: job.amount } : {}),
    steps,
    flags: {},
    attributes,
    refunds: [],
    captures: [],
  };

  const flags: Record<string, boolean> = { direct: true };
  if (job.generateToken) flags.generateToken = true;
  if (paid) flags.createdOnMapi = true;

  const dataUrl = `${ctx.publicUrl}/api/gateway/payment-jobs/${job.reference}?locale=${encodeURIComponent(locale)}`;
  const links: Record<string, { url?: string; type: string }> = {
    data: { url: dataUrl, type: 'application/json' },
    // The action URL is "applicable" while the shopper still has something to do.
    action:
      job.status === 'Pending'
        ? { url: `${ctx.publicUrl}/gateway/3ds/${job.paymentReference}`, type: 'text/html' }
        : { type: 'text/html' },
    documentation: { url: `${ctx.publicUrl}/gateway/documentation`, type: 'text/html' },
  };

  const doc: GatewayPaymentJobResponse = {
    data: {
      reference: job.reference,
      createDateTimeUtc: created,
      type: 'Payment',
      traceReference: job.traceReference,
      configurationId: job.configurationId,
      domain: ctx.domain,
      locale,
      timeZone,
      order: { orderNumber: job.orderNumber, createDateTimeUtc: created, orderLines: [...job.orderLines] },
      orderHistory: [],
      paymentMethodsToUse: methods,
      currency: job.currency,
      amountToCollect: amount,
      ...(paid ? { amountCollected: job.amount, paidAmount: job.amount } : {}),
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
  return doc;
}
