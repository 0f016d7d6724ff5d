/**
 * The relay's HTTP/1.1 reading (proxy/http1/): heads parsed strictly,
 * framing decided as RFC 9112 section 6.3 says, and messages found in a
 * byte stream however it is split into reads, pipelined ones included,
 * with the coded bytes forwarded unchanged and the content decoded.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { ChunkedDecoder } from '../../proxy/http1/chunkedDecoder.js';
import { requestFraming, responseFraming } from '../../proxy/http1/framing.js';
import { MessageReader } from '../../proxy/http1/messageReader.js';
import { nodeHeaders } from '../../proxy/http1/nodeHeaders.js';
import {
  parseHead,
  parseRequestLine,
  parseStatusLine,
  type ParsedHead,
} from '../../proxy/http1/parseHead.js';

const head = (text: string): ParsedHead => {
  const h = parseHead(text);
  if (typeof h === 'string') throw new Error(h);
  return h;
};

test('a head keeps its lines as sent and refuses what node refuses', () => {
  const h = head(
    'POST /x?a=1 HTTP/1.1\r\nHost: a\r\nX-Two:  b  \r\nx-two: c\r\nSet-Cookie: 1\r\nSet-Cookie: 2',
  );
  expect(h.lines).toEqual(['Host: a', 'X-Two:  b  ', 'x-two: c', 'Set-Cookie: 1', 'Set-Cookie: 2']);
  expect(nodeHeaders(h)).toEqual({ host: 'a', 'x-two': 'b, c', 'set-cookie': ['1', '2'] });
  expect(nodeHeaders(head('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nCookie: x=1\r\nCookie: y=2'))).toEqual({
    host: 'a',
    cookie: 'x=1; y=2',
  });
  expect(parseRequestLine(h.startLine)).toEqual({ method: 'POST', target: '/x?a=1', minor: 1 });
  expect(parseRequestLine('GET /x HTTP/2.0')).toBeUndefined();
  expect(parseRequestLine('GET  /x HTTP/1.1')).toBeUndefined();
  expect(parseStatusLine('HTTP/1.1 204 No Content')).toEqual({ status: 204, minor: 1 });
  expect(parseStatusLine('HTTP/1.0 200')).toEqual({ status: 200, minor: 0 });
  expect(parseStatusLine('HTTP/1.1 20 OK')).toBeUndefined();
  expect(parseHead('GET / HTTP/1.1\r\nHost: a\nX: b')).toMatch(/bare LF/);
  expect(parseHead('GET / HTTP/1.1\r\nHost: a\r\n folded')).toMatch(/folded/);
  expect(parseHead('GET / HTTP/1.1\r\nBad Name: a')).toMatch(/not a token/);
  expect(parseHead('GET / HTTP/1.1\r\nNo colon')).toMatch(/no name/);
  expect(parseHead('GET / HTTP/1.1\r\nX: a\u0001b')).toMatch(/control character/);
});

test('framing: smuggling shapes are refused, answers follow RFC 9112 section 6.3', () => {
  const req = (fields: string) => requestFraming(head(`POST / HTTP/1.1\r\nHost: a${fields}`));
  expect(req('')).toEqual({ kind: 'none' });
  expect(req('\r\nContent-Length: 0')).toEqual({ kind: 'none' });
  expect(req('\r\nContent-Length: 12')).toEqual({ kind: 'length', length: 12 });
  expect(req('\r\nContent-Length: 12, 12')).toEqual({ kind: 'length', length: 12 });
  expect(req('\r\nContent-Length: 12\r\nContent-Length: 13')).toMatch(/disagree/);
  expect(req('\r\nContent-Length: -1')).toMatch(/not a number/);
  expect(req('\r\nTransfer-Encoding: chunked')).toEqual({ kind: 'chunked' });
  expect(req('\r\nTransfer-Encoding: chunked\r\nContent-Length: 3')).toMatch(/both/);
  expect(req('\r\nTransfer-Encoding: chunked, gzip')).toMatch(/does not end in chunked/);
  const res = (status: number, fields: string, method = 'GET') =>
    responseFraming(head(`HTTP/1.1 ${status} X${fields}`), status, method);
  expect(res(200, '\r\nContent-Length: 5', 'HEAD')).toEqual({ kind: 'none' });
  expect(res(204, '')).toEqual({ kind: 'none' });
  expect(res(304, '\r\nContent-Length: 5')).toEqual({ kind: 'none' });
  expect(res(200, '')).toEqual({ kind: 'close' });
  expect(res(200, '\r\nTransfer-Encoding: gzip')).toEqual({ kind: 'close' });
  expect(res(200, '\r\nTransfer-Encoding: chunked\r\nContent-Length: 5')).toEqual({ kind: 'chunked' });
  expect(res(200, '\r\nContent-Length: 5')).toEqual({ kind: 'length', length: 5 });
});

function chunked(body: Buffer, sizes: number[]): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const s of sizes) {
    if (at >= body.length) break;
    const piece = body.subarray(at, at + Math.max(1, s));
    at += piece.length;
    parts.push(Buffer.from(`${piece.length.toString(16)};ext=1\r\n`), piece, Buffer.from('\r\n'));
  }
  if (at < body.length)
    parts.push(Buffer.from(`${(body.length - at).toString(16)}\r\n`), body.subarray(at), Buffer.from('\r\n'));
  parts.push(Buffer.from('0\r\nTrailer-Field: x\r\n\r\n'));
  return Buffer.concat(parts);
}

/** `bytes` cut at the given points (sorted, deduplicated, within range). */
function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const c of at) {
    out.push(bytes.subarray(from, c));
    from = c;
  }
  out.push(bytes.subarray(from));
  return out.filter((b) => b.length > 0);
}

