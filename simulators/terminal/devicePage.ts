/**
 * The terminal's device page (issue 26 item 1): GET / shows the device
 * (screen, card reader, paper roll, transactions, request log), live over
 * GET /_sim/page/events. It reads the simulator's own state at each change
 * and keeps none of its own; its buttons call the control API (/_sim/) like
 * any tool, under the same credentials and origin rules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { drillDefinitions } from '../../lib/judging/drills/drills.js';
import { redactText } from '../../lib/reporting/redaction/redact.js';
import { publicTestCard, testCards } from '../../lib/targets/terminal/testCards.js';
import { simPageAssets, simPageBase, type PageSession } from '../kit/pageHub.js';
import { SentOnce, type EventStream } from '../../lib/support/web/eventStream.js';
import { matchTerminal, terminalEndpoints } from '../../lib/judging/interfaces/terminalEndpoints.js';
import { formatMoney } from './money.js';
import { terminalQueueable } from './queuedOutcomes.js';
import type { SimContext } from './simContext.js';
import type { TransactionDoc } from './transactionDoc.js';

const assets = simPageAssets(
  { title: 'paycert terminal simulator', script: 'device.js', loading: 'Loading the device…' },
  import.meta.url,
);

/** The transactions a page lists, newest first. */
const listed = 50;
/** Paper entries sent in one event (a whole roll is sent in several). */
const paperChunk = 2_000;
/** The screen's text depends on time under some personalities (a result that lingers): read again this often while a page is open. */
const screenTickMs = 500;

const brandNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'Amex',
  DISCOVER: 'Discover',
  INTERAC: 'Interac',
  MYDEBIT: 'MyDebit',
  UNIONPAY: 'UnionPay',
};
const modeNames = {
  contactless: 'contactless',
  contact_emv: 'chip',
  mag_stripe: 'swipe',
  keypad: 'keyed',
} as const;
const outcomeNames: Readonly<Record<string, string>> = {
  approved: 'approved',
  declined_by_host: 'host declines',
  host_error: 'host error',
  card_overrules_host: 'card declines',
  fallback: 'fallback',
  sca_single_tap: 'PIN after one tap',
  contactless_limit_exceeded: 'over the contactless limit',
  deferred_auth: 'deferred authorisation',
};

/** The card the page's "Wrong PIN" presents: a PIN card the host declines, as it does a wrong PIN. */
export const wrongPinCard = 'mastercard-chip-online-pin-declined';

/**
 * The card reader: every test card named by scheme and entry mode ("Visa
 * contactless"), then what it does and its kernel, which tell cards of one
 * brand apart; the number masked (a page never shows a full card number).
 */
export function readerCards(): { id: string; name: string; detail: string; maskedPan: string }[] {
  return testCards.map((c) => ({
    id: c.id,
    name: `${brandNames[c.brand] ?? c.brand} ${modeNames[c.entryMode]}`,
    detail: `${outcomeNames[c.outcome] ?? c.outcome} (${c.scheme})`,
    maskedPan: publicTestCard(c).maskedPan,
  }));
}

/** The screen as GET /api/v2/screens/current.json reports it now (through the personality's and faults' entries). */
function screenAsReported(ctx: SimContext): unknown {
  const rt = ctx.runtime;
  rt.catchUp();
  const body = Buffer.from(JSON.stringify({ success: true, scene: rt.machine.scene }));
  const answer = { status: 200, headers: { 'content-type': 'application/json' }, body };
  if (!rt.variations.changesAnswers) return rt.machine.scene;
  const out = rt.variations.finish(answer, {
    method: 'GET',
    endpoint: matchTerminal('GET', terminalEndpoints.getScreen.path)?.route,
    now: rt.clock.now(),
    machine: rt.machine,
  });
  try {
    return (JSON.parse(out.body.toString('utf8')) as { scene?: unknown }).scene ?? rt.machine.scene;
  } catch {
    return rt.machine.scene;
  }
}

function row(d: TransactionDoc): Record<string, unknown> {
  return {
    id: d.id,
    type: d.type,
    status: d.status,
    result: d.result,
    amount: formatMoney(d.total_amount, d.currency_symbol),
    started_at: d.started_at,
    scheme: d.card_details.scheme ?? null,
    input_source: d.input_source,
    // Masked again: a fault may put the full number here, and a page never shows one.
    account_number: typeof d.account_number === 'string' ? redactText(d.account_number) : null,
    is_active: d.is_active,
  };
}

function deviceState(ctx: SimContext): Record<string, unknown> {
  const rt = ctx.runtime;
  const m = rt.machine;
  const active = m.current();
  return {
    screen: screenAsReported(ctx),
    active:
      active === null
        ? null
        : { ...row(active.doc), waitingForCard: m.currentPhase() === 'waiting_for_card' },
    outcomes: m.outcomes.list(),
    drills: ctx.drills.list(),
    printer: rt.config.printer,
    autoPresent: rt.config.autoPresent,
    personality: rt.config.personality.name,
    faults: [...rt.config.faults],
    transactions: m
      .list()
      .slice(-listed)
      .reverse()
      .map((r) => row(r.doc)),
  };
}

/** One page's stream: the setup once, the state when it changed, the paper printed since. */
class DeviceSession implements PageSession {
  private readonly sent = new SentOnce();
  private paperTotal = -1;
  private paperPrinter: unknown;
  private paperTorn = -1;

  constructor(private readonly ctx: SimContext) {}

  refresh(stream: EventStream): void {
    this.sent.send(stream, 'setup', {
      cards: readerCards(),
      wrongPinCard,
      outcomes: terminalQueueable,
      drills: Object.values(drillDefinitions)
        .filter((d) => d.side === 'terminal')
        .map((d) => ({ name: d.name, summary: d.summary })),
    });
    this.sent.send(stream, 'state', deviceState(this.ctx));
    this.paper(stream);
  }

  private paper(stream: EventStream): void {
    const rt = this.ctx.runtime;
    const printer = rt.printer;
    const first = printer.page(0, 0).first;
    const total = printer.page(0, 0).total;
    const reset = printer !== this.paperPrinter || printer.torn !== this.paperTorn || total < this.paperTotal;
    if (!reset && total === this.paperTotal) return;
    let from = reset ? first : Math.max(first, this.paperTotal);
    this.paperPrinter = printer;
    this.paperTorn = printer.torn;
    this.paperTotal = total;
    let clear = reset;
    do {
      const page = printer.page(from, paperChunk);
      stream.send('paper', { clear, entries: page.entries, length: printer.length });
      clear = false;
      from += Math.max(1, page.entries.length);
    } while (from < total);
  }
}

/** GET /: the page itself (after the caller checked the origin rules and the credentials). */
export function serveDevicePage(res: ServerResponse): void {
  assets.servePage(res);
}

/**
 * GET /_sim/page/<file> and /_sim/page/events, after the control API's checks.
 * False when the path is none of them.
 */
export function handleDevicePage(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean {
  if (req.method !== 'GET') return false;
  const name = path.slice(simPageBase.length);
  if (name !== 'events') return assets.serve(res, name);
  const opened = ctx.pages.events(req, res, new DeviceSession(ctx));
  if (!opened) {
    ctx.error(res, { status: 503, description: 'Too many pages open on this simulator' });
    return true;
  }
  const tick = setInterval(() => ctx.pages.feed.poke(), screenTickMs);
  tick.unref();
  res.once('close', () => clearInterval(tick));
  return true;
}
