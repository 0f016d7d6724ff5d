// The terminal's device page: the screen, the card reader, the paper roll,
// the transactions and the request log of one simulated terminal, live.
// Its buttons call the control API (/_sim/) of this simulator.
import { html, nothing, outcomeQueue, simulatorPage, svg, tablePanel, timeOf } from './view.js';

/** What the page keeps of the paper and the log (the simulator keeps more; GET /_sim/paper pages through it). */
const maxPaper = 10_000;
/** Paper width in dots (58 mm at 203 dpi); a wider print widens it. */
const rollDots = 384;
const paperShown = { count: -1 };

const printerWords = {
  ready: 'Printer ready',
  'out-of-paper': 'Out of paper: print jobs are refused',
  absent: 'No printer: print jobs are refused',
};

function screenView(s) {
  const scene = s.screen ?? {};
  const lines = String(scene.text ?? '').split('\n');
  const a = s.active;
  return html`<section aria-labelledby="screen-h" class="panel screen-panel">
    <h2 id="screen-h">Screen</h2>
    <div class="screen" aria-live="polite" data-testid="screen">${lines.map((l) => html`<p>${l}</p>`)}</div>
    <p class="path">scene <code>${scene.path ?? ''}</code></p>
    <p data-testid="active">
      ${
        a === null
          ? 'No transaction active.'
          : html`${a.type} ${a.amount}: ${a.status}${a.waitingForCard ? ' (waiting for a card)' : ''}`
      }
    </p>
    <p class="small">
      ${s.personality} personality; automatic card:
      ${s.autoPresent === false ? 'off' : `after ${s.autoPresent.delayMs} ms`}${
        s.faults.length > 0 ? `; faults: ${s.faults.join(', ')}` : ''
      }
    </p>
  </section>`;
}

function readerView(setup, s, act) {
  return html`<section aria-labelledby="reader-h" class="panel">
    <h2 id="reader-h">Card reader</h2>
    <div class="cards" role="group" aria-label="Test cards">
      ${setup.cards.map(
        (c) =>
          html`<button
            type="button"
            class="card"
            title=${`${c.id}, ${c.maskedPan}`}
            @click=${() => act(`present ${c.name}`, 'POST', '/_sim/present', { card: c.id })}
          >
            <span class="card-name">${c.name}</span><span class="card-detail">, ${c.detail}</span>
          </button>`,
      )}
    </div>
    <p class="actions">
      <button type="button" @click=${() => act('remove card', 'POST', '/_sim/cancel')}>Remove card</button>
      <button
        type="button"
        @click=${() => act('wrong PIN', 'POST', '/_sim/present', { card: setup.wrongPinCard })}
      >
        Wrong PIN
      </button>
    </p>
    ${outcomeQueue(
      setup.outcomes,
      s.outcomes,
      act,
      'The next sale or refund takes the oldest card outcome; the next print takes an out-of-paper.',
    )}
    <h3>Drills</h3>
    <p class="actions">
      ${setup.drills.map(
        (d) =>
          html`<button
            type="button"
            title=${d.summary}
            @click=${() => act(`arm ${d.name}`, 'POST', '/_sim/drills', { drills: [d.name] })}
          >
            Arm ${d.name}
          </button>`,
      )}
      <button type="button" @click=${() => act('disarm the drills', 'DELETE', '/_sim/drills')}>
        Disarm all
      </button>
    </p>
    <p data-testid="drills">
      Armed:
      ${s.drills.length === 0 ? 'none' : s.drills.map((d) => (d.ms === undefined ? d.name : `${d.name}:${d.ms}`)).join(', ')}
    </p>
  </section>`;
}

/** Rough width of a printed text, in dots: a receipt font is about 0.6 em a character. */
function widthOf(t) {
  return t.text.length * (t.font_size ?? 24) * 0.6;
}

function printedText(t) {
  const size = t.font_size ?? 24;
  const baseline = t.y + size * 0.8;
  const decoration = [t.underline ? 'underline' : '', t.strikethru ? 'line-through' : '']
    .filter((d) => d !== '')
    .join(' ');
  const skew =
    t.skew_x === 0
      ? undefined
      : `translate(${t.x} ${baseline}) skewX(${-t.skew_x}) translate(${-t.x} ${-baseline})`;
  return svg`${t.reverse ? svg`<rect class="reverse" x=${t.x} y=${t.y} width=${widthOf(t)} height=${size}></rect>` : nothing}<text
      x=${t.x}
      y=${baseline}
      font-size=${size}
      font-family=${t.family}
      text-decoration=${decoration === '' ? nothing : decoration}
      transform=${skew ?? nothing}
      class=${t.reverse ? 'reverse' : nothing}
      data-y=${t.y}
    >${t.text}</text>`;
}

function paperView(s, view, act) {
  const paper = view.paper ?? [];
  const texts = paper.filter((e) => e.kind === 'text');
  const top = paper[0]?.y ?? 0;
  const width = Math.ceil(Math.max(rollDots, ...texts.map((t) => t.x + widthOf(t))));
  const height = Math.max(24, (view.length ?? 0) - top);
  return html`<section aria-labelledby="paper-h" class="panel">
    <h2 id="paper-h">Paper roll</h2>
    <p class=${s.printer === 'ready' ? 'small' : 'alert'} data-testid="printer">
      ${printerWords[s.printer] ?? s.printer}
    </p>
    <p class="actions">
      <button type="button" @click=${() => act('tear off', 'DELETE', '/_sim/paper')}>
        Tear off the paper
      </button>
    </p>
    <div class="roll" id="roll" tabindex="0" role="region" aria-label="Printed paper, newest at the bottom">
      ${
        texts.length === 0
          ? html`<p class="small">Nothing printed.</p>`
          : svg`<svg viewBox=${`0 ${top} ${width} ${height}`} width=${width} height=${height} data-testid="paper">
            ${texts.map(printedText)}
          </svg>`
      }
    </div>
  </section>`;
}

function transactionsView(s) {
  return tablePanel({
    id: 'txn-h',
    title: 'Transactions',
    testid: 'transactions',
    caption: `Newest first (the last ${s.transactions.length})`,
    columns: ['Started (UTC)', 'Type', 'Amount', 'Status', 'Result', 'Card', 'Id'],
    items: s.transactions,
    row: (t) => [
      timeOf(t.started_at),
      t.type,
      t.amount,
      t.status,
      t.result ?? '',
      [t.scheme, t.input_source, t.account_number].filter((x) => x).join(', '),
      html`<code>${t.id}</code>`,
    ],
  });
}

/** Keeps the newest paper in sight: the roll scrolls to its bottom when paper came out. */
function followPaper(view) {
  const count = view.paper?.length ?? 0;
  if (paperShown.count === count) return;
  paperShown.count = count;
  queueMicrotask(() => {
    const roll = document.getElementById('roll');
    if (roll !== null) roll.scrollTop = roll.scrollHeight;
  });
}

simulatorPage(
  (view, act) => {
    followPaper(view);
    const { setup, state } = view;
    return html`<div class="grid">
        ${screenView(state)} ${readerView(setup, state, act)} ${paperView(state, view, act)}
      </div>
      ${transactionsView(state)}`;
  },
  {
    paper: (view, d) => {
      if (d.clear || view.paper === undefined) view.paper = [];
      view.paper.push(...d.entries);
      if (view.paper.length > maxPaper) view.paper = view.paper.slice(-maxPaper);
      view.length = d.length;
    },
  },
);
