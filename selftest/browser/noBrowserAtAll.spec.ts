/**
 * `npm run conformance` on a machine with no browser at all (issue 11, item 5),
 * end to end: discovery finds nothing (PAYCERT_BROWSER_DISCOVERY=npm hides the
 * browsers this machine has), the ordinary npm client installs the pinned
 * package from a registry, paycert unpacks it into the cache and Playwright
 * drives it through the gateway project to a full verdict. The registry is a
 * loopback stand-in serving a package of the real layout (Brotli-compressed
 * binary and archives) whose "chromium" is a two-line wrapper around this
 * machine's Chromium: the real build is 65 MB, and only its contents are
 * faked. With the registry refusing, the run is ERROR with the sentence
 * saying how to install a browser.
 */
import { test, expect } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { systemChromiumPaths } from '../../lib/targets/browser/findChromium.js';
import {
  NPM_CHROMIUM_PACKAGE,
  NPM_CHROMIUM_VERSION,
  npmChromiumDir,
} from '../../lib/targets/browser/npmChromium.js';
import { paycertCommand } from '../commands.js';

const hostChromium = systemChromiumPaths.find((p) => existsSync(p) && p.startsWith('/usr/'));

function run(cmd: string, args: string[], cwd: string): void {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
}

/** A tarball of the package's layout, its "chromium" a wrapper around `real`. */
function packageTarball(work: string, real: string): Buffer {
  const pkg = join(work, 'package');
  const bin = join(pkg, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: NPM_CHROMIUM_PACKAGE, version: NPM_CHROMIUM_VERSION, license: 'MIT' }),
  );
  // The real build brings its own libraries and fonts; the wrapper must not see those settings.
  const wrapper = `#!/bin/sh\nunset LD_LIBRARY_PATH FONTCONFIG_PATH\nexec ${real} "$@"\n`;
  writeFileSync(join(bin, 'chromium.br'), brotliCompressSync(Buffer.from(wrapper)));
  for (const name of ['al2023', 'swiftshader', 'fonts']) {
    const src = join(work, `${name}-src`);
    mkdirSync(join(src, name === 'al2023' ? 'lib' : name), { recursive: true });
    writeFileSync(join(src, name === 'al2023' ? 'lib' : name, 'README'), `${name}\n`);
    run('tar', ['-cf', join(work, `${name}.tar`), '-C', src, '.'], work);
    writeFileSync(join(bin, `${name}.tar.br`), brotliCompressSync(readFileSync(join(work, `${name}.tar`))));
  }
  run('tar', ['-czf', join(work, 'package.tgz'), 'package'], work);
  return readFileSync(join(work, 'package.tgz'));
}

/** A registry on loopback: the package's document and its tarball, or 404 for everything. */
async function registry(tarball: Buffer | undefined): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const base = `http://127.0.0.1:${String((server.address() as { port: number }).port)}`;
    if (tarball !== undefined && req.url === '/chromium.tgz') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball);
    } else if (tarball !== undefined && decodeURIComponent(req.url ?? '') === `/${NPM_CHROMIUM_PACKAGE}`) {
      const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
      const shasum = createHash('sha1').update(tarball).digest('hex');
      const version = {
        name: NPM_CHROMIUM_PACKAGE,
        version: NPM_CHROMIUM_VERSION,
        dist: { tarball: `${base}/chromium.tgz`, integrity, shasum },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: NPM_CHROMIUM_PACKAGE,
          'dist-tags': { latest: NPM_CHROMIUM_VERSION },
          versions: { [NPM_CHROMIUM_VERSION]: version },
        }),
      );
    } else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as { port: number }).port)}/`, server };
}

/** Runs the CLI without blocking this process: the registry answers from its event loop. */
function conformance(work: string, registryUrl: string): Promise<{ status: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
  // TEST_* too: the CLI must see a user's shell, not this Playwright worker's.
  for (const k of Object.keys(env))
    if (/^(TERMINAL_|GATEWAY_|PAYCERT_|npm_config_|TEST_)/i.test(k)) delete env[k];
  const child = spawn(...paycertCommand('conformance', '--project=gateway'), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PAYCERT_REPORTS_DIR: join(work, 'reports'),
      PAYCERT_BROWSER_DISCOVERY: 'npm',
      PAYCERT_BROWSER_CACHE: join(work, 'browser-cache'),
      npm_config_registry: registryUrl,
      npm_config_cache: join(work, 'npm-cache'),
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  return new Promise((resolve) =>
    child.on('close', (status) => {
      clearTimeout(killer);
      resolve({ status, out });
    }),
  );
}

test.describe('no browser at all', () => {
  test.skip(hostChromium === undefined, 'needs a system Chromium to stand in for the fetched build');

  test('conformance fetches one through the npm registry and gives the full verdict', async () => {
    test.setTimeout(300_000);
    const work = mkdtempSync(join(tmpdir(), 'paycert-no-browser-'));
    const { url, server } = await registry(packageTarball(work, hostChromium ?? ''));
    try {
      const r = await conformance(work, url);
      const out = r.out;
      expect(r.status, out.slice(-3000)).toBe(0);
      expect(out).toContain(`fetching ${NPM_CHROMIUM_PACKAGE}@${NPM_CHROMIUM_VERSION} through npm`);
      const verdict = JSON.parse(readFileSync(join(work, 'reports', 'verdict.json'), 'utf8')) as {
        verdict: string;
        scope: { areas: string[] };
      };
      expect(verdict.verdict).toBe('PASS');
      expect(verdict.scope.areas).toEqual(['gateway', 'hash']);
      expect(existsSync(join(npmChromiumDir(join(work, 'browser-cache')), '.paycert-complete'))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('with the registry refusing, the run is ERROR and says how to install a browser', async () => {
    test.setTimeout(120_000);
    const work = mkdtempSync(join(tmpdir(), 'paycert-no-browser-'));
    const { url, server } = await registry(undefined);
    try {
      const r = await conformance(work, url);
      const out = r.out;
      expect(r.status, out.slice(-3000)).toBe(2);
      expect(out).toMatch(/No Chromium found, and npm could not install/);
      expect(out).not.toContain("Executable doesn't exist");
      const verdict = JSON.parse(readFileSync(join(work, 'reports', 'verdict.json'), 'utf8')) as {
        verdict: string;
      };
      expect(verdict.verdict).toBe('ERROR');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
