/**
 * Writes the client report into the proxy's output folder, in the family of
 * the conformance report: conformance.{json,md,html} and verdict.json through
 * lib/reporting/report/writeConformanceOutputs.ts (every byte redacted with the run's
 * secrets), then manifest.json last (lib/reporting/evidence/manifest.ts), sealing the
 * recording beside them too. The folder rule is lib/reporting/evidence/reportsFolder.ts's:
 * the proxy empties it of paycert's entries before the run; here an earlier
 * report is replaced, the recording kept, and anything paycert does not write
 * refuses the folder with one sentence.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { manifestFile, sha256File, writeManifest } from '../../reporting/evidence/manifest.js';
import { reportEntries } from '../../reporting/evidence/reportsFolder.js';
import { verdictExitCodes } from '../../reporting/report/conformanceReport.js';
import {
  conformanceOutputFiles,
  writeConformanceOutputs,
} from '../../reporting/report/writeConformanceOutputs.js';
import { recordingFile, recordingSummaryFile } from '../replay/recording.js';
import type { ClientVerdict } from './clientJudge.js';
import type { ClientReport } from './clientReport.js';
import { coverageHtml, coverageMarkdown } from './renderCoverage.js';

/** What the recording proxy writes beside the report (lib/judging/replay/recording.ts). */
export const recordingEntries: readonly string[] = [recordingFile, recordingSummaryFile];

/** The sentence refusing `dir`, when it holds anything paycert does not write. */
export function clientReportFolderProblem(dir: string): string | undefined {
  mkdirSync(dir, { recursive: true });
  const foreign = readdirSync(dir).filter((e) => !reportEntries.includes(e) && !recordingEntries.includes(e));
  if (foreign.length === 0) return undefined;
  return `the client report folder ${dir} holds ${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}, which paycert did not write; name an empty folder or one of an earlier run`;
}

export const clientReportTitle = 'paycert client';

export function writeClientReport(
  report: ClientReport,
  dir: string,
  secrets: readonly string[],
): ClientVerdict {
  const problem = clientReportFolderProblem(dir);
  if (problem !== undefined) throw new Error(problem);
  for (const f of [...conformanceOutputFiles, manifestFile]) rmSync(join(dir, f), { force: true });
  writeConformanceOutputs(report, dir, secrets, {
    markdown: {
      title: clientReportTitle,
      sections: [coverageMarkdown(report.client)],
      evidenceColumn: 'Exchanges',
    },
    html: { title: clientReportTitle, sections: [coverageHtml(report.client)], evidenceColumn: 'Exchanges' },
  });
  writeManifest(dir);
  const verdict = report.verdict.verdict;
  return {
    verdict,
    exitCode: verdictExitCodes[verdict] as ClientVerdict['exitCode'],
    manifestSha256: sha256File(join(dir, manifestFile)),
  };
}
