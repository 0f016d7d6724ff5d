/**
 * Drills (issue 22): transport faults on demand, each named and documented
 * (docs/drills.md), that the recording proxy applies to the next matching
 * exchange of the integrator's application. What breaks a payment
 * integration in the field is the answer that never arrives; a drill makes it
 * not arrive at a chosen moment, and the client judge (lib/judging/client/) then
 * judges how the application recovered (the CL-…-LOST requirements and the
 * recovery outcomes of the coverage table).
 *
 * A drill is armed once per name given; it applies to the next exchange that
 * matches it and is then spent. Times are milliseconds of the proxy's clock;
 * nothing is random, so a drill applies to the same exchange of the same
 * session every time.
 */
import { matchGateway } from '../interfaces/gatewayEndpoints.js';
import { matchTerminal } from '../interfaces/terminalEndpoints.js';
import { drillName } from '../../../generated/enums.js';
import type { RecordingExchange } from '../../../generated/types/recording/exchange.js';

/** The drills by name: the contract's list (schemas/recording/exchange.json, `drillName`), where a recording names them. */
export const drillNames = drillName;

export type DrillName = (typeof drillNames)[number];

export interface DrillDefinition {
  readonly name: DrillName;
  readonly side: 'terminal' | 'gateway';
  /** One line for the help text and the docs: what the application meets. */
  readonly summary: string;
  /** The duration the drill takes (`name:<ms>`), when it takes one, and its default. */
  readonly defaultMs?: number;
}

export const drillDefinitions: Readonly<Record<DrillName, DrillDefinition>> = {
  'lost-start-answer': {
    name: 'lost-start-answer',
    side: 'terminal',
    summary:
      'the next transaction start reaches the terminal, which starts it; its answer is dropped and the connection closed',
  },
  'slow-start-answer': {
    name: 'slow-start-answer',
    side: 'terminal',
    summary: 'the answer to the next transaction start is held <ms> (default 15000) before it is sent',
    defaultMs: 15_000,
  },
  'terminal-unreachable': {
    name: 'terminal-unreachable',
    side: 'terminal',
    summary:
      'after the next transaction start is answered, every terminal request is refused (connection closed unanswered) for <ms> (default 3000)',
    defaultMs: 3_000,
  },
  'gateway-5xx-after-create': {
    name: 'gateway-5xx-after-create',
    side: 'gateway',
    summary:
      'the next payment job is created by the gateway; the application gets 502 Bad Gateway in place of the 201',
  },
  'gateway-closed-after-create': {
    name: 'gateway-closed-after-create',
    side: 'gateway',
    summary:
      "the next payment job is created by the gateway; its answer is dropped and the application's connection closed",
  },
  'return-twice': {
    name: 'return-twice',
    side: 'gateway',
    summary:
      "the next redirect of the shopper back to the shop (a 3xx off the gateway's origin) is visited a second time by the proxy",
  },
  'return-without-payment': {
    name: 'return-without-payment',
    side: 'gateway',
    summary:
      "after the next payment job is created, the proxy visits the job's returnUrlSuccess with its references before any payment",
  },
};

/** One armed drill: its name and, for a timed one, its duration. */
export interface Drill {
  readonly name: DrillName;
  readonly ms?: number;
}

export class DrillError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DrillError';
  }
}

/** Durations a drill accepts: a minute at most, so every drill ends within a test's time. */
export const maxDrillMs = 60_000;

/** `name[:ms][,name[:ms]…]` as `--drill` and the control API take it; throws one sentence naming the drill. */
export function parseDrills(text: string): Drill[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) throw new DrillError(`a drill list names at least one of ${drillNames.join(', ')}`);
  if (parts.length > 100) throw new DrillError('at most 100 drills are armed at once');
  return parts.map(parseDrill);
}

function parseDrill(part: string): Drill {
  const [name = '', ms, ...rest] = part.split(':');
  if (!isDrillName(name))
    throw new DrillError(`unknown drill "${name.slice(0, 40)}" (known: ${drillNames.join(', ')})`);
  const def = drillDefinitions[name];
  if (ms === undefined) return def.defaultMs === undefined ? { name } : { name, ms: def.defaultMs };
  if (def.defaultMs === undefined || rest.length > 0)
    throw new DrillError(`drill ${name} takes no duration, got "${part.slice(0, 60)}"`);
  const n = Number(ms);
  if (!/^\d+$/.test(ms) || n < 1 || n > maxDrillMs)
    throw new DrillError(
      `drill ${name}: the duration is whole milliseconds from 1 to ${maxDrillMs}, got "${ms.slice(0, 20)}"`,
    );
  return { name, ms: n };
}

export function isDrillName(name: string): name is DrillName {
  return (drillNames as readonly string[]).includes(name);
}

/** The drills as one text (the help of `--drill`, the docs' table is written from the same definitions). */
export function drillHelp(): string {
  return drillNames
    .map((n) => `${n}${drillDefinitions[n].defaultMs === undefined ? '' : '[:ms]'}`)
    .join(', ');
}

/** A terminal start (the route table's `startTransaction`). */
export function isTerminalStart(method: string, path: string): boolean {
  return matchTerminal(method, path)?.route?.id === 'startTransaction';
}

/** A payment job create (the route table's `createPaymentJob`). */
export function isJobCreate(method: string, path: string): boolean {
  return matchGateway(method, path)?.route?.id === 'createPaymentJob';
}

/**
 * What the proxy tells the judge about an exchange a drill touched: the
 * drill's name, whether the application received the upstream's answer as
 * the upstream sent it, the duration of a timed drill, and for the proxy's
 * own visit of a return URL, that it is one (the exchange then went from the
 * proxy to the shop). The recording keeps it as it is (schemas/recording/exchange.json, `drill`).
 */
export type DrillMark = Readonly<NonNullable<RecordingExchange['drill']>>;
