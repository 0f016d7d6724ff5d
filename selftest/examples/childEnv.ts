/** An example run as an integrator runs it: the parent run's own variables (worker index, reporter settings) would steer the child's Playwright. */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(TEST_|PW_|PLAYWRIGHT_(?!BROWSERS_PATH))/.test(key)) delete env[key];
  // The examples import `paycert`, which resolves to the repository's sources under this condition
  // (.npmrc gives it to npm's children; a run started without npm needs it said).
  const condition = '--conditions=paycert-repository-source';
  if (!(env.NODE_OPTIONS ?? '').includes(condition))
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} ${condition}`.trim();
  return env;
}
