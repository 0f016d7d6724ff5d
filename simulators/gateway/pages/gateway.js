// The gateway's page: payment jobs and their steps, the 3-D Secure pages
// waiting, tokens, refused requests with the rule each broke, the request
// log, live. Card numbers and tokens arrive masked; no key or Hash value
// ever does.
import { connection, html, live, logPanel, render, request } from './view.js';

const maxLog = 500;
const view = { setup: undefined, state: undefined, log: [], filter: '', message: '' };
const root = document.getElementById('gateway');

async function act(label, method, path, body) {
  view.message = `${label}…`;
  draw();
  const r = await request(method, path, body);
  view.message = r.ok ? `${label}: done` : `${label}: ${r.problem}`;
  draw();
}

function waitingView(s) {
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
    <h3>Queued outcomes</h3>
    <p class="small">The next 3-D Secure page opened ends with the oldest queued outcome, at once.</p>
    <p class="actions">
      ${view.setup.outcomes.map(
        (o) =>
          html`<button
            type="button"
            @click=${() => act(`queue ${o}`, 'POST', '/_sim/outcomes', { queue: [o] })}
          >
            Queue ${o}
          </button>`,
      )}
      <button type="button" @click=${() => act('clear the queue', 'DELETE', '/_sim/outcomes')}>
        Clear queue
      </button>
    </p>
    <p data-testid="queue">Queued: ${s.outcomes.length === 0 ? 'nothing' : s.outcomes.join(', ')}</p>
    <p class="small">
      ${s.personality} personality${s.faults.length > 0 ? `; faults: ${s.faults.join(', ')}` : ''}
    </p>
  </section>`;
}

function jobsView(s) {
  return html`<section aria-labelledby="jobs-h" class="panel wide">
    <h2 id="jobs-h">Payment jobs</h2>
    ${
      s.jobs.length === 0
        ? html`<p>None yet.</p>`
        : html`<table data-testid="jobs">
            <caption class="small">
              Newest first (${s.jobs.length} of ${s.jobCount} stored)
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Steps</th>
                <th scope="col">Card</th>
                <th scope="col">Token</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              ${s.jobs.map(
                (j) =>
                  html`<tr>
                    <td>${j.orderNumber}</td>
                    <td>${j.amount}</td>
                    <td>${j.status}</td>
                    <td>
                      ${j.steps.map(
                        (st) =>
                          html`<div>
                            ${st.action}:
                            ${st.status}${st.choice ? ` (${st.choice})` : ''}${st.errorCode ? `, ${st.errorCode}` : ''}
                          </div>`,
                      )}
                    </td>
                    <td>${j.card}<br /><span class="small">${j.threeDSecure}</span></td>
                    <td>${j.token ?? ''}</td>
                    <td><code>${j.reference}</code></td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}

function tokensView(s) {
  return html`<section aria-labelledby="tokens-h" class="panel">
    <h2 id="tokens-h">Tokens</h2>
    ${
      s.tokens.length === 0
        ? html`<p>None yet.</p>`
        : html`<table data-testid="tokens">
            <caption class="small">
              Newest first (${s.tokens.length} of ${s.tokenCount}), shown by their ends only
            </caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Card</th>
                <th scope="col">Issued by</th>
              </tr>
            </thead>
            <tbody>
              ${s.tokens.map(
                (t) =>
                  html`<tr>
                    <td>${t.token}</td>
                    <td>${t.card}</td>
                    <td>${t.via}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
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

function draw() {
  const { setup, state } = view;
  if (setup === undefined || state === undefined) return;
  document.getElementById('loading')?.remove();
  render(
    html`<p role="status" class="message">${view.message}</p>
      <div class="grid">${waitingView(state)} ${refusalsView(state)} ${tokensView(state)}</div>
      ${jobsView(state)}
      ${logPanel(view.log, view.filter, (f) => {
        view.filter = f;
        draw();
      })}`,
    root,
  );
}

live(
  {
    setup: (d) => {
      view.setup = d;
      draw();
    },
    state: (d) => {
      view.state = d;
      draw();
    },
    log: (lines) => {
      view.log.push(...lines);
      if (view.log.length > maxLog) view.log = view.log.slice(-maxLog);
      draw();
    },
  },
  (connected) => render(connection(connected), document.getElementById('connection')),
);
