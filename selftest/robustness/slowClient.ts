/**
 * A slow client for the time-limit self-tests of the simulators and the
 * proxy: a socket that sends `first`, then one `drip` every 100 ms until the
 * server closes it (bounded by `guardMs`). It reports the status line the
 * server answered (0 for none) and when the socket closed.
 */
import { connect } from 'node:net';

export interface SlowClientOutcome {
  readonly closedAfterMs: number;
  readonly status: number;
}

export function slowClient(
  url: string,
  first: string,
  drip: string,
  guardMs = 30_000,
): Promise<SlowClientOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => socket.destroy(), guardMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({
        closedAfterMs: Date.now() - started,
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
      });
    });
    // Drip only once connected: a drip queued before `first` would be a malformed request (400), not a slow one.
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip);
      }, 100);
    });
  });
}
