/**
 * Writes the client report into the proxy's output folder, in the family of
 * the conformance report: conformance.{json,md,html,junit.xml} and verdict.json through
 * lib/reporting/report/writeConformanceOutputs.ts (every byte redacted with the run's
 * secrets), then manifest.json last (lib/reporting/evidence/manifest.ts), sealing the
 * recording beside them too. The folder rule is lib/reporting/evidence/reportsFolder.ts's:
 * the proxy empties it of paycert's entries before the run; here an earlier
 * report is replaced, the recording kept, and anything paycert does not write
 * refuses the folder with one sentence. The verdict carries the console's
 * account of the report (clientConsole.ts), redacted as the files are.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { manifestFile, sha256File, writeManifest } from '../../reporting/evidence/manifest.js';
import { folderProblem } from '../../reporting/evidence/reportsFolder.js';
import { verdictExitCodes } from '../../reporting/report/conformanceReport.js';
import {
  conformanceOutputFiles,
  writeConformanceOutputs,
} from '../../reporting/report/writeConformanceOutputs.js';
import { redactText } from '../../reporting/redaction/redact.js';
import type { ClientVerdict } from './clientJudge.js';
import { renderClientConsole } from './clientConsole.js';
import { clientReportTitle, type ClientReport } from './clientReport.js';
import { coverageHtml, coverageMarkdown } from './renderCoverage.js';
import { featuresHtml, featuresMarkdown } from './renderFeatures.js';

export function writeClientReport(
  report: ClientReport,
  dir: string,
  secrets: readonly string[],
): ClientVerdict {
  mkdirSync(dir, { recursive: true });
  const problem = folderProblem(dir, 'client', `the client report folder ${dir}`);
  if (problem !== undefined) throw new Error(problem);
  for (const f of [...conformanceOutputFiles, manifestFile]) rmSync(join(dir, f), { force: true });
  writeConformanceOutputs(report, dir, secrets, {
    markdown: {
      title: clientReportTitle,
      sections: [featuresMarkdown(report.client), coverageMarkdown(report.client)],
    },
    html: { title: clientReportTitle, sections: [featuresHtml(report.client), coverageHtml(report.client)] },
  });
  writeManifest(dir);
  const verdict = report.verdict.verdict;
  return {
    verdict,
    exitCode: verdictExitCodes[verdict] as ClientVerdict['exitCode'],
    manifestSha256: sha256File(join(dir, manifestFile)),
    summary: redactText(renderClientConsole(report, dir), secrets),
  };
}
