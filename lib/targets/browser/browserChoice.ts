/**
 * A Chromium the harness can launch, and where it was found. `env` is the
 * whole environment the browser gets (only what it needs: the npm build
 * brings its own libraries and fonts), undefined meaning "inherit".
 */
export type BrowserSource = 'PAYCERT_CHROMIUM' | 'playwright' | 'system' | 'npm';

export interface BrowserChoice {
  readonly source: BrowserSource;
  /** Undefined for Playwright's own build, which Playwright finds itself. */
  readonly executablePath: string | undefined;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>> | undefined;
}

// Flags for a locked-down machine: no sandbox as root, no GPU, and no
// background traffic to Google's hosts (only loopback is reachable).
export const lockedDownArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
