/**
 * Reads a request body as raw bytes, bounded in size. The gateway's Hash
 * covers the exact bytes (Authentication A, rule 3), so nothing is decoded
 * here. A declared Content-Length over the limit is refused before a byte is
 * read; a client that goes away (or is closed by a time-out) ends the read
 * with 'aborted' rather than leaving it pending forever.
 */
import type { IncomingMessage } from 'node:http';

export type BodyFailure = 'too-large' | 'aborted';

/**
 * Collects the body and calls back synchronously from the request's 'end'
 * event, so an API answers in the same tick as a bare node:http server
 * would (the throughput benchmarks compare the two). Calls back exactly once.
 */
export function collectBody(
  req: IncomingMessage,
  limit: number,
  done: (failure: BodyFailure | undefined, body: Buffer | undefined) => void,
): void {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    done('too-large', undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (failure: BodyFailure | undefined, body: Buffer | undefined): void => {
    if (finished) return;
    finished = true;
    done(failure, body);
  };
  req.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > limit) {
      chunks.length = 0;
      finish('too-large', undefined);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
  req.on('error', () => finish('aborted', undefined));
  req.on('close', () => finish('aborted', undefined));
}

export function readBodyBytes(
  req: IncomingMessage,
  limit: number,
): Promise<{ ok: true; body: Buffer } | { ok: false; failure: BodyFailure }> {
  return new Promise((resolve) => {
    collectBody(req, limit, (failure, body) =>
      resolve(body === undefined ? { ok: false, failure: failure ?? 'aborted' } : { ok: true, body }),
    );
  });
}
