/**
 * Differential self-tests of the proxy's HTTP framing (issue 21, item 1):
 * the framing, smuggling and pipelining inputs a hand-written relay got
 * wrong are sent once straight to a node:http server and once through the
 * proxy in front of that same server, and must get the same treatment (the
 * same answers in the same order, the same refusals, the same close). An
 * upstream's malformed answers are read once by node's own client straight
 * from the upstream and once through the proxy: what node refuses, the
 * client of the proxy gets as a 502 naming the upstream, never forwarded
 * with its framing; what node reads, the client of the proxy reads the same.
 */
import { get as httpGet, createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { startRecordingProxy, type RunningRecordingProxy } from '../../proxy/recordingProxy.js';
import { rawRequest } from '../robustness/rawHttp.js';
import { watcher, type Watcher } from './watcher.js';
import { splitAnswers } from './rawAnswers.js';

const big = 'x'.repeat(20_000);

/**
 * Answers /big with 20,000 bytes, anything else with what it received
 * (method, target, body); a request without a body at once, as its handler
 * is called (so an answer that can go out before a later request's
 * refusal does).
 */
function startUpstream(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const answer = (body: string): void => {
      const text = JSON.stringify({ m: req.method, t: req.url, b: body });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': big.length });
      res.end(big);
    } else if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
      answer('');
    else {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => answer(Buffer.concat(chunks).toString('latin1')));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a !== null ? a.port : 0}` });
    }),
  );
}

let upstream: { server: Server; url: string };
let proxy: RunningRecordingProxy;
let judge: Watcher;

test.beforeEach(async () => {
  upstream = await startUpstream();
  judge = watcher();
  proxy = await startRecordingProxy({ terminal: { upstream: upstream.url }, tap: judge.tap });
});

test.afterEach(async () => {
  await proxy.close(1_000);
  await new Promise<void>((r) => {
    upstream.server.close(() => r());
    upstream.server.closeAllConnections();
  });
});

/**
 * How a server treated a byte stream: the answers it gave (status and
 * body), whether it refused what it could not read (an error status, or a
 * close before every request was answered: node:http does either, as it
 * can), and whether it closed the connection within 1.5 s.
 */
async function treatment(url: string, bytes: string, methods: readonly string[]) {
  const r = await rawRequest(url, bytes, 1_500);
  const { answers, rest } = splitAnswers(r.text, methods);
  const closed = r.closedAfterMs < 1_400;
  const finals = answers.filter((a) => a.status >= 200).length;
  return {
    answers: answers.filter((a) => a.status < 400).map((a) => `${a.status} ${a.body}`),
    refused: answers.some((a) => a.status >= 400) || (closed && finals < methods.length),
    rest,
    closed,
  };
}

const chunkedPost = (chunks: string): string =>
  `POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}`;

const requestCases: readonly { name: string; bytes: string; methods: string[] }[] = [
  {
    // Today's relay wrote "HTTP/1.1 100 Continue" 9,216 bytes into the previous answer's body.
    name: 'a pipelined request with Expect: 100-continue behind a large answer',
    bytes:
      'GET /big HTTP/1.1\r\nHost: x\r\n\r\n' +
      'POST /echo HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\nhello',
    methods: ['GET', 'POST'],
  },
  {
    // Today's relay reset the connection without an answer.
    name: 'a pipeline of a good request, a bad one (Content-Length and Transfer-Encoding), a good one',
    bytes:
      'GET /echo/1 HTTP/1.1\r\nHost: x\r\n\r\n' +
      'POST /echo/2 HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n' +
      'GET /echo/3 HTTP/1.1\r\nHost: x\r\n\r\n',
    methods: ['GET', 'POST', 'GET'],
  },
  {
    name: 'a duplicate, equal Content-Length',
    bytes: 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello',
    methods: ['POST'],
  },
  {
    name: 'Content-Length: 5, 5',
    bytes: 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 5\r\n\r\nhello',
    methods: ['POST'],
  },
  {
    name: 'an unterminated quoted chunk extension',
    bytes: chunkedPost('5;a="b\r\nhello\r\n0\r\n\r\n'),
    methods: ['POST'],
  },
  { name: 'junk in the trailers', bytes: chunkedPost('5\r\nhello\r\n0\r\njunk\r\n\r\n'), methods: ['POST'] },
  { name: 'a tab after the chunk size', bytes: chunkedPost('5\t\r\nhello\r\n0\r\n\r\n'), methods: ['POST'] },
  {
    name: 'a well-formed chunked body with an extension and a trailer (accepted by both)',
    bytes: chunkedPost('5;a=b\r\nhello\r\n0\r\nX-T: 1\r\n\r\n'),
    methods: ['POST'],
  },
];

for (const c of requestCases)
  test(`request side, ${c.name}: the same treatment through the proxy as straight to node:http`, async () => {
    const direct = await treatment(upstream.url, c.bytes, c.methods);
    const through = await treatment(proxy.urls.terminal as string, c.bytes, c.methods);
    expect(through).toEqual(direct);
  });

test('request side: the good request before a bad one keeps its own answer in the recording', async () => {
  await treatment(
    proxy.urls.terminal as string,
    requestCases[1]?.bytes ?? '',
    requestCases[1]?.methods ?? [],
  );
  await proxy.close(1_000);
  expect(judge.observed.map((x) => [x.request.target, x.response?.status, x.error])).toEqual([
    ['/echo/1', 200, undefined],
  ]);
});

/** A raw upstream answering every request it reads with `answer`. */
async function rawUpstream(answer: string): Promise<{ server: TcpServer; url: string }> {
  const server = createTcpServer((s) => {
    s.on('error', () => undefined);
    s.on('data', () => s.write(answer, 'latin1'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  return { server, url: `http://127.0.0.1:${typeof a === 'object' && a !== null ? a.port : 0}` };
}

