/**
 * The files of the simulators' pages and the operator's console, served
 * from the package itself: no network, no CDN. lit-html (a maintained,
 * dependency-free template library: escaping and minimal DOM updates) comes
 * from the package's own dependencies; the rest lies in the `pages/` folders
 * beside the code (tools/build.ts copies them into dist/). Every file goes
 * out with a Content-Security-Policy that allows this origin's scripts,
 * styles and connections only, and no framing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageShell, type PageShell } from './pageShell.js';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The headers of every page file: scripts, styles, connections and images of this origin only. */
export const pageHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' blob: data:; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The shared files every page loads, by the name the pages use under /_sim/page/. */
export const sharedPageFiles: Readonly<Record<string, string>> = {
  'page.css': fileURLToPath(new URL('pages/page.css', import.meta.url)),
  'view.js': fileURLToPath(new URL('pages/view.js', import.meta.url)),
  'lit-html.js': createRequire(import.meta.url).resolve('lit-html'),
};

export class PageAssets {
  private readonly cache = new Map<string, Buffer>();

  /** `files`: the name a page asks for → the file's path; `html`: the page itself. */
  constructor(
    private readonly files: Readonly<Record<string, string>>,
    private readonly html: string,
  ) {}

  /** Whether `name` is one of the files. */
  has(name: string): boolean {
    return Object.hasOwn(this.files, name);
  }

  /** Answers the page's HTML (pageShell.ts) with the pages' headers. */
  servePage(res: ServerResponse): void {
    const body = Buffer.from(this.html, 'utf8');
    res.writeHead(200, {
      ...pageHeaders,
      'content-type': types['.html'] ?? '',
      'content-length': body.length,
    });
    res.end(body);
  }

  /** Answers `name` (200 with the file); false, with nothing written, when it is not one of the files. */
  serve(res: ServerResponse, name: string): boolean {
    const path = Object.hasOwn(this.files, name) ? this.files[name] : undefined;
    if (path === undefined) return false;
    let body = this.cache.get(name);
    if (body === undefined) {
      body = readFileSync(path);
      this.cache.set(name, body);
    }
    res.writeHead(200, {
      ...pageHeaders,
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'content-length': body.length,
    });
    res.end(body);
    return true;
  }
}

/**
 * A page's files: the shared ones, and its own script under the name the shell loads, which lies
 * in the `pages/` folder beside the module serving it (`moduleUrl`: that module's import.meta.url).
 */
export function pageAssets(shell: PageShell, moduleUrl: string): PageAssets {
  const script = fileURLToPath(new URL(`pages/${shell.script}`, moduleUrl));
  return new PageAssets({ ...sharedPageFiles, [shell.script]: script }, pageShell(shell));
}
