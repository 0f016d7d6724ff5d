/**
 * Unpacks one of the npm Chromium's Brotli-compressed tar archives with the
 * maintained `tar` package (node-tar, npm's own), synchronously so that
 * discovery can run while Playwright loads its configuration. `strict`: an
 * entry node-tar would skip with a warning (a path with `..`, an absolute
 * one) stops the unpacking instead, so a half-unpacked browser is never
 * marked complete.
 */
import { extract } from 'tar';

export function untarBrotli(archive: string, into: string): void {
  extract({ file: archive, cwd: into, sync: true, strict: true, brotli: true });
}
