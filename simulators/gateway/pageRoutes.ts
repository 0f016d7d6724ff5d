/**
 * The shopper-facing pages: the 3-D Secure simulator page and its form POST
 * (spec Endpoints A, rule 3: create, redirect the shopper to the action link,
 * retrieve), the documentation link, and the simulator's own return pages
 * used when neither the request nor the configuration names return URLs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../lib/support/html/escapeHtml.js';
import { page } from './html.js';
import { readBody } from './readBody.js';
import { redirect, sendHtml } from './respond.js';
import { returnKindFor, returnUrl } from './returnUrl.js';
import type { SimulatorState } from './simulatorState.js';
import type { JobRecord, ThreeDSecureChoice } from './model.js';
import { queuedChoice } from './queuedOutcomes.js';
import { linkBase } from './linkBase.js';
import { isChoice, threeDSecurePage } from './threeDSecurePage.js';

function notFoundPage(res: ServerResponse): void {
  sendHtml(
    res,
    404,
    page('Not found', '<h1>Payment not found</h1><p class="sub">This 3-D Secure session does not exist.</p>'),
  );
}

export function get3ds(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  paymentRef: string,
): void {
  const job = state.store.findJobByPaymentReference(paymentRef);
  if (job === undefined) {
    notFoundPage(res);
    return;
  }
  // Outcomes on demand: a queued outcome resolves the page at once, as the form post of that choice does.
  const queued = job.status === 'Pending' ? state.outcomes.take(() => true) : undefined;
  if (queued !== undefined) {
    choose(state, req, res, job, queuedChoice[queued], paymentRef);
    return;
  }
  const conf = state.configurations.get(job.configurationId);
  sendHtml(res, 200, threeDSecurePage(job, conf?.name ?? job.configurationId, `/gateway/3ds/${paymentRef}`));
}

/** The originating addresses: X-Forwarded-For (when a proxy set it) then the socket's peer, comma-separated. */
function originatingIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9A-Fa-f.:]+$/.test(s));
  list.push(req.socket.remoteAddress ?? '127.0.0.1');
  return list.join(', ');
}

export async function post3ds(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  paymentRef: string,
): Promise<void> {
  const body = await readBody(req, 4096);
  const job = state.store.findJobByPaymentReference(paymentRef);
  if (job === undefined) {
    notFoundPage(res);
    return;
  }
  const choice = new URLSearchParams(body.toString('latin1')).get('choice');
  if (!isChoice(choice)) {
    sendHtml(
      res,
      400,
      page(
        'Bad choice',
        '<h1>Unknown choice</h1><p class="sub">choice must be success, failed, not-authenticated or cancel.</p>',
      ),
    );
    return;
  }
  choose(state, req, res, job, choice, paymentRef);
}

/** Applies the shopper's choice and redirects where the job's outcome points (form post and queued outcome). */
function choose(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  job: JobRecord,
  choice: ThreeDSecureChoice,
  paymentRef: string,
): void {
  // A finished job does not move again; the shopper is sent where its outcome points.
  state.store.decide(
    job,
    choice,
    { originatingIpAddress: originatingIp(req), originHeader: req.headers.origin ?? '' },
    state.faults,
  );
  let kind = returnKindFor(job.status);
  // A decision (where the shopper goes, with which URL's query), not an answer's shape: a branch.
  if (kind === 'failed' && state.faults.has('failed-returns-to-success')) kind = 'success';
  if (job.status === 'Pending') {
    // Only under success-stays-pending: back to the page.
    redirect(res, `${linkBase(req, state.publicUrl, state.listenUrl)}/gateway/3ds/${paymentRef}`);
    return;
  }
  redirect(res, returnUrl(job, kind));
}

export function getDocumentation(res: ServerResponse): void {
  sendHtml(
    res,
    200,
    page(
      'Gateway simulator documentation',
      `<h1>paycert gateway simulator</h1>
<p class="sub">Card tokenisation, payment jobs and a 3-D Secure simulator page.</p>
<p>POST /api/gateway/card-tokenisation, POST /api/gateway/payment-jobs, GET /api/gateway/payment-jobs/&lt;reference&gt;.
Every request carries ConfigurationId and Hash (SHA-512 of the API key followed by the exact body).</p>`,
    ),
  );
}

export function getReturnPage(res: ServerResponse, kind: string, query: URLSearchParams): void {
  const rows = [...query.entries()]
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd data-testid="${escapeHtml(k)}">${escapeHtml(v)}</dd>`)
    .join('');
  sendHtml(
    res,
    200,
    page(
      `Returned: ${kind}`,
      `<h1 data-testid="return-kind">Returned: ${escapeHtml(kind)}</h1><dl>${rows}</dl>`,
    ),
  );
}
