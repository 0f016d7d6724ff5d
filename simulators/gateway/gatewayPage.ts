/**
 * The gateway's page (issue 26 item 2): GET / lists the payment jobs with
 * their status and steps, each 3-D Secure page still waiting with its link,
 * the tokens, and every refused request with the rule it broke (for a
 * refused Hash, what was signed and what was expected, never a key or a
 * digest), live over GET /_sim/page/events. Read from the store at each
 * change; nothing of it is kept twice. Card numbers and tokens are shown
 * masked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { maskPan } from '../../lib/reporting/redaction/redact.js';
import { simPageAssets, simPageBase, type PageSession } from '../kit/pageHub.js';
import { SentOnce, type EventStream } from '../../lib/support/web/eventStream.js';
import { GatewayError, errors } from './errors.js';
import type { JobRecord, TokenRecord } from './model.js';
import { gatewayQueueable } from './queuedOutcomes.js';
import type { SimulatorState } from './simulatorState.js';

const assets = simPageAssets(
  { title: 'paycert gateway simulator', script: 'gateway.js', loading: 'Loading the gateway…' },
  import.meta.url,
);

/** Jobs and tokens a page lists, newest first. */
const listed = 50;

/** A token shown by its ends only: with the API key it pays, so the page never shows it whole. */
export function maskToken(token: string): string {
  return token.length <= 8 ? '*'.repeat(token.length) : `${token.slice(0, 4)}…${token.slice(-4)}`;
}

function jobView(job: JobRecord): Record<string, unknown> {
  const out = job.outcome;
  const token = out?.token ?? job.earlyToken;
  return {
    reference: job.reference,
    configurationId: job.configurationId,
    orderNumber: job.orderNumber,
    amount: `${job.amount} ${job.currency}`,
    status: job.status,
    created: job.createdIso,
    card: `${job.card.profile.brand} ${maskPan(job.card.number)}`,
    threeDSecure: `${job.card.profile.threeDSecureVersion} ${job.card.profile.flow}`,
    steps: [
      { action: 'Start', status: 'Pending', at: job.createdIso },
      ...(out === undefined
        ? []
        : [
            {
              action: 'Process',
              status: out.status,
              at: new Date(out.at).toISOString(),
              choice: out.choice,
              ...(out.errorCode === undefined ? {} : { errorCode: out.errorCode }),
            },
          ]),
    ],
    // Relative: the page is on the simulator's origin, whatever address the browser used.
    threeDSecurePage: job.status === 'Pending' ? `/gateway/3ds/${job.paymentReference}` : null,
    token: token === undefined ? null : maskToken(token),
  };
}

function tokenView(t: TokenRecord): Record<string, unknown> {
  return {
    token: maskToken(t.token),
    configurationId: t.configurationId,
    card: `${t.card.profile.brand} ${maskPan(t.card.number)}`,
    created: new Date(t.createdAt).toISOString(),
    via: t.viaTokenisation === true ? 'card-tokenisation' : 'a paid job',
  };
}

class GatewaySession implements PageSession {
  private readonly sent = new SentOnce();

  constructor(private readonly state: SimulatorState) {}

  refresh(stream: EventStream): void {
    const s = this.state;
    this.sent.send(stream, 'setup', { outcomes: gatewayQueueable });
    this.sent.send(stream, 'state', {
      personality: s.personality,
      faults: s.faults.list(),
      outcomes: s.outcomes.list(),
      jobs: s.store.newestJobs(listed).map(jobView),
      jobCount: s.store.jobCount,
      tokens: s.store.newestTokens(listed).map(tokenView),
      tokenCount: s.store.tokenCount,
      refusals: s.refusals.newest(),
    });
  }
}

/** GET / (after the origin rules were checked). */
export function serveGatewayPage(res: ServerResponse): void {
  assets.servePage(res);
}

/** GET /_sim/page/<file> and /_sim/page/events; false when the path is neither. */
export function handleGatewayPage(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean {
  const name = path.slice(simPageBase.length);
  if (name !== 'events') return assets.serve(res, name);
  if (!state.pages.events(req, res, new GatewaySession(state)))
    throw new GatewayError(
      { ...errors.internal, status: 503, code: 'TooManyPages' },
      'too many pages open on this simulator',
    );
  return true;
}
