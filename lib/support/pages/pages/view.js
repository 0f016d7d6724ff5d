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
