/**
 * Placeholder for `paycert report` (issue 19 item 7, written in another
 * branch): serves a reports folder's HTML report and the rendered Allure
 * report. Replaced on merge.
 */
export interface ServeReportsOptions {
  /** Port on 127.0.0.1 (0 = a free one). */
  readonly port?: number;
}

/** Resolves the exit status. */
export function serveReports(dir: string, options: ServeReportsOptions = {}): Promise<number> {
  void dir;
  void options;
  console.log('not yet');
  return Promise.resolve(2);
}
