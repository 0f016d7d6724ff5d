/**
 * What a simulator's page is served from: the change feed its state pokes,
 * the open event streams, and the newest request-log lines. A page's stream
 * (GET /_sim/page/events) sends the whole view once, then after each change
 * only the parts that differ from what this stream already sent, computed
 * from the simulator's state at that moment.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ChangeFeed } from '../../lib/support/web/changeFeed.js';
import { EventStreams, type EventStream } from '../../lib/support/web/eventStream.js';
import { pageAssets, type PageAssets } from '../../lib/support/web/pageAssets.js';
import type { PageShell } from '../../lib/support/web/pageShell.js';
import { RecentLines } from './recentLines.js';
import type { RequestLog } from './requestLog.js';

/** One page's stream: `refresh` sends what changed since its last call (everything the first time). */
export interface PageSession {
  refresh(stream: EventStream): void;
}

/** Where a simulator's page files and its event stream are served. */
export const simPageBase = '/_sim/page/';

/** A simulator page's files (its script in the `pages/` folder beside `moduleUrl`), served under simPageBase. */
export function simPageAssets(page: Omit<PageShell, 'base'>, moduleUrl: string): PageAssets {
  return pageAssets({ ...page, base: simPageBase }, moduleUrl);
}

/** The requests of the pages themselves: not logged (the log is of what tools and applications sent). */
export function isPageRequest(url: string | undefined): boolean {
  return url === '/' || (url ?? '').startsWith(simPageBase);
}

export class PageHub {
  readonly feed = new ChangeFeed();
  readonly streams = new EventStreams();
  readonly lines = new RecentLines(500, () => this.feed.poke());

  /** `console`: where `paycert simulate` prints one line per request, if anywhere. */
  constructor(private readonly console?: (line: string) => void) {}

  /**
   * Whether anyone reads what requests leave (the console or an open page):
   * only then are log lines made and refusals kept, so an embedded simulator
   * with no page open does no extra work.
   */
  get reading(): boolean {
    return this.console !== undefined || this.feed.watched;
  }

  /** The server's request log: each line to the console, if any, and to the pages. */
  requestLog(name: string, ruleOf: RequestLog['ruleOf']): RequestLog {
    return {
      name,
      ruleOf,
      write: (line) => {
        this.lines.add(line);
        this.console?.(line);
      },
      active: () => this.reading,
    };
  }

  /** Serves GET /_sim/page/events: the session's view, then its changes and the new log lines, live. */
  events(req: IncomingMessage, res: ServerResponse, session: PageSession): boolean {
    let logSeq = 0;
    let stop = (): void => undefined;
    const stream = this.streams.start(req, res, () => stop());
    if (stream === undefined) return false;
    const refresh = (): void => {
      session.refresh(stream);
      const fresh = this.lines.after(logSeq);
      const newest = fresh[fresh.length - 1];
      if (newest === undefined) return;
      logSeq = newest.seq;
      stream.send('log', fresh);
    };
    stop = this.feed.subscribe(refresh);
    refresh();
    return true;
  }
}
