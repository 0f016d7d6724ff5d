/**
 * The npm Chromium's archives are unpacked by node-tar (lib/targets/browser/untar.ts):
 * a Brotli-compressed tar of the package's layout lands under the target
 * folder with its files' modes, and an entry that would leave the folder
 * stops the unpacking with nothing written outside it.
 */
import { test, expect } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { create } from 'tar';
import { untarBrotli } from '../../lib/targets/browser/untar.js';

/** A `.tar.br` of `paths` (relative to `cwd`), written as the package ships its archives. */
function archive(work: string, cwd: string, paths: string[], name: string): string {
  const tarFile = join(work, `${name}.tar`);
  // preservePaths: the writer keeps a `..` entry as given, so the reader's refusal is what is tested.
  create({ sync: true, file: tarFile, cwd, preservePaths: true }, paths);
  const file = `${tarFile}.br`;
  writeFileSync(file, brotliCompressSync(readFileSync(tarFile)));
  return file;
}

test('a Brotli tar unpacks into the folder with its files and modes', () => {
  const work = mkdtempSync(join(tmpdir(), 'paycert-untar-'));
  const src = join(work, 'src');
  mkdirSync(join(src, 'lib'), { recursive: true });
  writeFileSync(join(src, 'lib', 'libnss3.so'), 'library');
  writeFileSync(join(src, 'swiftshader'), '#!/bin/sh\n', { mode: 0o755 });
  const into = join(work, 'into');
  mkdirSync(into);
  untarBrotli(archive(work, src, ['lib', 'swiftshader'], 'good'), into);
  expect(readFileSync(join(into, 'lib', 'libnss3.so'), 'utf8')).toBe('library');
  expect(statSync(join(into, 'swiftshader')).mode & 0o111).not.toBe(0);
});

test('an entry that would leave the folder stops the unpacking; nothing is written outside', () => {
  const work = mkdtempSync(join(tmpdir(), 'paycert-untar-'));
  const src = join(work, 'src');
  mkdirSync(src);
  writeFileSync(join(work, 'escaped.txt'), 'outside');
  const into = join(work, 'into', 'deeper');
  mkdirSync(into, { recursive: true });
  const file = archive(work, src, ['../escaped.txt'], 'bad');
  expect(() => untarBrotli(file, into)).toThrow(/\.\./);
  expect(existsSync(join(work, 'into', 'escaped.txt'))).toBe(false);
});
