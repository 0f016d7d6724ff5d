/**
 * paycert's `ci/` folder, rendered: the gate exactly as `paycert init` writes
 * it with the test command `npm test` and a node:test example, and the
 * certification run. tools/ciTemplates.ts writes ci/ from here, holds the
 * files equal to it, and validates every variant init can write.
 */
import { githubCertificationWorkflow, githubGateWorkflow } from './githubWorkflows.js';
import { gitlabCertificationJobs, gitlabGateJobs, gitlabGatePath, gitlabRootFile } from './gitlabCi.js';
import { ciSystems, runners, type CiSystem, type InitOptions } from './initOptions.js';

export interface CiFile {
  /** Relative to ci/. */
  readonly path: string;
  readonly content: string;
}

/** The test command the shipped templates run. */
export const templateTestCommand = 'npm test';

/** Every file of ci/. */
export function ciTemplates(): CiFile[] {
  const gate = (ci: CiSystem): InitOptions => ({ ci, testCommand: templateTestCommand, runner: 'node-test' });
  return [
    { path: 'github/paycert.yml', content: githubGateWorkflow(gate('github')) },
    { path: 'github/paycert-certification.yml', content: githubCertificationWorkflow() },
    { path: 'gitlab/paycert.gitlab-ci.yml', content: gitlabGateJobs(gate('gitlab')) },
    { path: 'gitlab/paycert-certification.gitlab-ci.yml', content: gitlabCertificationJobs() },
  ];
}

export interface CiVariant {
  readonly ci: CiSystem;
  /** What it is, for a problem's message. */
  readonly name: string;
  /** The project's files: for GitLab the `.gitlab-ci.yml` first, then the files it includes. */
  readonly files: readonly CiFile[];
}

/**
 * Every CI file paycert writes or ships, as a validator sees it in a
 * project: each runner's gate (and, for GitLab, the `.gitlab-ci.yml` init
 * writes to include it), and the certification runs.
 */
export function ciVariants(): CiVariant[] {
  const out: CiVariant[] = [];
  for (const ci of ciSystems)
    for (const runner of runners) {
      const o: InitOptions = { ci, testCommand: templateTestCommand, runner };
      out.push(
        ci === 'github'
          ? {
              ci,
              name: `the gate (${runner})`,
              files: [{ path: 'paycert.yml', content: githubGateWorkflow(o) }],
            }
          : {
              ci,
              name: `the gate (${runner}), included from the .gitlab-ci.yml paycert init writes`,
              files: [
                { path: '.gitlab-ci.yml', content: gitlabRootFile() },
                { path: gitlabGatePath, content: gitlabGateJobs(o) },
              ],
            },
      );
    }
  out.push(
    {
      ci: 'github',
      name: 'the certification run',
      files: [{ path: 'paycert-certification.yml', content: githubCertificationWorkflow() }],
    },
    {
      ci: 'gitlab',
      name: 'the certification run',
      files: [{ path: '.gitlab-ci.yml', content: gitlabCertificationJobs() }],
    },
  );
  return out;
}
