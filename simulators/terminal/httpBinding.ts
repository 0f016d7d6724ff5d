/**
 * The HTTP binding on node:http: routes a request to the REST API (through
 * the variations: fault entries and the personality's choices) or the
 * control API, and turns every failure into an answer. The variations are
 * asked before an answer is written (kit/respond.ts), never by replacing
 * node:http's methods; with none (the reference personality, no answer
 * fault) the handlers write directly and the hot path is untouched.
 */
import type { IncomingMessage } from 'node:http';
import { matchTerminal, terminalPrefix } from '../../lib/judging/interfaces/terminalEndpoints.js';
import { percentDecode } from '../kit/percentDecode.js';
import { sendAnswer, type SimResponse } from '../kit/respond.js';
import { handleApi, handlePing, LEGACY_PING_PATH } from './apiRoutes.js';
import { handleControl } from './controlApi.js';
import * as E from './errors.js';
import type { SimContext } from './simContext.js';
import type { Exchange } from './variation.js';

async function handle(ctx: SimContext, req: IncomingMessage, res: SimResponse): Promise<void> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.includes('%') && percentDecode(path) === undefined) return ctx.error(res, E.BAD_ESCAPE);
  if (path.startsWith(terminalPrefix)) {
    const match = matchTerminal(req.method ?? 'GET', path);
    // A drill (docs/drills.md): a refused request is closed unanswered; a drilled one is answered through its hooks.
    if (!ctx.drills.takeFor(req, res, path)) return;
    const variations = ctx.runtime.variations;
    if (variations.changesAnswers) {
      ctx.runtime.catchUp();
      const x: Exchange = {
        method: req.method ?? 'GET',
        endpoint: match?.route,
        now: ctx.runtime.clock.now(),
        machine: ctx.runtime.machine,
      };
      // Only for an authorized request, so a refusal of credentials stays the reference's.
      const early = ctx.isAuthorized(req) ? variations.before(x) : undefined;
      if (early !== undefined) return sendAnswer(res, early);
      res.finish = (a) => variations.finish(a, x);
    }
    return handleApi(ctx, req, res, match);
  }
  // Routing (which path answers at all), not an answer's shape: a branch.
  if (path === LEGACY_PING_PATH && ctx.faults.has('ping-under-v1')) return handlePing(ctx, req, res);
  if (path.startsWith('/_sim/')) return handleControl(ctx, req, res, path);
  // The device page (devicePage.ts): outside /api/v2/, under the control API's rules.
  if (path === '/' && req.method === 'GET') return handleControl(ctx, req, res, path);
  ctx.error(res, E.NOT_FOUND);
}

/**
 * The listener of the terminal's server. With `durable` (--data-dir), an
 * answer leaves only once the state it shows is on disk (issue 13 item 2).
 */
export function terminalRequestListener(
  ctx: SimContext,
  durable: boolean,
): (req: IncomingMessage, res: SimResponse) => void {
  return (req, res) => {
    if (durable) res.hold = () => ctx.runtime.settled();
    handle(ctx, req, res).catch((e: unknown) => {
      // Never a stack trace to a client; one line to the operator.
      console.error(
        `terminal simulator: ${req.method ?? ''} ${(req.url ?? '').slice(0, 80)} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      // The reference's error answer, as no entry expects one.
      res.finish = undefined;
      if (!res.headersSent) ctx.error(res, E.INTERNAL);
      else res.destroy();
    });
  };
}
