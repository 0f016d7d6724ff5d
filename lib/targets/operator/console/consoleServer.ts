/**
 * The operator's console (issue 26 item 3): a page served by the
 * certification run itself (`paycert conformance` with PAYCERT_OPERATOR=1)
 * that shows the person beside each device its current step (which card to
 * present and how, what the device should show, what to read off the paper)
 * with a button per answer the console prompt takes, the run's progress, and
 * for a review step a place to attach a photo of the printed paper (saved
 * into the evidence folder, where the manifest seals its SHA-256; never put
 * into a report). The workers ask their questions here (consolePrompt.ts);
 * the state lives on this server, so a reload loses nothing. node:http,
 * loopback unless offered on the shop's network (consoleAccess.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { ChangeFeed } from '../../../support/web/changeFeed.js';
import { EventStreams, SentOnce } from '../../../support/web/eventStream.js';
import { pageAssets } from '../../../support/web/pageAssets.js';
import { ConsoleAccess, type ConsoleReach } from './consoleAccess.js';
import { ConsoleSteps } from './consoleSteps.js';
import { redactText } from '../../../reporting/redaction/redact.js';

/** The folder of the evidence the photos go into. */
export const photosFolder = 'operator-photos';
const maxPhotoBytes = 20 * 1024 * 1024;
const maxJsonBytes = 64 * 1024;
const photoTypes: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

const assets = pageAssets(
  {
    title: 'paycert operator console',
    base: '/_console/page/',
    script: 'console.js',
    loading: 'Waiting for the run…',
  },
  import.meta.url,
);

export interface ConsoleOptions {
  readonly reach: ConsoleReach;
  /** The evidence folder of the run (photos go into operator-photos/ there). */
  readonly evidenceDir: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /** Where to listen when offered on the network; default every interface (tests give 127.0.0.1). */
  readonly networkHost?: string;
}

export interface RunningConsole {
  /** The URLs to open (on the network, with the one-time code). */
  readonly urls: readonly string[];
  /** What the workers (and the progress reporter) inherit to reach the console. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

export interface Progress {
  readonly total: number;
  readonly done: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(undefined));
  });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, maxJsonBytes);
  try {
    const doc: unknown = JSON.parse(body?.toString('utf8') ?? '');
    return doc !== null && typeof doc === 'object' && !Array.isArray(doc)
      ? (doc as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** The non-internal IPv4 addresses of this machine: where the shop's network reaches the console. */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a?.address ?? '');
}

