/**
 * The payment job's states around 3-D Secure (States and transitions A):
 * created Pending with a Start step; Paid with a Process step and the paid
 * amounts once the checks passed; not paid when they failed. Statuses after a
 * failure are "not shown", so Pending, Failed, Declined or Cancelled there are
 * all conformant.
 */
import { holds } from '../deviation.js';
import {
  arrayAt,
  equalsAt,
  firstPayment,
  objectAt,
  shown,
  stringAt,
  valueAt,
  type Fields,
} from './fields.js';
import type { Landing } from './returnUrls.js';

/** "one step with action Start and status Pending is created"; the job and its payment are Pending. */
export function checkPendingWithStartStep(doc: unknown): void {
  equalsAt(doc, 'data.paymentStatus', 'Pending');
  equalsAt(doc, 'data.payments.0.status', 'Pending');
  const steps = arrayAt(firstPayment(doc), 'steps');
  holds(steps.length === 1, `data.payments.0.steps holds ${steps.length} steps, not one`, {
    field: 'data.payments.0.steps',
    expected: 1,
    actual: steps.length,
  });
  equalsAt(doc, 'data.payments.0.steps.0.action', 'Start');
  equalsAt(doc, 'data.payments.0.steps.0.status', 'Pending');
}

/** "checks passed and authorised | Paid": the job and its payment. */
export function checkPaidJob(doc: unknown): void {
  equalsAt(doc, 'data.paymentStatus', 'Paid');
  equalsAt(doc, 'data.payments.0.status', 'Paid');
}

/** "a step with action Process and status Paid is added." */
export function checkProcessStepPaid(doc: unknown): void {
  const steps = arrayAt(firstPayment(doc), 'steps');
  const found = steps.some((s) => valueAt(s, 'action') === 'Process' && valueAt(s, 'status') === 'Paid');
  holds(found, `no Process step with status Paid among ${steps.length} steps`, {
    field: 'data.payments.0.steps',
    expected: 'a Process step with status Paid',
    actual: steps.map((s) => `${shown(valueAt(s, 'action'))}/${shown(valueAt(s, 'status'))}`),
  });
}

/** "paidAmount, amountCollected and paidDateTimeUtc appear." (and the payment's paidAmount, "present once paid"). */
export function checkPaidAmountsPresent(doc: unknown): void {
  for (const f of ['paidAmount', 'amountCollected', 'paidDateTimeUtc']) stringAt(doc, `data.${f}`);
  stringAt(doc, 'data.payments.0.paidAmount');
}

/** A "present once paid" amount that says money was collected: a decimal above zero. */
function collected(v: unknown): boolean {
  return (typeof v === 'string' || typeof v === 'number') && Number(v) > 0;
}

function noAmountCollected(where: Fields, path: string): void {
  for (const f of ['paidAmount', 'amountCollected'])
    holds(!collected(where[f]), `${path}.${f} is ${shown(where[f])} on a job that is not paid`, {
      field: `${path}.${f}`,
      expected: 'absent, null or zero',
      actual: where[f],
    });
}

/**
 * Before it is paid, the "present once paid" amounts may be absent or null
 * (or zero); none may claim an amount collected.
 */
export function checkNothingCollectedYet(doc: unknown): void {
  noAmountCollected(objectAt(doc, 'data'), 'data');
  noAmountCollected(firstPayment(doc), 'data.payments.0');
}

/**
 * When the 3-D Secure checks fail, or the issuer does not authorise ("checks
 * passed and authorised" is the condition of Paid), the gateway "declines
 * the transaction": nothing shows it paid. `after` says what happened.
 */
export function checkNotPaid(doc: unknown, after = 'a failed 3-D Secure check'): void {
  for (const path of ['data.paymentStatus', 'data.payments.0.status']) {
    const s = valueAt(doc, path);
    holds(s !== 'Paid', `${path} is Paid after ${after}`, {
      field: path,
      expected: 'not Paid',
      actual: s,
    });
  }
  checkNothingCollectedYet(doc);
}

/** The statuses the field notes report after a failed or cancelled 3-D Secure, and Pending (left as it was). */
const endStatuses = ['Pending', 'Failed', 'Declined', 'Cancelled', 'Rejected', 'Expired'];

/**
 * OBSERVATION (other statuses: "not shown"): after a failed or cancelled
 * 3-D Secure the job and its payment agree on one of the statuses seen in
 * practice. Which one is never a failure.
 */
export function checkEndStatusSeen(doc: unknown): void {
  const job = valueAt(doc, 'data.paymentStatus');
  const payment = valueAt(doc, 'data.payments.0.status');
  holds(
    job === payment && endStatuses.includes(String(job)),
    `status ${shown(job)} / ${shown(payment)} after 3-D Secure`,
    {
      field: 'data.paymentStatus',
      expected: endStatuses,
      actual: [job, payment],
    },
  );
}

/**
 * "payment job response with current status": once the gateway has sent the
 * shopper to the success return URL (and the fixture waited, bounded, for
 * the job to change), the job read back is no longer Pending. After any other
 * landing, or none, nothing is compared: Pending after a failure is conformant.
 */
export function checkCurrentStatusAfterLanding(doc: unknown, landing: Landing | undefined): void {
  if (landing?.kind !== 'success') return;
  for (const path of ['data.paymentStatus', 'data.payments.0.status'])
    holds(
      valueAt(doc, path) !== 'Pending',
      `the shopper landed on the success URL, yet ${path} is still Pending`,
      {
        field: path,
        expected: 'the status after the payment',
        actual: 'Pending',
      },
    );
}
