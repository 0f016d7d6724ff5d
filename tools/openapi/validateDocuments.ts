/**
 * `npm run check` step `openapi`: validates the committed OpenAPI documents of
 * generated/openapi/ with a maintained third-party validator of the OpenAPI
 * 3.1 specification (@seriousme/openapi-schema-validator), and resolves every
 * `$ref` in them. Exit 1 with the validator's errors when one is not valid.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const openapiFiles = [
  'generated/openapi/terminal.openapi.json',
  'generated/openapi/gateway.openapi.json',
];

/** The problems of one document; none when it is a valid OpenAPI 3.1 document whose references all resolve. */
export async function documentProblems(doc: Record<string, unknown>): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(doc);
  if (!result.valid) {
    const errors = typeof result.errors === 'string' ? [result.errors] : (result.errors ?? []);
    return errors.map((e) =>
      typeof e === 'string' ? e : `${e.instancePath || '/'} ${e.message ?? e.keyword}`,
    );
  }
  if (validator.version !== '3.1') return [`validated as OpenAPI ${validator.version}, not 3.1`];
  try {
    validator.resolveRefs();
  } catch (e) {
    return [`a $ref does not resolve: ${e instanceof Error ? e.message : String(e)}`];
  }
  return [];
}

/** A committed document, parsed. */
export async function readDocument(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(root, path), 'utf8')) as Record<string, unknown>;
}

async function main(): Promise<number> {
  let failed = 0;
  for (const path of openapiFiles) {
    const problems = await documentProblems(await readDocument(path));
    if (problems.length === 0) continue;
    failed++;
    console.error(`${path} is not a valid OpenAPI 3.1 document:`);
    for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`openapi: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
