/**
 * JSON Schema (2020-12) of conformance.json, version 1. It lives here, not in
 * schemas/, because it describes paycert's own output, not the contract under
 * test. selftest/reporting validates every built report against it.
 */
export const conformanceReportSchemaId = 'https://schemas.paycert.example/report/conformance-1.json';

const outcome = { enum: ['PASSED', 'FAILED', 'WARNING', 'REVIEW', 'SKIPPED', 'NOT RUN'] };
const status = { enum: ['passed', 'failed', 'timedOut', 'skipped', 'interrupted'] };

export const conformanceReportSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: conformanceReportSchemaId,
  title: 'paycert conformance report',
  type: 'object',
  required: ['$schema', 'version', 'run', 'verdict', 'requirements'],
  additionalProperties: false,
  properties: {
    $schema: { const: conformanceReportSchemaId },
    version: { const: 1 },
    run: {
      type: 'object',
      required: ['paycertVersion', 'nodeVersion', 'startedAt', 'endedAt', 'status', 'targets'],
      additionalProperties: false,
      properties: {
        paycertVersion: { type: 'string' },
        nodeVersion: { type: 'string' },
        startedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
        endedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
        status: { type: 'string' },
        targets: {
          type: 'array',
          items: {
            type: 'object',
            required: ['kind', 'host'],
            properties: { kind: { enum: ['terminal', 'gateway'] }, host: { type: 'string' } },
          },
        },
      },
    },
    verdict: {
      type: 'object',
      required: ['pass', 'mustFailures', 'mustFailureIds', 'expectationProblems', 'counts', 'incomplete'],
      properties: {
        pass: { type: 'boolean' },
        mustFailures: { type: 'integer', minimum: 0 },
        mustFailureIds: { type: 'array', items: { type: 'string' } },
        expectedFailures: { type: 'integer', minimum: 0 },
        expectationProblems: { type: 'array', items: { type: 'string' } },
        warnings: { type: 'integer', minimum: 0 },
        reviews: { type: 'integer', minimum: 0 },
        untaggedFailures: { type: 'integer', minimum: 0 },
        incomplete: { type: 'boolean' },
        counts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
      },
    },
    requirements: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'level', 'area', 'section', 'text', 'outcome', 'messages', 'tests'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: '^[A-Z]+(-[A-Z0-9]+)+$' },
          level: { enum: ['MUST', 'OBSERVATION'] },
          area: { enum: ['gateway', 'hash', 'terminal', 'printer'] },
          section: { type: 'string' },
          text: { type: 'string' },
          outcome,
          messages: { type: 'array', items: { type: 'string' } },
          expected: {
            type: 'object',
            required: ['reason', 'expires'],
            properties: { reason: { type: 'string' }, expires: { type: 'string' } },
          },
          tests: {
            type: 'array',
            items: {
              type: 'object',
              required: ['title', 'location', 'project', 'status', 'outcome'],
              additionalProperties: false,
              properties: {
                title: { type: 'string' },
                location: { type: 'string' },
                project: { type: 'string' },
                status,
                outcome,
                message: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
} as const;
