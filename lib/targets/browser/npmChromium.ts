/**
 * A Chromium fetched through the npm registry, for a machine with none:
 * `@sparticuz/chromium` ships a headless Chromium build for Linux x64 inside
 * the package (Brotli-compressed), with the shared libraries and fonts it
 * needs. It is installed on demand into the user's cache folder (not an
 * optionalDependency: every `npm ci` on every platform would otherwise pull
 * 65 MB that a machine with a browser never uses) and unpacked there by
 * paycert itself, so nothing lands in /tmp and the unpacked build survives
 * between runs. The unpacking is written to a scratch folder and renamed into
 * place, so two processes fetching at once never see half a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { lockedDownArgs, type BrowserChoice } from './browserChoice.js';
import { untarBrotli } from './untar.js';

export const NPM_CHROMIUM_PACKAGE = '@sparticuz/chromium';
// The newest release whose `engines` accept Node 20 (paycert's floor is 20.12); 147 and later need
// Node 22.17. Its Chromium 143 was launched and driven by Playwright 1.65 on Debian x64.
export const NPM_CHROMIUM_VERSION = '143.0.4';

/** The package holds an x64 Linux build only. */
export function npmChromiumSupported(
  platform: string = process.platform,
  arch: string = process.arch,
): boolean {
  return platform === 'linux' && arch === 'x64';
}

export function npmChromiumDir(cacheDir: string): string {
  return join(cacheDir, `sparticuz-chromium-${NPM_CHROMIUM_VERSION}`);
}

const completeMarker = '.paycert-complete';

function choiceIn(dir: string): BrowserChoice {
  return {
    source: 'npm',
    executablePath: join(dir, 'chromium'),
    // The build is a headless shell: no zygote helper (it ships none), and no sandbox as root.
    args: [...lockedDownArgs, '--no-zygote'],
    // Playwright gives the browser exactly this environment: the build's own libraries and fonts.
    env: {
      LD_LIBRARY_PATH: join(dir, 'lib'),
      FONTCONFIG_PATH: dir,
      HOME: process.env.HOME ?? tmpdir(),
    },
  };
}

/** The already unpacked build in the cache, if any. */
export function unpackedNpmChromium(
  cacheDir: string,
  exists: (p: string) => boolean = existsSync,
): BrowserChoice | undefined {
  const dir = npmChromiumDir(cacheDir);
  return exists(join(dir, completeMarker)) ? choiceIn(dir) : undefined;
}

function npm(args: readonly string[]): { ok: boolean; output: string } {
  // Under `npm run`, npm_execpath is npm's own script: run it with this Node.
  const execPath = process.env.npm_execpath;
  const viaNode = execPath !== undefined && /\.[cm]?js$/.test(execPath);
  const r = spawnSync(viaNode ? process.execPath : 'npm', viaNode ? [execPath, ...args] : [...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error?.message ?? ''}` };
}

function unpack(packageBin: string, dir: string): void {
  const scratch = `${dir}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const chromium = brotliDecompressSync(readFileSync(join(packageBin, 'chromium.br')));
  writeFileSync(join(scratch, 'chromium'), chromium, { mode: 0o755 });
  for (const archive of ['al2023.tar.br', 'swiftshader.tar.br', 'fonts.tar.br']) {
    untarBrotli(join(packageBin, archive), scratch);
  }
  // The shipped fonts.conf names Lambda's folders; point it at ours.
  writeFileSync(
    join(scratch, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  writeFileSync(join(scratch, completeMarker), `${NPM_CHROMIUM_PACKAGE}@${NPM_CHROMIUM_VERSION}\n`);
  try {
    renameSync(scratch, dir);
  } catch (e) {
    // Another process finished first: its copy is as good as ours.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(join(dir, completeMarker))) throw e;
  }
}

/**
 * Installs the pinned package into `<cacheDir>/npm` with the ordinary npm client and unpacks it.
 * Returns the choice, or the reason it could not (one line).
 */
export function fetchNpmChromium(
  cacheDir: string,
  log: (line: string) => void = () => undefined,
): BrowserChoice | string {
  if (!npmChromiumSupported())
    return `${NPM_CHROMIUM_PACKAGE} has no build for ${process.platform}-${process.arch}`;
  const ready = unpackedNpmChromium(cacheDir);
  if (ready !== undefined) return ready;
  const prefix = join(cacheDir, 'npm');
  mkdirSync(prefix, { recursive: true });
  const spec = `${NPM_CHROMIUM_PACKAGE}@${NPM_CHROMIUM_VERSION}`;
  log(`paycert: no Chromium found; fetching ${spec} through npm into ${cacheDir} (once)`);
  const installed = npm(['install', '--prefix', prefix, '--no-audit', '--no-fund', '--ignore-scripts', spec]);
  const packageBin = join(prefix, 'node_modules', '@sparticuz', 'chromium', 'bin');
  if (!installed.ok || !existsSync(join(packageBin, 'chromium.br'))) {
    const last = installed.output.trim().split('\n').pop() ?? '';
    return `npm could not install ${spec}${last === '' ? '' : ` (${last})`}`;
  }
  try {
    unpack(packageBin, npmChromiumDir(cacheDir));
  } catch (e) {
    return `unpacking ${spec} failed: ${e instanceof Error ? e.message : String(e)}`;
  }
  // The compressed package is no longer needed: keep the cache (and CI's copy of it) small.
  rmSync(prefix, { recursive: true, force: true });
  return choiceIn(npmChromiumDir(cacheDir));
}
