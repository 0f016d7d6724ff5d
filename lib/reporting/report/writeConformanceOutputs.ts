/**
 * Writes conformance.json, conformance.md, conformance.html,
 * conformance.junit.xml and verdict.json into the reports folder. Every byte passes lib/reporting/redaction first (the JSON as
 * a value, so secret field names are caught too; the texts as text), with the
 * run's literal secrets from the environment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redactText, redactValue } from '../redaction/redact.js';
import type { ConformanceReport } from './conformanceReport.js';
import { renderHtml, type HtmlExtras } from './renderHtml.js';
import { renderJunit } from './renderJunit.js';
import { renderMarkdown, type MarkdownExtras } from './renderMarkdown.js';

export const conformanceOutputFiles = [
  'conformance.json',
  'conformance.md',
  'conformance.html',
  'conformance.junit.xml',
  'verdict.json',
];

export function writeConformanceOutputs(
  report: ConformanceReport,
  dir: string,
  secrets: readonly string[],
  /** What the client report adds (lib/judging/client/); a server report has none. */
  extras: { readonly markdown?: MarkdownExtras; readonly html?: HtmlExtras } = {},
): void {
  mkdirSync(dir, { recursive: true });
  const json = (v: unknown): string => `${JSON.stringify(redactValue(v, secrets), null, 2)}\n`;
  writeFileSync(join(dir, 'conformance.json'), json(report));
  writeFileSync(join(dir, 'conformance.md'), redactText(renderMarkdown(report, extras.markdown), secrets));
  writeFileSync(join(dir, 'conformance.html'), redactText(renderHtml(report, extras.html), secrets));
  writeFileSync(join(dir, 'conformance.junit.xml'), redactText(renderJunit(report), secrets));
  writeFileSync(join(dir, 'verdict.json'), json({ ...report.verdict, report: 'conformance.json' }));
}
