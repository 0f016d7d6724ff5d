/**
 * Replays a recorded session against other targets (issue 22, item 4): each
 * exchange in order, the recorded pauses kept (bounded), ids mapped, secrets
 * re-supplied, masked cards replaced by test cards, the Hash recomputed; a
 * read whose recorded answer was further on (a transaction ended, the idle
 * screen, a job no longer Pending) is sent again until it gets there, as the
 * application polled (bounded); on a simulator the recorded card is presented
 * through its control API, on a device the operator is asked. Each answer is
 * compared with the recorded one (compareAnswers.ts) and judged by the MUST
 * requirements one answer can break (mustChecks.ts).
 */
import { matchGateway } from '../interfaces/gatewayEndpoints.js';
import { routeName } from '../interfaces/routeTable.js';
import { matchTerminal, terminalEndpoints } from '../interfaces/terminalEndpoints.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { ReplayProgress } from './replayProgress.js';
import type { TerminalCredentials } from '../../targets/config/terminalConfig.js';
import { computeHash } from '../../targets/gateway/hash.js';
import { boundedRequest } from '../../targets/http/boundedRequest.js';
import { REDACTED, redactText } from '../../reporting/redaction/redact.js';
import { transactionOf } from '../checks/terminal/exchange.js';
import { compareAnswers } from './compareAnswers.js';
import { IdMap } from './idMap.js';
import { mustFailures } from './mustChecks.js';
import type { ReplayedSource } from './recording.js';
import type { Change, ReplayedExchange } from './replayTypes.js';
import { terminalCardFor, withTestCards } from './testCardFor.js';

export interface ReplayTarget {
  readonly url: string;
}

export interface ReplayOptions {
  readonly terminal?: ReplayTarget & { readonly credentials: TerminalCredentials };
  readonly gateway?: ReplayTarget & { readonly apiKey: string; readonly configurationId?: string };
  /** Longest pause kept between two exchanges (ms). */
  readonly maxPauseMs?: number;
  /** How long a read is sent again until it reaches the recorded state (ms); a device gets the operator's time. */
  readonly settleMs?: number;
  /** Progress and operator lines. */
  readonly log?: (line: string) => void;
  /** Secrets erased from every message (the credentials are added). */
  readonly secrets?: readonly string[];
}

type Side = 'terminal' | 'gateway';
const pathOf = (target: string): string => target.split('?')[0] ?? target;

/** The endpoint without its ids, as latency and reports group it. */
export function endpointOf(method: string, target: string): string {
  const path = pathOf(target);
  const route = (matchTerminal(method, path) ?? matchGateway(method, path))?.route;
  return `${method} ${route === undefined ? path : routeName(route)}`;
}

/**
 * The moment of the session an answer shows: a transaction's activity and status, the screen, a
 * job's status; undefined for other answers. `end` says whether that moment is the end (the
 * transaction ended, the idle screen, a job no longer Pending).
 */
function momentOf(body: unknown): { key: string; end: boolean } | undefined {
  if (!isJsonObject(body)) return undefined;
  const t = transactionOf(body);
  if (t !== undefined && typeof t.is_active === 'boolean')
    return { key: `${t.is_active ? 'active' : 'ended'} ${String(t.status)}`, end: !t.is_active };
  const scene = body.scene;
  if (isJsonObject(scene) && typeof scene.path === 'string')
    return { key: scene.path, end: scene.path === 'app.views.layouts.idle' };
  const data = body.data;
  if (isJsonObject(data) && typeof data.paymentStatus === 'string')
    return { key: data.paymentStatus, end: data.paymentStatus !== 'Pending' };
  return undefined;
}

function parse(text: string): { body: unknown; isJson: boolean } {
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: undefined, isJson: false };
  }
}

/** The recorded answer; `isJson` only when its whole body was recorded as JSON (else only the status compares). */
function recordedJson(x: ReplayedSource): { status: number; body: unknown; isJson: boolean } | undefined {
  const r = x.response;
  if (r === undefined) return undefined;
  const b = r.body;
  return b !== undefined && 'json' in b && r.bodyCut !== true
    ? { status: r.status, body: b.json, isJson: true }
    : { status: r.status, body: undefined, isJson: false };
}

