/**
 * Refusals as RFC 9457 problem details with other status codes: 401 becomes
 * 403 and 400 becomes 422. The spec fixes only 201 for a created job.
 */
import type { Answer, PersonalityChoice } from '../../variation.js';

const statusMap: Readonly<Record<number, number>> = { 400: 422, 401: 403 };

interface Envelope {
  errorReport?: { errors?: { code?: unknown; message?: unknown; parameters?: unknown }[] };
}

function answer(a: Answer): Answer {
  if (a.status < 400 || !/^application\/json/i.test(String(a.headers['content-type'] ?? ''))) return a;
  let env: Envelope;
  try {
    env = JSON.parse(a.body.toString('utf8')) as Envelope;
  } catch {
    return a;
  }
  const first = env.errorReport?.errors?.[0];
  const status = statusMap[a.status] ?? a.status;
  const code = typeof first?.code === 'string' ? first.code : 'Error';
  const problem = {
    type: `urn:gateway:problem:${code}`,
    title: code.replace(/([a-z])([A-Z])/g, '$1 $2'),
    status,
    detail: typeof first?.message === 'string' ? first.message : 'request refused',
    invalidParams: (env.errorReport?.errors ?? []).map((e) => ({
      name: Array.isArray(e.parameters) ? e.parameters.join(',') : '',
      reason: e.message,
    })),
  };
  const body = Buffer.from(JSON.stringify(problem), 'utf8');
  return {
    status,
    headers: {
      ...a.headers,
      'content-type': 'application/problem+json; charset=utf-8',
      'content-length': body.length,
    },
    body,
  };
}

export const problemJsonRefusals: PersonalityChoice = {
  name: 'problem-json-refusals',
  allowedBy: 'Errors: "2. Other response codes of the gateway: not shown." "3. Error body shape: not shown."',
  change:
    'every refusal is application/problem+json (type, title, status, detail, invalidParams); 401 is answered 403 and 400 is answered 422',
  bytes: answer,
};
