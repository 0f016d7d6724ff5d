/**
 * The tutorial (docs/tutorial.md) as steps a self-test follows word for word:
 * each line of its `sh` blocks is a command (a trailing `# exit N` says the
 * exit status the page promises, 0 otherwise), each `diff` block an edit of
 * the file its header names. Only what no test can do is left out, and said:
 * pushing to a CI service (`git …`) and serving the reports until Ctrl-C
 * (`npx paycert report`). `npm install -D paycert` installs the packed
 * tarball, as the package is not published.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { splitFences } from './docsCheck.js';
import { run, type Ran } from './scratchProject.js';

export type TutorialStep =
  | { readonly kind: 'run'; readonly command: string; readonly exit: number }
  | { readonly kind: 'edit'; readonly file: string; readonly from: string; readonly to: string };

/** The page's steps, in order. */
export function tutorialSteps(markdown: string): TutorialStep[] {
  const steps: TutorialStep[] = [];
  for (const block of splitFences(markdown).blocks) {
    if (block.lang === 'sh') {
      for (const line of block.lines) {
        const m = /^(.*?)(?:\s+#\s*(.*))?$/.exec(line.trim());
        const command = m?.[1]?.trim() ?? '';
        if (command === '' || command.startsWith('#')) continue;
        const exit = /^exit (\d+)/.exec(m?.[2] ?? '');
        steps.push({ kind: 'run', command, exit: exit === null ? 0 : Number(exit[1]) });
      }
    } else if (block.lang === 'diff') {
      const file =
        block.lines
          .find((l) => l.startsWith('+++ '))
          ?.slice(4)
          .trim() ?? '';
      const from = block.lines
        .filter((l) => l.startsWith('-') && !l.startsWith('---'))
        .map((l) => l.slice(1));
      const to = block.lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1));
      steps.push({ kind: 'edit', file, from: from.join('\n'), to: to.join('\n') });
    }
  }
  return steps;
}

/** Steps no self-test takes: a push to a CI service, a server that runs until Ctrl-C. */
export function skipped(step: TutorialStep): boolean {
  return step.kind === 'run' && (/^git\s/.test(step.command) || /^npx paycert report\b/.test(step.command));
}

export interface TutorialState {
  /** The folder the next command runs in. */
  cwd: string;
}

/** The outcome of one step: the command's exit status and output (an edit: 0, ''). */
export async function takeStep(step: TutorialStep, state: TutorialState, tarball: string): Promise<Ran> {
  if (step.kind === 'edit') {
    const path = join(state.cwd, step.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(step.from)) throw new Error(`${step.file} holds no line "${step.from}" to change`);
    writeFileSync(path, text.replace(step.from, step.to));
    return { code: 0, output: '' };
  }
  let last: Ran = { code: 0, output: '' };
  for (const part of step.command.split('&&').map((p) => p.trim())) {
    const cd = /^cd\s+(\S+)$/.exec(part);
    if (cd !== null) {
      state.cwd = isAbsolute(cd[1] ?? '') ? (cd[1] ?? '') : join(state.cwd, cd[1] ?? '');
      continue;
    }
    const command =
      part === 'npm install -D paycert'
        ? `npm install -D --prefer-offline --no-audit --no-fund ${JSON.stringify(tarball)}`
        : part;
    last = await run('bash', ['-c', command], state.cwd, 240_000);
    if (last.code !== 0) return last;
  }
  return last;
}
