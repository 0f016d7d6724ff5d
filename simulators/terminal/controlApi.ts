/**
 * The control API under /_sim/ (outside the spec's /api/v2/): what only a
 * simulator can do — present a card, cancel as the cashier, move the clock,
 * switch faults, read the paper roll and tear it off (DELETE /_sim/paper),
 * and the device page's files and live stream (devicePage.ts; GET / is the
 * page). Same credentials as the API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicTestCard, testCards } from '../../lib/targets/terminal/testCards.js';
import { crossOriginProblem } from '../kit/origin.js';
import * as E from './errors.js';
import { parseFaults } from './faults.js';
import { handleOutcomes } from './outcomesRoute.js';
import { handleDrills } from './drillsRoute.js';
import { readJsonBody, sendBytes, sendJson } from './respond.js';
import { renderRoll } from '../../lib/judging/printer/paperRoll.js';
import { MAX_ROLL_ENTRIES } from '../../lib/judging/printer/printerModel.js';
import type { SimContext } from './simContext.js';
import type { RuntimeConfig } from './terminalRuntime.js';
import { handleDevicePage, serveDevicePage } from './devicePage.js';
import { simPageBase } from '../kit/pageHub.js';

const MAX_WAIT_MS = 30_000;
const MAX_ADVANCE_MS = 24 * 3_600_000;

export function simInfo(ctx: SimContext): Record<string, unknown> {
  const c = ctx.runtime.config;
  return {
    simulator: 'paycert-terminal',
    version: ctx.version,
    seed: c.seed,
    autoPresent: c.autoPresent,
    faults: [...c.faults],
    printer: c.printer,
    clockSpeed: c.clockSpeed,
    personality: c.personality.name,
    now: ctx.runtime.clock.now() / 1000,
  };
}

/** Parses a config patch (POST /_sim/config and /_sim/reset); throws naming the field and rule. */
export function parseConfigPatch(body: unknown): Partial<Omit<RuntimeConfig, 'seed'>> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new Error('body: must be a JSON object');
  const b = body as Record<string, unknown>;
  const out: Partial<Omit<RuntimeConfig, 'seed'>> = {};
  for (const key of Object.keys(b)) {
    if (!['autoPresent', 'faults', 'printer', 'clockSpeed'].includes(key))
      throw new Error(`${key}: unknown field`);
  }
  if (b.autoPresent !== undefined) {
    const a = b.autoPresent as { delayMs?: unknown } | false;
    if (a === false) out.autoPresent = false;
    else if (a !== null && typeof a === 'object' && typeof a.delayMs === 'number' && a.delayMs >= 0)
      out.autoPresent = { delayMs: a.delayMs };
    else throw new Error('autoPresent: must be false or {"delayMs": <number >= 0>}');
  }
  if (b.faults !== undefined) {
    if (!Array.isArray(b.faults) || !b.faults.every((f) => typeof f === 'string'))
      throw new Error('faults: must be an array of fault names');
    out.faults = parseFaults(b.faults);
  }
  if (b.printer !== undefined) {
    if (b.printer !== 'ready' && b.printer !== 'absent' && b.printer !== 'out-of-paper') {
      throw new Error('printer: must be ready, absent or out-of-paper');
    }
    out.printer = b.printer;
  }
  if (b.clockSpeed !== undefined) {
    if (typeof b.clockSpeed !== 'number' || !(b.clockSpeed >= 0) || b.clockSpeed > 1e6)
      throw new Error('clockSpeed: must be a number from 0 to 1000000');
    out.clockSpeed = b.clockSpeed;
  }
  return out;
}

