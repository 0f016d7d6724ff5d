/** Raw bytes over TCP to a simulator, for what fetch will not send (bad framing, bare LF, huge lines). */
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status code, or 0 when the connection closed without an answer. */
  readonly status: number;
  readonly text: string;
  /** Milliseconds from connect until the server closed the connection. */
  readonly closedAfterMs: number;
}

/** Sends `payload` (then keeps the socket open) and resolves when the server closes it, or after `timeoutMs`. */
export function rawRequest(url: string, payload: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let text = '';
    const done = (): void => {
      clearTimeout(timer);
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : 0, text, closedAfterMs: Date.now() - started });
    };
    const timer = setTimeout(() => {
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', () => socket.write(payload));
  });
}