/** What node's own client makes of an answer: its status and body, or "refused" when it cannot read it. */
function nodeReads(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = httpGet(`${url}/x`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
      res.on('error', () => resolve('refused'));
    });
    req.on('error', () => resolve('refused'));
    req.setTimeout(5_000, () => req.destroy(new Error('no answer in 5 s')));
  });
}

/** Each answer is refused by node's client; `never` is what of its bad framing must not reach the client. */
const responseCases: readonly { name: string; answer: string; never: RegExp }[] = [
  {
    name: 'Transfer-Encoding: chunked with a Content-Length',
    answer:
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    never: /Content-Length: 5\r\n/,
  },
  {
    name: 'Content-Length: 5, 5',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 5, 5\r\n\r\nhello',
    never: /5, 5/,
  },
  {
    name: 'a duplicate, equal Content-Length',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello',
    never: /hello/,
  },
  {
    name: 'an unterminated quoted chunk extension',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;a="b\r\nhello\r\n0\r\n\r\n',
    never: /a="b/,
  },
  {
    name: 'junk in the trailers',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\njunk\r\n\r\n',
    never: /junk/,
  },
  {
    name: 'a tab after the chunk size',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\t\r\nhello\r\n0\r\n\r\n',
    never: /5\t/,
  },
];

for (const c of responseCases)
  test(`answer side, ${c.name}: refused by node's client straight and through the proxy, never forwarded`, async () => {
    const up = await rawUpstream(c.answer);
    const p = await startRecordingProxy({ gateway: { upstream: up.url }, tap: judge.tap });
    try {
      expect(await nodeReads(up.url)).toBe('refused');
      // A bad head gives a 502 naming the upstream; a bad body, found after the head went out, cuts the answer.
      expect(await nodeReads(p.urls.gateway as string)).toMatch(
        /^(refused|502 \{"error":"paycert proxy: the gateway upstream)/,
      );
      const r = await rawRequest(p.urls.gateway as string, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n', 3_000);
      expect(r.text).not.toMatch(c.never);
    } finally {
      await p.close(1_000);
      up.server.close();
    }
  });

test('answer side, a 100 carrying a Content-Length: never forwarded with it (RFC 9110 section 8.6)', async () => {
  // node's client skips the interim answer; the proxy's upstream client refuses it (502). Neither passes it on.
  const up = await rawUpstream(
    'HTTP/1.1 100 Continue\r\nContent-Length: 5\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello',
  );
  const p = await startRecordingProxy({ gateway: { upstream: up.url }, tap: judge.tap });
  try {
    const r = await rawRequest(p.urls.gateway as string, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n', 3_000);
    const { answers } = splitAnswers(r.text, ['GET']);
    expect(answers.filter((a) => a.status < 200 && a.headers.some(([n]) => n === 'content-length'))).toEqual(
      [],
    );
    expect(answers.at(-1)?.status).toBe(502);
  } finally {
    await p.close(1_000);
    up.server.close();
  }
});

test('answer side, bytes after a complete answer: the answer passes, the kept-alive connection gets no 502 of the proxy', async () => {
  const up = await rawUpstream('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhellogarbage\r\n\r\n');
  const p = await startRecordingProxy({ gateway: { upstream: up.url }, tap: judge.tap });
  try {
    const r = await rawRequest(
      p.urls.gateway as string,
      'GET /x HTTP/1.1\r\nHost: x\r\n\r\nGET /y HTTP/1.1\r\nHost: x\r\n\r\n',
      1_500,
    );
    const { answers } = splitAnswers(r.text, ['GET', 'GET']);
    expect(answers.map((a) => `${a.status} ${a.body}`)).toEqual(['200 hello', '200 hello']);
  } finally {
    await p.close(1_000);
    up.server.close();
  }
});
