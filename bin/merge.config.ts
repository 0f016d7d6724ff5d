/**
 * The configuration `npm run merge` gives `playwright merge-reports`: the
 * same reporters as a conformance run (lib/merge/paycertReporters.ts),
 * writing into PAYCERT_REPORTS_DIR.
 */
import { fileURLToPath } from 'node:url';
import { paycertReporters } from '../lib/merge/paycertReporters.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export default {
  // merge-reports writes test locations relative to this folder: the repository's, as a run does.
  testDir: root,
  reporter: paycertReporters(process.env.PAYCERT_REPORTS_DIR ?? 'reports', root),
};
