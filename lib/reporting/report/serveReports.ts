/**
 * `paycert report [dir]`: the reports of a run, over HTTP on 127.0.0.1 (from
 * file:// the rendered Allure report shows only a spinner). One server, one
 * address: `/` lists what the folder holds with the verdict, then
 * `/conformance.html` (per requirement), `/html/` (Playwright's report, per
 * test) and `/allure/`, the Allure results rendered by the Allure 3 CLI from
 * npm (`allure generate`), grouped by area, and the reports other commands
 * left in its subfolders (`client/`, `replay/`: nestedReports.ts). The evidence
 * folder is only read: Allure renders into a temporary folder, so the
 * manifest still verifies. Pages may load nothing from elsewhere (a
 * Content-Security-Policy header; Allure's page would otherwise call a web
 * analytics service).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { escapeHtml } from '../../support/html/escapeHtml.js';
import { nestedReports, type NestedReport } from './nestedReports.js';

export interface ServeOptions {
  /** Port on 127.0.0.1; 0 (the default) takes a free one. */
  readonly port?: number;
  /** Render the Allure results (default true); without, the HTML reports only. */
  readonly allure?: boolean;
  /** Where progress lines go (default: console.log). */
  readonly log?: (line: string) => void;
  /** The longest `allure generate` may take (default 120 s): a slow machine still gets the HTML reports. */
  readonly allureTimeoutMs?: number;
}

export interface ServedReports {
  /** `http://127.0.0.1:<port>/`: the index of the reports. */
  readonly url: string;
  /** The pages served, each a full URL, present when the folder holds it. */
  readonly pages: { readonly conformance?: string; readonly playwright?: string; readonly allure?: string };
  /** The reports of other runs in its subfolders (`client/`, `replay/`), each page a full URL. */
  readonly others: readonly (NestedReport & { readonly url: string })[];
  /** Stops the server and removes the rendered Allure report. */
  close(): Promise<void>;
}

/** A folder that cannot be served, said in one sentence. */
export class ReportFolderError extends Error {
  override readonly name = 'ReportFolderError';
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // Shown, not downloaded: a replay's report is its Markdown.
  '.md': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

// Everything from this address only: inline scripts and styles, data: and blob: URLs are what the
// reports use; a call to any other host is refused by the browser.
const contentSecurityPolicy =
  "default-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'; connect-src 'self' data: blob:; frame-ancestors 'self'";

/** The Allure 3 command line of the `allure` package paycert depends on (its package.json is not exported). */
function allureCli(): string {
  const entry = createRequire(import.meta.url).resolve('allure');
  for (let dir = dirname(entry); dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      bin?: string | Record<string, string>;
    };
    if (pkg.name !== 'allure') continue;
    const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin?.allure ?? 'cli.js');
    return join(dir, bin);
  }
  throw new Error('no package.json of allure above its entry');
}

/**
 * How the rendered report groups and shows reporters/allureReporter.ts's labels: tests by area; the
 * requirement ids are listed, each with its outcome, section and sentence, in the description (a
 * test names up to twenty: as label chips they squeezed into unreadable "1 1 1").
 */
const allureConfig = {
  name: 'paycert conformance',
  hideLabels: ['requirement'],
  plugins: { awesome: { options: { reportName: 'paycert conformance', groupBy: ['area'] } } },
};

/** Renders `results` into a new temporary folder with the Allure CLI, bounded in time. */
async function renderAllure(
  results: string,
  timeoutMs: number,
): Promise<{ dir: string } | { problem: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-allure-'));
  const config = join(dir, 'allurerc.json');
  const out = join(dir, 'report');
  writeFileSync(config, JSON.stringify(allureConfig));
  let cli: string;
  try {
    cli = allureCli();
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return { problem: 'the Allure 3 command line (npm package "allure") is not installed' };
  }
  // Node bounds the run (timeout, then SIGTERM) and collects its output.
  const result = await new Promise<{ code: number | null; output: string }>((done) => {
    execFile(
      process.execPath,
      [cli, 'generate', results, '--output', out, '--config', config],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        // A string code: the command did not start (ENOENT), and the error says why.
        const unstarted = typeof error?.code === 'string' ? error.message : '';
        done({ code, output: `${stdout}${stderr}${unstarted}`.slice(-2000) });
      },
    );
  });
  if (result.code !== 0 || !existsSync(join(out, 'index.html'))) {
    rmSync(dir, { recursive: true, force: true });
    const last = result.output.trim().split('\n').at(-1) ?? '';
    return { problem: `allure generate ended with ${String(result.code)}${last === '' ? '' : `: ${last}`}` };
  }
  // Allure's page loads a web analytics script: a reviewer's browser calls nobody.
  const index = join(out, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(
      /<script async src="https:\/\/www\.googletagmanager\.com\/[^"]*"><\/script>\s*<script>[\s\S]*?<\/script>/,
      '',
    ),
  );
  return { dir: out };
}

