/**
 * JSON Schema (2020-12) of conformance.json, version 2. It lives here, not in
 * schemas/, because it describes paycert's own output, not the contract under
 * test. selftest/reporting validates every built report against it.
 */
export const conformanceReportSchemaId = 'https://schemas.paycert.example/report/conformance-2.json';

const outcome = {
  enum: ['PASSED', 'FAILED', 'ERROR', 'WARNING', 'REVIEW', 'SKIPPED', 'NOT RUN', 'OUT OF SCOPE'],
};
const scope = {
  type: 'object',
  required: ['projects', 'areas'],
  additionalProperties: false,
  properties: {
    projects: { type: 'array', items: { type: 'string' } },
    areas: {
      type: 'array',
      items: { enum: ['gateway', 'hash', 'terminal', 'printer', 'client-gateway', 'client-terminal'] },
    },
  },
};
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
    version: { const: 2 },
    run: {
      type: 'object',
      required: ['paycertVersion', 'nodeVersion', 'startedAt', 'endedAt', 'status', 'targets', 'scope'],
      additionalProperties: false,
      properties: {
        paycertVersion: { type: 'string' },
        nodeVersion: { type: 'string' },
        startedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
        endedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
        status: { type: 'string' },
        scope,
        runTimeoutMs: { type: 'integer', minimum: 1 },
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
      required: [
        'verdict',
        'pass',
        'errors',
        'notEvaluated',
        'scope',
        'mustFailures',
        'mustFailureIds',
        'expectationProblems',
        'counts',
        'incomplete',
      ],
      properties: {
        verdict: { enum: ['PASS', 'FAIL', 'ERROR', 'INCOMPLETE'] },
        pass: { type: 'boolean' },
        errors: { type: 'array', items: { type: 'string' } },
        notEvaluated: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'outcome', 'reason'],
            additionalProperties: false,
            properties: { id: { type: 'string' }, outcome, reason: { type: 'string' } },
          },
        },
        scope,
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
          area: { enum: ['gateway', 'hash', 'terminal', 'printer', 'client-gateway', 'client-terminal'] },
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
                evidence: { type: 'object' },
              },
            },
          },
        },
      },
    },
    client: {
      description:
        "Only in a client report (lib/client/): the application's sides, exchanges and outcome coverage.",
      type: 'object',
      required: ['sides', 'coverage', 'requireOutcomes', 'missingOutcomes'],
    },
  },
} as const;