/** Recorded header values that are not sent again: the hop's own, and every redacted credential. */
const notCopied = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'origin',
  'referer',
  'cookie',
  'authorization',
  'hash',
]);

function headersOf(x: ReplayedSource): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x.request.headers)) {
    const value = Array.isArray(v) ? v.join(', ') : String(v);
    if (notCopied.has(k.toLowerCase()) || value.includes(REDACTED)) continue;
    out[k.toLowerCase()] = value;
  }
  return out;
}

function authHeader(c: TerminalCredentials): [string, string] {
  return c.kind === 'basic'
    ? ['authorization', `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`]
    : [c.name.toLowerCase(), c.value];
}

/** The card presentations the recording implies: after which exchange, which card (simulators' ids). */
function plannedPresentations(
  xs: readonly ReplayedSource[],
): Map<number, { card: string; instruction: string }> {
  const out = new Map<number, { card: string; instruction: string }>();
  if (xs.some((x) => pathOf(x.request.target) === '/_sim/present')) return out; // the recording presents itself
  const json = (x: ReplayedSource): unknown => {
    const b = x.response?.body;
    return b !== undefined && 'json' in b ? b.json : undefined;
  };
  xs.forEach((x, i) => {
    if (x.side !== 'terminal' || x.request.method !== 'POST') return;
    if (!/^\/api\/v2\/transactions\/(sale|refund)\.json$/.test(pathOf(x.request.target))) return;
    const started = json(x);
    const id = transactionOf(started)?.id;
    if (typeof id !== 'string') return;
    const docs = xs
      .slice(i + 1)
      .map((y) => ({ seq: y.seq, t: transactionOf(json(y)) }))
      .filter((d): d is { seq: number; t: Record<string, unknown> } => d.t?.id === id);
    // Presented as soon as the recording last saw the transaction wait for its card: its next reads follow.
    const waiting = docs.filter((d) => d.t.is_active === true && typeof d.t.input_source !== 'string').at(-1);
    const last = [...docs].reverse().find((d) => d.t.is_active === false);
    const card = last === undefined ? undefined : terminalCardFor(last.t);
    if (card !== undefined) out.set(waiting?.seq ?? x.seq, { card: card.id, instruction: card.instruction });
  });
  return out;
}

interface Sent {
  status: number;
  body: unknown;
  isJson: boolean;
  ms: number;
}

