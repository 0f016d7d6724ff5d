/**
 * Allure's results written as Allure writes them (the same names and bytes),
 * without a flush to disk after each file. allure-js-commons' FileSystemWriter
 * calls fsync for every result and attachment, on the Playwright runner's
 * own thread: some 400 files of a conformance run cost the runner seconds of
 * waiting for the disk, during which it hands no test to a worker. The run's
 * files need no such guarantee: the CLI seals the folder with its manifest
 * after the run, and a run that breaks is run again. The rarely written
 * files (environment, categories, globals) go to Allure's own writer.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of allure-js-commons' `Writer` this file replaces (typed here: it is not our dependency). */
export interface AllureWriter {
  writeResult(result: { uuid: string }): void;
  writeGroup(result: { uuid: string }): void;
  writeAttachment(distFileName: string, content: Buffer): void;
  writeAttachmentFromPath(distFileName: string, from: string): void;
}

/** Runs `write`; when the folder is gone (emptied by someone else since), makes it and writes again. */
function intoFolder(resultsDir: string, write: () => void): void {
  try {
    write();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    mkdirSync(resultsDir, { recursive: true });
    write();
  }
}

export function unflushedWriter<W extends AllureWriter>(allure: W, resultsDir: string): W {
  const path = (name: string): string => join(resultsDir, name);
  const write = (name: string, content: string | Buffer): void =>
    intoFolder(resultsDir, () => writeFileSync(path(name), content));
  return Object.assign(Object.create(allure) as W, {
    writeResult: (result: { uuid: string }) => write(`${result.uuid}-result.json`, JSON.stringify(result)),
    writeGroup: (result: { uuid: string }) => write(`${result.uuid}-container.json`, JSON.stringify(result)),
    writeAttachment: (name: string, content: Buffer) => write(name, content),
    writeAttachmentFromPath: (name: string, from: string) =>
      intoFolder(resultsDir, () => copyFileSync(from, path(name))),
  });
}
