// What every paycert page shares: lit-html's templates (escaping, minimal DOM
// updates), the live stream of its server (server-sent events), and requests
// to the control API. Plain ES module, served as is (no build step).
import { html, svg, render, nothing } from './lit-html.js';

export { html, svg, render, nothing };

/**
 * Opens the page's live stream (GET /_sim/page/events on this origin):
 * `handlers` by event name receive the parsed data; `onStatus(true|false)`
 * says whether the stream is connected. EventSource reconnects by itself.
 */
export function live(handlers, onStatus, url = '/_sim/page/events') {
  const source = new EventSource(url);
  for (const [name, handle] of Object.entries(handlers))
    source.addEventListener(name, (e) => handle(JSON.parse(e.data)));
  source.addEventListener('open', () => onStatus(true));
  source.addEventListener('error', () => onStatus(false));
  return source;
}

/** The sentence an error body of either simulator gives (terminal `description`, gateway `errorReport`). */
function problemOf(body, status) {
  const own = body?.description ?? body?.errorReport?.errors?.map((e) => e.message).join('; ');
  return typeof own === 'string' && own !== '' ? own : `answered ${status}`;
}

/**
 * A request of this origin (the control API, the console's answers): JSON in
 * and out. Resolves `{ ok, status, body, problem }`, `problem` a sentence when
 * it was refused.
 */
export async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    return { ok: false, status: 0, body: undefined, problem: `no answer: ${String(e)}` };
  }
  let json;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  return {
    ok: response.ok,
    status: response.status,
    body: json,
    problem: response.ok ? undefined : problemOf(json, response.status),
  };
}

/** A date-time from epoch seconds, as the device's clock shows it (UTC). */
export function timeOf(seconds) {
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString().slice(11, 19) : '';
}

/** The connection's status line. */
export function connection(connected) {
  return connected ? html`<span class="live">live</span>` : html`<span class="offline">reconnecting…</span>`;
}

/** The request log, one line per request as `paycert simulate` prints them, filtered by what the filter box holds. */
export function logPanel(lines, filter, onFilter) {
  const f = filter.toLowerCase();
  const shown = f === '' ? lines : lines.filter((l) => l.line.toLowerCase().includes(f));
  return html`<section aria-labelledby="log-h" class="panel wide">
    <h2 id="log-h">Request log</h2>
    <p>
      <label for="log-filter">Filter</label>
      <input id="log-filter" type="search" .value=${filter} @input=${(e) => onFilter(e.target.value)} />
      <span class="small">${shown.length} of ${lines.length} lines</span>
    </p>
    <ol class="log" data-testid="log" tabindex="0" aria-label="Requests, oldest first">
      ${shown.map((l) => html`<li><code>${l.line}</code></li>`)}
    </ol>
  </section>`;
}

/**
 * A simulator page: its view (setup, state, request log, filter, message),
 * drawn by `draw(view, act)` into the page's main element on every event of
 * its live stream. `act(label, method, path, body)` runs a control request
 * and says how it went.
 */
export function simulatorPage(draw, extra = {}) {
  const maxLog = 500;
  const view = { setup: undefined, state: undefined, log: [], filter: '', message: '' };
  const root = document.getElementById('page');
  const redraw = () => {
    if (view.setup === undefined || view.state === undefined) return;
    document.getElementById('loading')?.remove();
    render(
      html`<p role="status" class="message">${view.message}</p>
        ${draw(view, act)}
        ${logPanel(view.log, view.filter, (f) => {
          view.filter = f;
          redraw();
        })}`,
      root,
    );
  };
  async function act(label, method, path, body) {
    view.message = `${label}…`;
    redraw();
    const r = await request(method, path, body);
    view.message = r.ok ? `${label}: done` : `${label}: ${r.problem}`;
    redraw();
  }
  const set = (key) => (d) => {
    view[key] = d;
    redraw();
  };
  const handlers = {
    setup: set('setup'),
    state: set('state'),
    log: (lines) => {
      view.log.push(...lines);
      if (view.log.length > maxLog) view.log = view.log.slice(-maxLog);
      redraw();
    },
  };
  for (const [name, handle] of Object.entries(extra))
    handlers[name] = (d) => {
      handle(view, d);
      redraw();
    };
  live(handlers, (connected) => render(connection(connected), document.getElementById('connection')));
  return view;
}

/** The queued outcomes of a simulator: a button per outcome, one to clear, and what waits. */
export function outcomeQueue(names, queued, act, note) {
  return html`<h3>Queued outcomes</h3>
    <p class="small">${note}</p>
    <p class="actions">
      ${names.map(
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
    <p data-testid="queue">Queued: ${queued.length === 0 ? 'nothing' : queued.join(', ')}</p>`;
}

/**
 * A panel with a table: `columns` name the headers, `row(item)` gives the
 * cells of one item; "None yet." when there are no items.
 */
export function tablePanel({ id, title, testid, caption, columns, items, row }) {
  return html`<section aria-labelledby=${id} class="panel wide">
    <h2 id=${id}>${title}</h2>
    ${
      items.length === 0
        ? html`<p>None yet.</p>`
        : html`<table data-testid=${testid}>
            <caption class="small">
              ${caption}
            </caption>
            <thead>
              <tr>
                ${columns.map((c) => html`<th scope="col">${c}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${items.map(
                (item) =>
                  html`<tr>
                    ${row(item).map((cell) => html`<td>${cell}</td>`)}
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}
