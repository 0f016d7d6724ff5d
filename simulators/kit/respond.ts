/**
 * Writing a JSON answer, for both simulators: one head with Content-Type
 * and Content-Length, then the body. A string is handed to node:http as is
 * (head and body go out in one write, encoded in native code); bytes
 * already serialised (the terminal's cached documents) go out unchanged.
 */
import type { ServerResponse } from 'node:http';

export function writeJson(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra?: Readonly<Record<string, string>>,
): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  res.writeHead(status, { 'content-type': contentType, 'content-length': length, ...extra });
  if (typeof body === 'string') res.end(body, 'utf8');
  else res.end(body);
}
