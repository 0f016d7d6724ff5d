/**
 * What `paycert init` does to a project, decided without touching it: the
 * files it would write, each with what happens to it (created, kept because
 * the project's own differs, overwritten with --force, already the same),
 * and what the user must do by hand. bin/init.ts writes the plan and prints
 * it. A second run plans nothing but `unchanged`.
 */
import { envExample } from './envExample.js';
import { exampleTest } from './exampleTests.js';
import { withGitignoreLines } from './gitignoreLines.js';
import { githubGateWorkflow } from './githubWorkflows.js';
import { gitlabGateJobs, gitlabGatePath, gitlabInclude, gitlabRootFile } from './gitlabCi.js';
import type { InitOptions } from './initOptions.js';

export type FileAction = 'create' | 'overwrite' | 'keep' | 'unchanged' | 'append';

export interface PlannedFile {
  /** Relative to the project, with `/`. */
  readonly path: string;
  /** The whole text the file has after the run (for `keep` and `unchanged`: paycert's, not written). */
  readonly content: string;
  readonly action: FileAction;
}

export interface InitPlan {
  readonly files: readonly PlannedFile[];
  /** What init leaves to the user, one sentence each. */
  readonly notes: readonly string[];
}

/** The gate's workflow for the options' CI system. */
export function gateWorkflow(o: InitOptions): { path: string; content: string } {
  return o.ci === 'github'
    ? { path: '.github/workflows/paycert.yml', content: githubGateWorkflow(o) }
    : { path: gitlabGatePath, content: gitlabGateJobs(o) };
}

/**
 * The plan for a project whose files `read` gives (undefined: absent).
 * `force`: a file that differs from paycert's is overwritten rather than kept.
 */
export function planInit(
  o: InitOptions,
  read: (path: string) => string | undefined,
  force: boolean,
): InitPlan {
  const files: PlannedFile[] = [];
  const notes: string[] = [];
  const own = (path: string, content: string): void => {
    const existing = read(path);
    const action: FileAction =
      existing === undefined ? 'create' : existing === content ? 'unchanged' : force ? 'overwrite' : 'keep';
    files.push({ path, content, action });
  };
  const gate = gateWorkflow(o);
  own(gate.path, gate.content);
  if (o.ci === 'gitlab') {
    // The project's own .gitlab-ci.yml is never replaced, --force or not: it holds the project's jobs.
    const root = read('.gitlab-ci.yml');
    if (root === undefined)
      files.push({ path: '.gitlab-ci.yml', content: gitlabRootFile(), action: 'create' });
    else if (!root.includes(gitlabGatePath))
      notes.push(
        `.gitlab-ci.yml is yours and was left as it is: add "${gitlabInclude.join(' ').replace(/\s+/g, ' ')}" to it so GitLab runs the gate.`,
      );
  }
  own('.env.example', envExample());
  const example = exampleTest(o.runner);
  own(example.path, example.content);
  const ignore = read('.gitignore');
  const withLines = withGitignoreLines(ignore);
  files.push(
    withLines === undefined
      ? { path: '.gitignore', content: ignore ?? '', action: 'unchanged' }
      : { path: '.gitignore', content: withLines, action: ignore === undefined ? 'create' : 'append' },
  );
  return { files, notes };
}
