/**
 * The configuration `npm run merge` gives `playwright merge-reports`: the
 * same reporters as a conformance run (lib/reporting/merge/paycertReporters.ts),
 * writing into the evidence folder bin/merge.ts names.
 */
import { fileURLToPath } from 'node:url';
import { runFolder } from '../lib/reporting/evidence/evidenceRun.js';
import { paycertReporters } from '../lib/reporting/merge/paycertReporters.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export default {
  // merge-reports writes test locations relative to this folder: the repository's, as a run does.
  testDir: root,
  // bin/merge.ts names the merged evidence folder (PAYCERT_EVIDENCE_DIR).
  reporter: paycertReporters(runFolder().dir, root, { evidence: runFolder().evidence }),
};
