// The gateway's page: payment jobs and their steps, the 3-D Secure pages
// waiting, tokens, refused requests with the rule each broke, the request
// log, live. Card numbers and tokens arrive masked; no key or Hash value
// ever does.
import { html, outcomeQueue, simulatorPage, tablePanel } from './view.js';

function waitingView(s, setup, act) {
  const waiting = s.jobs.filter((j) => j.threeDSecurePage !== null);
  return html`<section aria-labelledby="waiting-h" class="panel">
    <h2 id="waiting-h">3-D Secure pages waiting</h2>
    ${
      waiting.length === 0
        ? html`<p>None: every job listed has its outcome.</p>`
        : html`<ul data-testid="waiting">
            ${waiting.map(
              (j) =>
                html`<li>
                  <a href=${j.threeDSecurePage} target="_blank" rel="noopener"
                    >Order ${j.orderNumber}, ${j.amount}</a
                  >
                  <span class="small">(${j.card}, 3-D Secure ${j.threeDSecure})</span>
                </li>`,
            )}
          </ul>`
    }
    ${outcomeQueue(
      setup.outcomes,
      s.outcomes,
      act,
      'The next 3-D Secure page opened ends with the oldest queued outcome, at once.',
    )}
    <p class="small">
      ${s.personality} personality${s.faults.length > 0 ? `; faults: ${s.faults.join(', ')}` : ''}
    </p>
  </section>`;
}

function jobsView(s) {
  return tablePanel({
    id: 'jobs-h',
    title: 'Payment jobs',
    testid: 'jobs',
    caption: `Newest first (${s.jobs.length} of ${s.jobCount} stored)`,
    columns: ['Order', 'Amount', 'Status', 'Steps', 'Card', 'Token', 'Reference'],
    items: s.jobs,
    row: (j) => [
      j.orderNumber,
      j.amount,
      j.status,
      j.steps.map(
        (st) =>
          html`<div>
            ${st.action}:
            ${st.status}${st.choice ? ` (${st.choice})` : ''}${st.errorCode ? `, ${st.errorCode}` : ''}
          </div>`,
      ),
      html`${j.card}<br /><span class="small">${j.threeDSecure}</span>`,
      j.token ?? '',
      html`<code>${j.reference}</code>`,
    ],
  });
}

function tokensView(s) {
  return tablePanel({
    id: 'tokens-h',
    title: 'Tokens',
    testid: 'tokens',
    caption: `Newest first (${s.tokens.length} of ${s.tokenCount}), shown by their ends only`,
    columns: ['Token', 'Card', 'Issued by'],
    items: s.tokens,
    row: (t) => [t.token, t.card, t.via],
  });
}

function refusalsView(s) {
  return html`<section aria-labelledby="refused-h" class="panel">
    <h2 id="refused-h">Refused requests</h2>
    ${
      s.refusals.length === 0
        ? html`<p>None since the page opened.</p>`
        : html`<ol class="refusals" data-testid="refusals">
            ${s.refusals.map(
              (r) =>
                html`<li>
                  <p><strong>${r.status} ${r.code}</strong> <code>${r.method} ${r.path}</code></p>
                  <p>${r.rule}</p>
                  ${
                    r.hash === undefined
                      ? ''
                      : html`<dl>
                            <dt>Expected</dt>
                            <dd>${r.hash.expected}</dd>
                            <dt>Received</dt>
                            <dd data-testid="hash-cause">${r.hash.found}</dd>
                          </dl>
                          <details>
                            <summary>The body signed (card data redacted)</summary>
                            <pre>${r.signed}</pre>
                          </details>`
                  }
                </li>`,
            )}
          </ol>`
    }
  </section>`;
}

simulatorPage(
  ({ setup, state }, act) =>
    html`<div class="grid">${waitingView(state, setup, act)} ${refusalsView(state)} ${tokensView(state)}</div>
      ${jobsView(state)}`,
);
