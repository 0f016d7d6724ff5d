/**
 * The 3-D Secure simulator page (spec A. "What the service does" 4: the
 * integration environment lets a tester choose whether a transaction passes
 * or fails 3-D Secure; field notes: successful, failed, not authenticated).
 * It shows the merchant, the amount and the MASKED card only, and posts the
 * choice back as a form.
 */
import { maskPan } from '../../lib/reporting/redaction/redact.js';
import { escapeHtml } from '../../lib/support/html/escapeHtml.js';
import { page } from './html.js';
import type { JobRecord, ThreeDSecureChoice } from './model.js';

/** Button labels (accessible names) by choice; the suites' page objects use these exact names. */
export const choiceLabels: Readonly<Record<ThreeDSecureChoice, string>> = {
  success: 'Authentication successful',
  failed: 'Authentication failed',
  'not-authenticated': 'Not authenticated',
  cancel: 'Cancel',
};

export function isChoice(v: string | null): v is ThreeDSecureChoice {
  return v !== null && Object.hasOwn(choiceLabels, v);
}

export function formatAmount(amount: string, currency: string): string {
  return `${amount} ${currency}`;
}

export function threeDSecurePage(job: JobRecord, merchant: string, actionPath: string): string {
  const card = job.card;
  const details = `
<dl>
  <dt>Merchant</dt><dd data-testid="merchant">${escapeHtml(merchant)}</dd>
  <dt>Amount</dt><dd data-testid="amount">${escapeHtml(formatAmount(job.amount, job.currency))}</dd>
  <dt>Card</dt><dd data-testid="card">${escapeHtml(card.profile.brand)} ${escapeHtml(maskPan(card.number))}</dd>
  <dt>Order</dt><dd data-testid="order">${escapeHtml(job.orderNumber)}</dd>
</dl>`;
  if (job.status !== 'Pending') {
    return page(
      '3-D Secure: already completed',
      `<h1>3-D Secure check already completed</h1>
<p class="sub">Payment status: <strong data-testid="status">${escapeHtml(job.status)}</strong></p>
${details}
<p class="note">This payment is finished; a new choice changes nothing.</p>`,
    );
  }
  const flow =
    card.profile.flow === 'frictionless'
      ? 'Frictionless: the issuer would not challenge this card. Choose the outcome to simulate.'
      : 'Challenge: the issuer asks the cardholder to authenticate. Choose the outcome to simulate.';
  const button = (choice: ThreeDSecureChoice, cls: string): string =>
    `<button type="submit" name="choice" value="${choice}" class="${cls}">${choiceLabels[choice]}</button>`;
  return page(
    '3-D Secure authentication',
    `<h1>3-D Secure authentication</h1>
<p class="sub">3-D Secure ${escapeHtml(card.profile.threeDSecureVersion)} simulator</p>
${details}
<p class="note" data-testid="flow">${escapeHtml(flow)}</p>
<form method="post" action="${escapeHtml(actionPath)}">
  ${button('success', 'ok')}
  ${button('failed', 'fail')}
  ${button('not-authenticated', 'none')}
  ${button('cancel', 'cancel')}
</form>`,
  );
}