export async function handleControl(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  // For tools, not for web pages (kit/origin.ts): a page elsewhere or a rebound name is refused, whatever it sends.
  const crossOrigin = crossOriginProblem(req);
  if (crossOrigin !== undefined)
    return ctx.error(res, { status: 403, description: `Forbidden: ${crossOrigin}` });
  if (!ctx.authorize(req, res, false)) return;
  const rt = ctx.runtime;
  const m = rt.machine;
  const route = `${req.method ?? 'GET'} ${path}`;
  if (route === 'GET /') return serveDevicePage(res);
  if (path.startsWith(simPageBase) && handleDevicePage(ctx, req, res, path)) return;
  if (route === 'DELETE /_sim/paper') {
    // Tearing the paper off, as a person at the device does (the page's control).
    rt.printer.clear();
    ctx.pages.feed.poke();
    return sendJson(res, 200, { success: true });
  }
  if (route === 'GET /_sim/info') return sendJson(res, 200, simInfo(ctx));
  if (route === 'GET /_sim/cards')
    return sendJson(res, 200, { success: true, cards: testCards.map(publicTestCard) });
  if (route === 'GET /_sim/paper') return paperPage(ctx, req, res);
  if (path === '/_sim/outcomes') return handleOutcomes(ctx, req, res);
  if (path === '/_sim/drills') return handleDrills(ctx, req, res);
  if (req.method !== 'POST') return ctx.error(res, E.NOT_FOUND);
  const body = await readJsonBody(req, ctx.limits);
  if (!body.ok) return ctx.error(res, body.error);
  const b = (body.json ?? {}) as Record<string, unknown>;
  switch (path) {
    case '/_sim/reset':
    case '/_sim/config': {
      let patch;
      try {
        patch = parseConfigPatch(body.json);
      } catch (e) {
        return ctx.error(res, { status: 400, description: (e as Error).message });
      }
      if (path === '/_sim/reset') {
        rt.reset();
        ctx.drills.clear();
      }
      rt.configure(patch);
      return sendJson(res, 200, { success: true, ...simInfo(ctx) });
    }
    case '/_sim/present': {
      if (typeof b.card !== 'string') return ctx.error(res, E.fieldError('card', 'required: a test card id'));
      const card = b.card;
      const out = rt.run((now) => m.present(card, now));
      return out.ok ? sendBytes200(ctx, res, out.value) : ctx.error(res, out.error);
    }
    case '/_sim/cancel': {
      const out = rt.run((now) => m.cancel(now));
      return out.ok ? sendBytes200(ctx, res, out.value) : ctx.error(res, out.error);
    }
    case '/_sim/clock/advance': {
      const ms = b.ms;
      if (typeof ms !== 'number' || !(ms >= 0) || ms > MAX_ADVANCE_MS) {
        return ctx.error(
          res,
          E.fieldError('ms', `required: a number of milliseconds from 0 to ${MAX_ADVANCE_MS}`),
        );
      }
      rt.advanceClock(ms);
      return sendJson(res, 200, { success: true, now: rt.clock.now() / 1000 });
    }
    case '/_sim/wait-idle': {
      const timeout =
        typeof b.timeoutMs === 'number' ? Math.min(MAX_WAIT_MS, Math.max(0, b.timeoutMs)) : 5_000;
      const idle = await waitIdle(ctx, timeout);
      return idle
        ? sendJson(res, 200, { success: true, idle: true })
        : ctx.error(res, { status: 408, description: `Still active after ${timeout} ms` });
    }
  }
  return ctx.error(res, E.NOT_FOUND);
}

/**
 * GET /_sim/paper[?offset=<n>&limit=<n>]: a page of the roll (issue 13: the
 * answer is bounded). offset counts every entry ever printed; without a
 * query the page is the whole roll kept (at most MAX_ROLL_ENTRIES).
 */
function paperPage(ctx: SimContext, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const number = (name: string, fallback: number, max: number): number | undefined => {
    const v = query.get(name);
    if (v === null) return fallback;
    return /^\d{1,9}$/.test(v) && Number(v) <= max ? Number(v) : undefined;
  };
  const printer = ctx.runtime.printer;
  const offset = number('offset', 0, Number.MAX_SAFE_INTEGER);
  const limit = number('limit', MAX_ROLL_ENTRIES, MAX_ROLL_ENTRIES);
  if (offset === undefined) return ctx.error(res, E.fieldError('offset', 'must be a whole number'));
  if (limit === undefined)
    return ctx.error(res, E.fieldError('limit', `must be a whole number from 0 to ${MAX_ROLL_ENTRIES}`));
  const page = printer.page(offset, limit);
  const roll = { entries: page.entries, length: printer.length };
  const next = Math.max(offset, page.first) + page.entries.length;
  return sendJson(res, 200, {
    success: true,
    roll,
    lines: renderRoll(roll),
    first: page.first,
    total: page.total,
    ...(next < page.total ? { next } : {}),
  });
}

function sendBytes200(
  ctx: SimContext,
  res: ServerResponse,
  rec: Parameters<SimContext['transactionBody']>[0],
): void {
  sendBytes(res, 200, ctx.transactionBody(rec));
}

/** Waits (bounded, in real time) until no transaction is active. */
async function waitIdle(ctx: SimContext, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    ctx.runtime.catchUp();
    if (ctx.runtime.machine.current() === null) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, Math.min(20, Math.max(1, deadline - Date.now()))));
  }
}