/** Replays `xs`; resolves one entry per exchange. Throws TargetUnreachable when a target gives no answer. */
export async function replaySession(
  xs: readonly ReplayedSource[],
  o: ReplayOptions,
): Promise<{ exchanges: ReplayedExchange[]; screens: unknown[] }> {
  const ids = new IdMap();
  const log = o.log ?? (() => undefined);
  const progress = new ReplayProgress(xs.length, log);
  const maxPause = o.maxPauseMs ?? 5_000;
  const secrets = [
    ...(o.secrets ?? []),
    ...(o.gateway === undefined ? [] : [o.gateway.apiKey]),
    ...(o.terminal === undefined
      ? []
      : o.terminal.credentials.kind === 'basic'
        ? [o.terminal.credentials.password]
        : [o.terminal.credentials.value]),
  ];
  const base: Record<Side, string | undefined> = { terminal: o.terminal?.url, gateway: o.gateway?.url };

  const send = async (
    side: Side,
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Sent> => {
    const url = new URL(target, base[side]);
    const started = performance.now();
    const a = await boundedRequest({
      target: side,
      method: method as 'GET' | 'POST',
      url,
      headers,
      ...(body === undefined ? {} : { body }),
      timeoutMs: 30_000,
    });
    return { status: a.status, ...parse(a.text), ms: Math.round(performance.now() - started) };
  };

  const terminalAuth = o.terminal === undefined ? undefined : authHeader(o.terminal.credentials);
  const isSimulator: Partial<Record<Side, boolean>> = {};
  const autoPresent = { on: false };
  if (o.terminal !== undefined && terminalAuth !== undefined) {
    const info = await send('terminal', 'GET', '/_sim/info', { [terminalAuth[0]]: terminalAuth[1] });
    isSimulator.terminal =
      info.status === 200 && isJsonObject(info.body) && info.body.simulator === 'paycert-terminal';
    autoPresent.on = isSimulator.terminal && isJsonObject(info.body) && isJsonObject(info.body.autoPresent);
  }
  if (o.gateway !== undefined) {
    const info = await send('gateway', 'GET', '/_sim/info', {});
    isSimulator.gateway =
      info.status === 200 && isJsonObject(info.body) && typeof info.body.simulator === 'string';
  }
  const presentations = autoPresent.on
    ? new Map<number, { card: string; instruction: string }>()
    : plannedPresentations(xs);

  const out: ReplayedExchange[] = [];
  const screens: unknown[] = [];
  let previous: { recordedAt: number; sentAt: number } | undefined;
  for (const x of xs) {
    const endpoint = endpointOf(x.request.method, x.request.target);
    const entry = { seq: x.seq, side: x.side, endpoint, recordedMs: x.durationMs, attempts: 0 };
    const skip = (why: string): void => {
      const skipped: ReplayedExchange = {
        ...entry,
        ...(x.response === undefined ? {} : { recordedStatus: x.response.status }),
        changes: [],
        notReplayed: why,
      };
      out.push(skipped);
      progress.exchange(skipped);
    };
    // Drilled recordings (docs/drills.md): the proxy's own visit of a return URL is not the application's
    // request; a request the proxy refused unanswered never reached the recorded target.
    if (x.drill?.visit === true) {
      skip(`the proxy's own visit (drill ${x.drill.name}), not the application's request`);
      continue;
    }
    if (x.drill?.delivered === false && x.response === undefined) {
      skip(`refused by the proxy (drill ${x.drill.name}): it never reached the recorded target`);
      continue;
    }
    if (base[x.side] === undefined) {
      skip(`no ${x.side} target`);
      continue;
    }
    const control = pathOf(x.request.target).startsWith('/_sim/');
    if (control && isSimulator[x.side] !== true) {
      skip("the simulators' control API: the target is not a simulator");
      continue;
    }
    if (x.request.method !== 'GET' && x.request.method !== 'POST') {
      skip(`method ${x.request.method.slice(0, 20)} is not replayed`);
      continue;
    }
    const rb = x.request.body;
    let body: string | undefined;
    if (x.request.bodyBytes > 0) {
      if (rb === undefined || 'omitted' in rb || x.request.bodyCut === true) {
        skip('its request body is not in the recording');
        continue;
      }
      body = 'json' in rb ? JSON.stringify(withTestCards(ids.json(rb.json))) : ids.text(rb.text);
    }
    // The recorded pause before this exchange, kept up to maxPause.
    if (previous !== undefined) {
      const pause = Math.min(maxPause, x.startedAt - previous.recordedAt) - (Date.now() - previous.sentAt);
      if (pause > 0) await sleep(pause);
    }
    previous = { recordedAt: x.startedAt, sentAt: Date.now() };

    const headers = headersOf(x);
    const recordedAuth = Object.entries(x.request.headers).some(
      ([k, v]) => String(v).includes(REDACTED) && !['hash', 'cookie'].includes(k.toLowerCase()),
    );
    if (x.side === 'terminal' && terminalAuth !== undefined && recordedAuth)
      headers[terminalAuth[0]] = terminalAuth[1];
    if (x.side === 'gateway' && o.gateway !== undefined) {
      if (Object.hasOwn(x.request.headers, 'hash')) headers.hash = computeHash(o.gateway.apiKey, body ?? '');
      if (o.gateway.configurationId !== undefined && headers.configurationid !== undefined)
        headers.configurationid = o.gateway.configurationId;
    }
    const target = ids.text(x.request.target);
    const answered = recordedJson(x);
    // An answer the application never got (a drill lost it) is sent again but is no baseline: the
    // application's later requests did not depend on it. Its ids are still learnt, for later reads.
    const undelivered = x.drill?.delivered === false;
    const recorded = undelivered ? undefined : answered;
    const wanted = recorded === undefined ? undefined : momentOf(recorded.body);
    // Waiting for the end is the application's polling: up to `settle`; another moment in between, briefly.
    const settle =
      wanted?.end === true ? (o.settleMs ?? (isSimulator[x.side] === true ? 15_000 : 150_000)) : 2_000;
    const deadline = Date.now() + settle;
    let a = await send(x.side, x.request.method, target, headers, body);
    let attempts = 1;
    const firstMs = a.ms;
    // A read whose answer is at another moment than the recorded one is sent again until it gets there (bounded);
    // one already past it (ended where the recording was still active) is not sent again.
    for (
      let m = momentOf(a.body);
      x.request.method === 'GET' &&
      wanted !== undefined &&
      m !== undefined &&
      m.key !== wanted.key &&
      !(m.end && !wanted.end) &&
      Date.now() < deadline;
      m = momentOf(a.body)
    ) {
      await sleep(100);
      a = await send(x.side, x.request.method, target, headers, body);
      attempts++;
    }
    const now = momentOf(a.body);
    const sameMoment = wanted === undefined || now === undefined || now.key === wanted.key;
    if (answered?.isJson === true && a.isJson) ids.learn(answered.body, a.body);
    if (x.side === 'terminal' && pathOf(target) === terminalEndpoints.getScreen.path) screens.push(a.body);
    const changes: Change[] = [];
    let alreadyBroken: string[] = [];
    if (recorded?.isJson === true && !control && sameMoment) {
      const differences = compareAnswers(recorded, a);
      const path = pathOf(target);
      const now = mustFailures(x.side, x.request.method, path, a, recorded.status);
      const was = recorded.isJson
        ? mustFailures(x.side, x.request.method, pathOf(x.request.target), recorded, recorded.status)
        : [];
      const fresh = now.filter((f) => !was.some((w) => w.id === f.id));
      alreadyBroken = [...new Set(now.filter((f) => was.some((w) => w.id === f.id)).map((f) => f.id))];
      for (const d of differences) {
        const breaking = fresh.find(
          (f) =>
            f.field !== undefined &&
            d.field !== undefined &&
            (d.field === f.field || d.field.startsWith(`${f.field}.`) || f.field.startsWith(`${d.field}.`)),
        );
        changes.push({
          ...d,
          severity: breaking === undefined ? 'silent' : 'must',
          ...(breaking === undefined ? {} : { requirement: breaking.id }),
        });
      }
      for (const f of fresh) {
        changes.push({
          kind: 'must',
          ...(f.field === undefined ? {} : { field: f.field }),
          detail: redactText(f.message, secrets),
          severity: 'must',
          requirement: f.id,
        });
      }
    } else if (recorded !== undefined && recorded.status !== a.status) {
      changes.push({ kind: 'status', detail: `${recorded.status} → ${a.status}`, severity: 'silent' });
    }
    out.push({
      ...entry,
      ...(x.response === undefined ? {} : { recordedStatus: x.response.status }),
      status: a.status,
      ms: firstMs,
      attempts,
      changes,
      ...(alreadyBroken.length === 0 ? {} : { alreadyBroken }),
      ...(undelivered && x.drill !== undefined
        ? { notCompared: `its answer was not delivered to the application (drill ${x.drill.name})` }
        : {}),
      ...(sameMoment
        ? {}
        : {
            anotherMoment: `recorded ${wanted?.key ?? ''}, replayed ${now?.key ?? ''}: not compared field by field`,
          }),
    });
    const presentation = presentations.get(x.seq);
    if (presentation !== undefined && terminalAuth !== undefined) {
      if (isSimulator.terminal === true) {
        await send(
          'terminal',
          'POST',
          '/_sim/present',
          { [terminalAuth[0]]: terminalAuth[1], 'content-type': 'application/json' },
          JSON.stringify({ card: presentation.card }),
        );
      } else log(`operator: ${presentation.instruction} (the card of the recording) now`);
    }
    const replayed = out[out.length - 1];
    if (replayed !== undefined) progress.exchange(replayed);
  }
  return { exchanges: out, screens };
}
