// The operator's console: for each device of a certification run, the step
// the person beside it is asked now (which card, how, what the device should
// show, what to read off the paper), a button per answer, a photo of the
// printed paper for a review step, what the run said, and the run's progress.
// The state lives on the run's server: a reload loses nothing.
import { connection, html, live, render, request } from './view.js';

const view = { state: undefined, message: '' };
const root = document.getElementById('page');

async function answer(step, choice) {
  view.message = `answering ${choice.label}…`;
  draw();
  const r = await request('POST', '/_console/answer', { id: step.id, key: choice.key });
  view.message = r.ok ? `answered: ${choice.label}` : `not answered: ${r.problem}`;
  draw();
}

async function attach(step, input) {
  const file = input.files?.[0];
  if (file === undefined) return;
  view.message = `attaching ${file.name}…`;
  draw();
  let r;
  try {
    const response = await fetch(`/_console/photo?step=${step.id}`, {
      method: 'POST',
      headers: { 'content-type': file.type },
      body: file,
    });
    const body = await response.json().catch(() => undefined);
    r = response.ok
      ? `photo attached as ${body?.name ?? 'a file'} (SHA-256 in the evidence manifest)`
      : `photo refused: ${body?.error ?? response.status}`;
  } catch (e) {
    r = `photo not sent: ${String(e)}`;
  }
  view.message = r;
  input.value = '';
  draw();
}

function progressView(p) {
  return html`<section aria-labelledby="progress-h" class="panel">
    <h2 id="progress-h">Progress</h2>
    ${
      p.total === 0
        ? html`<p>The run is starting.</p>`
        : html`<p>
              <label for="progress">${p.done} of ${p.total} tests done</label>
              <progress id="progress" max=${p.total} .value=${p.done}></progress>
            </p>
            <p data-testid="progress">${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped</p>`
    }
  </section>`;
}

function stepView(device) {
  const step = device.current;
  if (step === null)
    return html`<p data-testid="idle">
      Nothing to answer now${device.waiting > 0 ? `; ${device.waiting} more queued` : ': the run is working'}.
    </p>`;
  return html`<div class="step" data-testid="step">
    <p class="small">
      Asked by
      ${step.worker}${device.waiting > 0 ? `; ${device.waiting} more questions wait behind this one` : ''}
    </p>
    <p class="question" data-testid="question">${step.question}</p>
    <p class="actions" role="group" aria-label="Answers">
      ${step.choices.map((c) => html`<button type="button" @click=${() => answer(step, c)}>${c.label}</button>`)}
    </p>
    ${
      step.review
        ? html`<p>
              <label for=${`photo-${step.id}`}>Attach a photo of the printed paper</label>
              <input
                id=${`photo-${step.id}`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic"
                capture="environment"
                @change=${(e) => attach(step, e.target)}
              />
            </p>
            ${step.photos.length === 0 ? '' : html`<p data-testid="photos">Attached: ${step.photos.join(', ')}</p>`}`
        : ''
    }
  </div>`;
}

function deviceView(device, index) {
  const now = [...device.lines].reverse().find((l) => l.line.startsWith('now: '));
  return html`<section aria-labelledby=${`device-h-${index}`} class="panel">
    <h2 id=${`device-h-${index}`}>Device ${device.desk}</h2>
    ${now === undefined ? '' : html`<p class="present" data-testid="present">Last asked to present: ${now.line.slice(5)}</p>`}
    ${stepView(device)}
    <h3>What the run said</h3>
    <ol class="log" data-testid="said" tabindex="0" aria-label="Lines, oldest first">
      ${device.lines.map((l) => html`<li><span class="small">${l.at.slice(11, 19)} ${l.worker}</span> ${l.line}</li>`)}
    </ol>
  </section>`;
}

function draw() {
  const s = view.state;
  if (s === undefined) return;
  document.getElementById('loading')?.remove();
  render(
    html`<p role="status" class="message">${view.message}</p>
      ${progressView(s.progress)}
      ${s.devices.length === 0 ? html`<p>No device has asked anything yet.</p>` : s.devices.map(deviceView)}`,
    root,
  );
}

live(
  {
    state: (d) => {
      view.state = d;
      draw();
    },
  },
  (connected) => render(connection(connected), document.getElementById('connection')),
  '/_console/events',
);
