/**
 * A test's title and tags from the requirement ids it checks: every test
 * names its ids in its title AND as tags (`@GW-JOB-1`), so a report can be
 * filtered by `--grep @GW-JOB-1` and a reader sees them in the title.
 */
import { requirement } from '../../lib/requirements/catalogue.js';

export function named(title: string, ...ids: string[]): [string, { tag: string[] }] {
  for (const id of ids) requirement(id); // an unknown id fails at load time, not silently
  return [`${title} [${ids.join(', ')}]`, { tag: ids.map((id) => `@${id}`) }];
}
