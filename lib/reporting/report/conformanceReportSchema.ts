/**
 * JSON Schema (2020-12) of conformance.json, version 3 (3 added each
 * requirement's citations and quote, the run's conditions, and requirements in
 * scope one by one). It lives here, not in
 * schemas/, because it describes paycert's own output, not the contract under
 * test. selftest/reporting validates every built report against it.
 */
export const conformanceReportSchemaId = 'https://schemas.paycert.example/report/conformance-3.json';

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
    requirements: { type: 'array', items: { type: 'string' } },
  },
};
const strings = { type: 'array', items: { type: 'string' } };
const citation = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1 },
    anchor: { type: 'string', pattern: '^[a-z0-9_-]+$' },
    url: { type: 'string' },
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
    version: { const: 3 },
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
        evidence: { type: 'boolean' },
        conditions: {
          type: 'object',
          required: ['personalities', 'faults', 'browsers'],
          additionalProperties: false,
          properties: {
            personalities: strings,
            faults: strings,
            browsers: strings,
            seed: { type: 'string' },
          },
        },
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
        required: ['id', 'level', 'area', 'section', 'citations', 'text', 'outcome', 'messages', 'tests'],
        additionalProperties: false,
        // A MUST carries the specification's sentence that makes it one.
        if: { properties: { level: { const: 'MUST' } } },
        then: { required: ['quote'] },
        properties: {
          id: { type: 'string', pattern: '^[A-Z]+(-[A-Z0-9]+)+$' },
          level: { enum: ['MUST', 'OBSERVATION'] },
          area: { enum: ['gateway', 'hash', 'terminal', 'printer', 'client-gateway', 'client-terminal'] },
          section: { type: 'string' },
          citations: { type: 'array', minItems: 1, items: citation },
          text: { type: 'string' },
          quote: { type: 'string', minLength: 1 },
          outcome,
          messages: { type: 'array', items: { type: 'string' } },
          occurrences: { type: 'integer', minimum: 0 },
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
        "Only in a client report (lib/judging/client/): the application's sides, exchanges, outcome coverage and the optional features it used.",
      type: 'object',
      required: ['sides', 'coverage', 'requireOutcomes', 'missingOutcomes', 'features', 'missingFeatures'],
    },
  },
} as const;