export async function startOperatorConsole(o: ConsoleOptions): Promise<RunningConsole> {
  const access = new ConsoleAccess(o.reach);
  const feed = new ChangeFeed();
  const streams = new EventStreams(16);
  const steps = new ConsoleSteps(() => feed.poke());
  let progress: Progress = { total: 0, done: 0, passed: 0, failed: 0, skipped: 0 };
  let photoCount = 0;

  const state = (): unknown => ({ devices: steps.view(), progress, answered: steps.answered });

  async function worker(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    const doc = await readJson(req);
    // A page never shows a full card number (a keyed card's prompt names one: the terminal prompt shows it).
    const text = (k: string): string =>
      typeof doc?.[k] === 'string' ? redactText(doc[k].slice(0, 2_000)) : '';
    if (doc === undefined) return send(res, 400, { error: 'body: must be a JSON object' });
    if (route === '/_console/say') {
      steps.say(text('desk'), text('worker'), text('line'));
      return send(res, 200, { ok: true });
    }
    if (route === '/_console/progress') {
      const n = (k: string): number => (typeof doc[k] === 'number' ? doc[k] : 0);
      progress = {
        total: n('total'),
        done: n('done'),
        passed: n('passed'),
        failed: n('failed'),
        skipped: n('skipped'),
      };
      feed.poke();
      return send(res, 200, { ok: true });
    }
    // /_console/ask: held until the person answers (or the worker goes away).
    const keys = Array.isArray(doc.keys) ? doc.keys.filter((k): k is string => typeof k === 'string') : [];
    const { step, answer } = steps.ask(
      text('desk'),
      text('worker'),
      text('question'),
      keys,
      doc.review === true,
    );
    const gone = (): void => steps.withdraw(step.id);
    res.once('close', gone);
    const key = await answer;
    res.off('close', gone);
    send(res, 200, { key });
  }

  async function photo(req: IncomingMessage, res: ServerResponse, id: number): Promise<void> {
    const step = steps.current(id);
    const type =
      String(req.headers['content-type'] ?? '')
        .split(';', 1)[0]
        ?.trim() ?? '';
    const ext = photoTypes[type];
    if (step === undefined || !step.review)
      return send(res, 409, { error: 'that step is not a review step waiting for an answer' });
    if (ext === undefined) return send(res, 415, { error: 'a photo must be JPEG, PNG, WebP or HEIC' });
    const bytes = await readBody(req, maxPhotoBytes);
    if (bytes === undefined || bytes.length === 0)
      return send(res, 413, { error: `a photo must hold 1 to ${maxPhotoBytes} bytes` });
    const name = `step-${id}-photo-${++photoCount}.${ext}`;
    mkdirSync(join(o.evidenceDir, photosFolder), { recursive: true });
    writeFileSync(join(o.evidenceDir, photosFolder, name), bytes);
    step.photos.push(name);
    feed.poke();
    send(res, 200, {
      name: `${photosFolder}/${name}`,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }

  async function page(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const check = access.pageProblem(req, url.searchParams.get('code'));
    if (check.problem !== undefined) return send(res, 403, { error: `Forbidden: ${check.problem}` });
    if (check.session !== undefined) {
      res.writeHead(303, {
        location: '/',
        'set-cookie': `paycert-console=${check.session}; HttpOnly; SameSite=Strict; Path=/`,
      });
      return void res.end();
    }
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/') return assets.servePage(res);
    if (method === 'GET' && path === '/_console/events') {
      const sent = new SentOnce();
      let stop = (): void => undefined;
      const stream = streams.start(req, res, () => stop());
      if (stream === undefined) return send(res, 503, { error: 'too many pages open on this console' });
      const refresh = (): void => sent.send(stream, 'state', state());
      stop = feed.subscribe(refresh);
      return refresh();
    }
    if (
      method === 'GET' &&
      path.startsWith('/_console/page/') &&
      assets.serve(res, path.slice('/_console/page/'.length))
    )
      return;
    if (method === 'POST' && path === '/_console/answer') {
      const doc = await readJson(req);
      const id = typeof doc?.id === 'number' ? doc.id : -1;
      const key = typeof doc?.key === 'string' ? doc.key : undefined;
      return key !== undefined && steps.answer(id, key)
        ? send(res, 200, { ok: true })
        : send(res, 409, { error: 'that step is answered already, or that is not one of its answers' });
    }
    if (method === 'POST' && path === '/_console/photo')
      return photo(req, res, Number(url.searchParams.get('step')));
    send(res, 404, { error: `no ${method} ${path.slice(0, 80)} here` });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://console');
    const path = url.pathname;
    const workerRoute = ['/_console/ask', '/_console/say', '/_console/progress'].includes(path);
    const handled =
      workerRoute && req.method === 'POST'
        ? access.isWorker(req)
          ? worker(req, res, path)
          : Promise.resolve(send(res, 403, { error: 'Forbidden: not a worker of this run' }))
        : page(req, res, path, url);
    handled.catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'the console failed' });
      else res.destroy();
    });
  });
  // A question may wait for a person for minutes: no request timeout on this server.
  server.requestTimeout = 0;
  const host = o.reach === 'network' ? (o.networkHost ?? '0.0.0.0') : '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const shopHosts = o.reach === 'network' ? networkAddresses() : [];
  access.listenOn(port, shopHosts);
  const code = access.oneTimeCode;
  const urls =
    code === undefined
      ? [`http://127.0.0.1:${port}/`]
      : [...shopHosts, '127.0.0.1'].map((h) => `http://${h}:${port}/?code=${code}`);
  return {
    urls,
    env: {
      PAYCERT_OPERATOR_CONSOLE_URL: `http://127.0.0.1:${port}`,
      PAYCERT_OPERATOR_CONSOLE_TOKEN: access.workerToken,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        steps.closeAll();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