/** The file under `root` a URL path names, or undefined for anything outside it or missing. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  if (!existsSync(full)) return undefined;
  const st = statSync(full);
  if (st.isDirectory()) {
    const index = join(full, 'index.html');
    return existsSync(index) ? index : undefined;
  }
  return st.isFile() ? full : undefined;
}

function verdictOf(dir: string): string {
  try {
    const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as { verdict?: unknown };
    return typeof v.verdict === 'string' ? v.verdict : 'no verdict';
  } catch {
    return 'no verdict';
  }
}

function indexPage(dir: string, links: readonly (readonly [string, string, string])[], note: string): string {
  const items = links
    .map(
      ([href, title, what]) =>
        `<li><a href="${escapeHtml(href)}">${escapeHtml(title)}</a>: ${escapeHtml(what)}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>paycert reports: ${escapeHtml(verdictOf(dir))}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:40px auto;max-width:760px;color:#1f2933}code{background:#eef1f4;padding:1px 4px}</style></head>
<body><h1>paycert reports: ${escapeHtml(verdictOf(dir))}</h1><p>Folder <code>${escapeHtml(dir)}</code></p><ul>${items}</ul>${note === '' ? '' : `<p>${escapeHtml(note)}</p>`}</body></html>`;
}

export async function serveReports(dir: string, options: ServeOptions = {}): Promise<ServedReports> {
  const root = resolve(dir);
  const log = options.log ?? ((line: string) => console.log(line));
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new ReportFolderError(`${dir} is not a folder: name a reports folder (default ./reports).`);
  const has = (p: string): boolean => existsSync(join(root, p));
  const results = join(root, 'allure-results');
  const hasAllure = existsSync(results) && readdirSync(results).some((f) => f.endsWith('-result.json'));
  const others = nestedReports(root);
  if (!has('conformance.html') && !has(join('html', 'index.html')) && !hasAllure && others.length === 0)
    throw new ReportFolderError(
      `${dir} holds no paycert report (conformance.html, html/, allure-results/, client/, replay/): run paycert conformance, proxy or replay first.`,
    );

  let allureDir: string | undefined;
  let note = '';
  if (hasAllure && options.allure !== false) {
    log('rendering the Allure report (allure generate)…');
    const rendered = await renderAllure(results, options.allureTimeoutMs ?? 120_000);
    if ('dir' in rendered) allureDir = rendered.dir;
    else {
      note = `The Allure report could not be rendered: ${rendered.problem}.`;
      log(note);
    }
  }

  const links: [string, string, string][] = [
    ...(has('conformance.html')
      ? [
          ['/conformance.html', 'conformance.html', 'the verdict, per requirement'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(has(join('html', 'index.html'))
      ? [['/html/', "Playwright's report", 'per test, with traces'] as [string, string, string]]
      : []),
    ...(allureDir === undefined
      ? []
      : [
          ['/allure/', 'Allure report', 'per test, by area; filter by requirement, level and outcome'] as [
            string,
            string,
            string,
          ],
        ]),
    ...others.map((o): [string, string, string] => [`/${o.page}`, o.page, o.says]),
  ];

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (status: number, type: string, body: Buffer | string): void => {
      res.writeHead(status, {
        'content-type': type,
        'content-security-policy': contentSecurityPolicy,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'only GET\n');
    if (path === '/' || path === '/index.html')
      return send(200, contentTypes['.html'] ?? '', indexPage(dir, links, note));
    if (path === '/allure') {
      res.writeHead(301, { location: '/allure/' });
      res.end();
      return;
    }
    const file = path.startsWith('/allure/')
      ? allureDir === undefined
        ? undefined
        : fileUnder(allureDir, path.slice('/allure'.length))
      : fileUnder(root, path);
    if (file === undefined) return send(404, 'text/plain; charset=utf-8', `not in the reports: ${path}\n`);
    send(200, contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream', readFileSync(file));
  };
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`could not read the file: ${e instanceof Error ? e.message : String(e)}\n`);
    }
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = `http://127.0.0.1:${port}/`;
  const page = (p: string): string => new URL(p, url).href;
  return {
    url,
    pages: {
      ...(has('conformance.html') ? { conformance: page('/conformance.html') } : {}),
      ...(has(join('html', 'index.html')) ? { playwright: page('/html/') } : {}),
      ...(allureDir === undefined ? {} : { allure: page('/allure/') }),
    },
    others: others.map((o) => ({ ...o, url: page(`/${o.page}`) })),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      if (allureDir !== undefined) rmSync(dirname(allureDir), { recursive: true, force: true });
    },
  };
}
