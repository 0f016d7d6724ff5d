/**
 * Generated standalone validators and a runtime ajv compile of the same
 * schemas agree on every example document.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { schemaIds, validators, type SchemaName } from '../generated/schemas.js';
import { examples } from './examples/index.js';

async function runtimeAjv(): Promise<Ajv2020> {
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
  const entries = await readdir('schemas', { withFileTypes: true, recursive: true });
  for (const e of entries.filter((x) => x.isFile() && x.name.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(await readFile(join(e.parentPath, e.name), 'utf8')) as object);
  }
  return ajv;
}

test('generated and runtime validators agree on every example', async () => {
  const ajv = await runtimeAjv();
  expect(examples.length).toBeGreaterThan(0);
  for (const ex of examples) {
    const name: SchemaName = ex.schema;
    const runtime = ajv.getSchema(schemaIds[name]);
    expect(runtime, `runtime schema for ${name}`).toBeDefined();
    const generated = validators[name](ex.document);
    expect(generated, `${ex.name}: generated validator on ${name}`).toBe(runtime?.(ex.document));
  }
});
