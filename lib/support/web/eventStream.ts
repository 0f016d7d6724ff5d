/**
 * Server-sent events on node:http (the pages' live updates, read by the
 * browser's EventSource): one long answer of `text/event-stream`, an event
 * per change, a comment every so often so proxies and the browser keep the
 * connection. Bounded: a simulator serves at most `max` streams at once and
 * answers the next one 503, so open pages cannot exhaust its connections.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How often an idle stream says it is alive (a comment line, ignored by EventSource). */
const heartbeatMs = 15_000;

export interface EventStream {
  /** One event: `event: <name>` and its data as one JSON line. */
  send(event: string, data: unknown): void;
}

export class EventStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(private readonly max = 16) {}

  get count(): number {
    return this.open.size;
  }

  /**
   * Starts a stream on `res`; `onClose` runs when the page goes away. Undefined
   * (nothing written) when `max` streams are already open.
   */
  start(req: IncomingMessage, res: ServerResponse, onClose: () => void): EventStream | undefined {
    if (this.open.size >= this.max) return undefined;
    this.open.add(res);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // An EventSource reconnects by itself after this many ms when the stream drops.
      connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    const beat = setInterval(() => res.write(': alive\n\n'), heartbeatMs);
    beat.unref();
    const close = (): void => {
      if (!this.open.delete(res)) return;
      clearInterval(beat);
      onClose();
    };
    req.once('close', close);
    res.once('close', close);
    return {
      send(event, data) {
        if (res.writableEnded || res.destroyed) return;
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
    };
  }
}

/** Sends an event only when its data differs from what this stream sent last under that name. */
export class SentOnce {
  private readonly last = new Map<string, string>();

  send(stream: EventStream, event: string, data: unknown): void {
    const json = JSON.stringify(data);
    if (this.last.get(event) === json) return;
    this.last.set(event, json);
    stream.send(event, data);
  }
}