test('the chunked coding is decoded however the bytes are split, and its end found exactly', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 300 }),
      fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      (content, sizes, cuts) => {
        const coded = Buffer.concat([chunked(Buffer.from(content), sizes), Buffer.from('NEXT')]);
        const d = new ChunkedDecoder();
        const got: Buffer[] = [];
        let consumed = 0;
        for (const piece of split(coded, cuts)) {
          if (d.done) break;
          const end = d.feed(piece, 0, (b) => got.push(Buffer.from(b)));
          if (typeof end === 'string') throw new Error(end);
          consumed += end;
        }
        expect(d.done).toBe(true);
        expect(Buffer.concat(got).equals(Buffer.from(content))).toBe(true);
        expect(consumed).toBe(coded.length - 4);
      },
    ),
    { numRuns: 300 },
  );
  const bad = (text: string) => new ChunkedDecoder().feed(Buffer.from(text), 0, () => undefined);
  expect(bad('zz\r\n')).toMatch(/not hexadecimal/);
  expect(bad('2\r\nabc\r\n')).toMatch(/longer than its size/);
  expect(bad('2\nab')).toMatch(/bare LF/);
});

test('pipelined messages are found however the stream is split; the coded bytes pass unchanged', () => {
  const messages = [
    'GET /a HTTP/1.1\r\nHost: x\r\n\r\n',
    'POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello',
    `POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunked(Buffer.from('chunky body'), [3, 4]).toString('latin1')}`,
    '\r\nGET /d HTTP/1.1\r\nHost: x\r\n\r\n',
  ];
  const stream = Buffer.from(messages.join(''), 'latin1');
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
      const seen: { head: string; raw: Buffer[]; data: Buffer[] }[] = [];
      const reader = new MessageReader(
        {
          head(text) {
            seen.push({ head: text.split('\r\n')[0] ?? '', raw: [], data: [] });
            const f = requestFraming(head(text));
            if (typeof f === 'string') throw new Error(f);
            return f;
          },
          raw: (b) => seen.at(-1)?.raw.push(Buffer.from(b)),
          data: (b) => seen.at(-1)?.data.push(Buffer.from(b)),
          end: () => undefined,
          fail: (reason) => {
            throw new Error(reason);
          },
        },
        16 * 1024,
      );
      for (const piece of split(stream, cuts)) reader.feed(piece);
      expect(reader.midMessage).toBe(false);
      expect(seen.map((s) => s.head)).toEqual([
        'GET /a HTTP/1.1',
        'POST /b HTTP/1.1',
        'POST /c HTTP/1.1',
        'GET /d HTTP/1.1',
      ]);
      expect(Buffer.concat(seen[1]?.data ?? []).toString()).toBe('hello');
      expect(Buffer.concat(seen[2]?.data ?? []).toString()).toBe('chunky body');
      expect(Buffer.concat(seen[2]?.raw ?? []).toString('latin1')).toBe(
        chunked(Buffer.from('chunky body'), [3, 4]).toString('latin1'),
      );
    }),
    { numRuns: 200 },
  );
});

test('a head too large or ended by bare LFs is refused at once, not waited for', () => {
  const failures: string[] = [];
  const sink = {
    head: () => ({ kind: 'none' as const }),
    raw: () => undefined,
    data: () => undefined,
    end: () => undefined,
    fail: (reason: string, status: number) => failures.push(`${status} ${reason}`),
  };
  new MessageReader(sink, 64).feed(Buffer.from(`GET / HTTP/1.1\r\nX: ${'a'.repeat(100)}`));
  new MessageReader(sink, 1024).feed(Buffer.from('GET / HTTP/1.1\nHost: x\n\n'));
  expect(failures).toEqual(['431 the head is too large', '400 a bare LF ends a line of the head']);
});
