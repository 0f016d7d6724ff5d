/**
 * The node:http server both simulators run on, with the connection limits
 * applied (limits.ts): header and body time-outs answered 408 and closed,
 * idle keep-alive connections closed, a cap on open connections, and every
 * protocol error (bad framing, bare LF, conflicting Content-Length and
 * Transfer-Encoding, an oversized request line or header) answered with a
 * status and a body rather than a silent close. With a request log, one
 * line per request (requestLog.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serverTimeouts, type ConnectionLimits } from '../../lib/targets/http/connectionLimits.js';
import { isPageRequest } from './pageHub.js';
import { logRequests, type RequestLog } from './requestLog.js';
import { SimResponse } from './respond.js';

/** A simulator's server: its answers are SimResponses (kit/respond.ts). */
export type SimHttpServer = Server<typeof IncomingMessage, typeof SimResponse>;

/** How a simulator words a transport-level refusal (its own error envelope). */
export type ErrorBody = (status: number, message: string) => { type: string; body: string };

/** Node's parser codes for a request line or header section over the size limit. */
const tooLargeCodes = new Set(['HPE_HEADER_OVERFLOW']);

function statusFor(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: 'request not received in time' };
  if (code !== undefined && tooLargeCodes.has(code))
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: 'request line or headers too large',
    };
  return { status: 400, reason: 'Bad Request', message: 'malformed HTTP request' };
}

export function createSimServer(
  limits: ConnectionLimits,
  errorBody: ErrorBody,
  listener: (req: IncomingMessage, res: SimResponse) => void,
  log?: RequestLog,
): SimHttpServer {
  /** The answer in flight on each socket: a time-out after its head was sent cannot be answered. */
  const inFlight = new WeakMap<Socket, ServerResponse>();
  const server = createServer({ ...serverTimeouts(limits), ServerResponse: SimResponse }, (req, res) => {
    inFlight.set(req.socket, res);
    // The pages' own requests are not logged: the log is of what tools and applications sent.
    if (log !== undefined && (log.active?.() ?? true) && !isPageRequest(req.url)) logRequests(log, req, res);
    listener(req, res);
  });
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const res = inFlight.get(socket);
    const answered = res !== undefined && res.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || answered) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = statusFor(err.code);
    log?.write(`${log.name.padEnd(8)}  (unreadable request) ${status}  ${message}`);
    const { type, body } = errorBody(status, message);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
    // A client that does not read the answer must not hold the socket open.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
  return server;
}

/** Listens on 127.0.0.1 (loopback only, by design) and resolves the bound port. */
export async function listenLoopback(server: SimHttpServer, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return address.port;
}

/** Closes the listener and every connection, idle or not. */
export function closeServer(server: SimHttpServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
