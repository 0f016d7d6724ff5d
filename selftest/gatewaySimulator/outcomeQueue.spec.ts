/**
 * Outcomes on demand (issue 14, item 4): a queued 3-D Secure outcome
 * resolves the next opened 3-D Secure page at once, with the redirect and
 * the job the form post of that choice gives, for a plain HTTP client and a
 * browser alike; the queue is shown, cleared and reset; bad input names the
 * field and the rule.
 */
import { MAX_QUEUED_OUTCOMES } from '../../simulators/kit/outcomeQueue.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { gatewayQueueable, queuedChoice } from '../../simulators/gateway/queuedOutcomes.js';
import { jobFacts, outcomeOfJob } from '../../lib/judging/client/gatewayOutcome.js';
import {
  cardParameters,
  configA,
  expect,
  GatewayTestClient,
  jobRequest,
  test,
  visaChallenge,
  type JobDoc,
} from './gatewayTest.js';

const returns = {
  returnUrlSuccess: 'http://127.0.0.1:9/shop/ok',
  returnUrlFailed: 'http://127.0.0.1:9/shop/failed',
  returnUrlCancelled: 'http://127.0.0.1:9/shop/cancelled',
};

async function createJob(gw: GatewayTestClient): Promise<JobDoc> {
  const created = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest({ ...cardParameters(visaChallenge), ...returns }),
  );
  expect(created.status).toBe(201);
  return created.body as JobDoc;
}

/** Follows the action link as a plain HTTP client would, without following the redirect. */
async function open(job: JobDoc): Promise<{ status: number; location: string | null }> {
  const r = await fetch(job.links.action.url ?? '', { redirect: 'manual' });
  await r.arrayBuffer();
  return { status: r.status, location: r.headers.get('location') };
}

async function retrieve(gw: GatewayTestClient, job: JobDoc): Promise<JobDoc> {
  return (await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body as JobDoc;
}

/** What a test compares between two jobs: status, payment status and the steps, not references or times. */
function outcomeOf(job: JobDoc): unknown {
  const p = job.data.payments[0];
  return {
    paymentStatus: job.data.paymentStatus,
    status: p?.status,
    steps: p?.steps.map((s) => [s.action, s.status]),
  };
}

for (const outcome of gatewayQueueable) {
  test(`queued ${outcome}: the opened page redirects as the form post of that choice does`, async ({
    gw,
  }) => {
    const posted = await gw.control('/_sim/outcomes', { queue: [outcome] });
    expect(posted.body).toEqual({ queue: [outcome] });
    const queuedJob = await createJob(gw);
    const byQueue = await open(queuedJob);
    expect(byQueue.status).toBe(303);
    expect((await gw.control('/_sim/outcomes')).body).toEqual({ queue: [] });

    const formJob = await createJob(gw);
    const byForm = await gw.choose(formJob.links.action.url ?? '', queuedChoice[outcome]);
    expect(byForm.status).toBe(303);
    const refs = (job: JobDoc, location: string | null): string | undefined =>
      location
        ?.replace(job.data.reference, '<job>')
        .replace(job.data.payments[0]?.reference ?? '<none>', '<payment>');
    expect(refs(queuedJob, byQueue.location)).toBe(refs(formJob, byForm.location));
    expect(outcomeOf(await retrieve(gw, queuedJob))).toEqual(outcomeOf(await retrieve(gw, formJob)));
  });
}

test('outcomes are taken in order by the pages opened, not by the jobs created', async ({ gw }) => {
  await gw.control('/_sim/outcomes', { queue: ['gateway.3ds-failed', '3ds-passed'] });
  const first = await createJob(gw);
  const second = await createJob(gw);
  expect((await open(second)).location).toContain('/shop/failed?');
  expect((await open(first)).location).toContain('/shop/ok?');
  expect((await retrieve(gw, second)).data.paymentStatus).not.toBe('Paid');
  expect((await retrieve(gw, first)).data.paymentStatus).toBe('Paid');
});

test('a finished job shows its page and leaves the queue alone', async ({ gw }) => {
  const job = await createJob(gw);
  await gw.choose(job.links.action.url ?? '', 'cancel');
  await gw.control('/_sim/outcomes', { queue: ['3ds-passed'] });
  const again = await open(job);
  expect(again.status).toBe(200);
  expect((await gw.control('/_sim/outcomes')).body).toEqual({ queue: ['3ds-passed'] });
});

test('a browser opening the page lands on the return URL of the queued outcome', async ({ gw, page }) => {
  await gw.control('/_sim/outcomes', { queue: ['3ds-not-authenticated'] });
  const created = await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)));
  const job = created.body as JobDoc;
  await page.goto(job.links.action.url ?? '');
  await expect(page.getByTestId('return-kind')).toHaveText('Returned: failed');
  expect(new URL(page.url()).searchParams.get('paymentjobref')).toBe(job.data.reference);
  expect((await retrieve(gw, job)).data.paymentStatus).not.toBe('Paid');
});

test('the field personality: a queued outcome skips its page journey too', async () => {
  const sim = await startGatewaySimulator({
    port: 0,
    seed: 5,
    personality: 'field',
    configurations: [configA],
  });
  try {
    const gw = new GatewayTestClient(sim.url);
    await gw.control('/_sim/outcomes', { queue: ['3ds-passed'] });
    const job = await createJob(gw);
    const opened = await open(job);
    expect(opened.status).toBe(303);
    expect(opened.location).toContain('/shop/ok?');
  } finally {
    await sim.stop();
  }
});

test('DELETE and reset clear the queue', async ({ gw }) => {
  await gw.control('/_sim/outcomes', { queue: [...gatewayQueueable] });
  const cleared = await fetch(`${gw.url}/_sim/outcomes`, { method: 'DELETE' });
  expect(await cleared.json()).toEqual({ queue: [] });
  await gw.control('/_sim/outcomes', { queue: ['3ds-failed'] });
  await gw.control('/_sim/reset');
  expect((await gw.control('/_sim/outcomes')).body).toEqual({ queue: [] });
  expect((await open(await createJob(gw))).status).toBe(200);
});

const badBodies: readonly { body: object; want: RegExp }[] = [
  { body: [], want: /^body must be a JSON object/ },
  { body: {}, want: /^queue: required: an array of outcome names/ },
  { body: { queue: '3ds-passed' }, want: /^queue: required: an array/ },
  { body: { queue: ['3ds-passed', 'token-paid'] }, want: /^queue\[1\]: must be one of 3ds-passed, / },
  { body: { queue: ['terminal.declined'] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: [null] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: [], extra: true }, want: /^extra: unknown field/ },
  {
    body: { queue: Array.from({ length: MAX_QUEUED_OUTCOMES + 1 }, () => '3ds-passed') },
    want: /^queue: at most 1000 outcomes may wait/,
  },
];

test('bad input is a 400 naming the field and the rule, and queues nothing', async ({ gw }) => {
  for (const { body, want } of badBodies) {
    const r = await gw.control('/_sim/outcomes', body);
    expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    const detail = (r.body as { errorReport: { errors: { message: string; parameters: string[] }[] } })
      .errorReport.errors[0];
    expect(detail?.message).toMatch(want);
    expect(detail?.parameters[0]).toBe(detail?.message.split(/:| /)[0]);
    expect(r.text).not.toMatch(/ at .*\.ts/);
  }
  const malformed = await fetch(`${gw.url}/_sim/outcomes`, {
    method: 'POST',
    body: '{"queue": [',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status).toBe(400);
  expect((await gw.control('/_sim/outcomes')).body).toEqual({ queue: [] });
});

test('cross-origin refusal and methods as on the other control routes', async ({ gw }) => {
  const foreign = { 'content-type': 'application/json', origin: 'http://evil.example' };
  const post = await fetch(`${gw.url}/_sim/outcomes`, {
    method: 'POST',
    body: '{"queue":["3ds-passed"]}',
    headers: foreign,
  });
  expect(post.status).toBe(403);
  expect((await fetch(`${gw.url}/_sim/outcomes`, { method: 'DELETE', headers: foreign })).status).toBe(403);
  expect((await fetch(`${gw.url}/_sim/outcomes`, { method: 'PUT', body: '{}' })).status).toBe(405);
  expect((await gw.control('/_sim/outcomes')).body).toEqual({ queue: [] });
});

test('a job read back tells failed (N) from not authenticated (U), so the client judge can count each', async ({
  gw,
}) => {
  await gw.control('/_sim/outcomes', { queue: ['3ds-failed', '3ds-not-authenticated'] });
  const failed = await createJob(gw);
  await open(failed);
  const notAuthenticated = await createJob(gw);
  await open(notAuthenticated);
  const authenticationStatus = async (job: JobDoc): Promise<unknown> => {
    const attrs = (await retrieve(gw, job)).data.payments[0]?.attributes as Record<string, unknown>;
    return (JSON.parse(String(attrs.serviceAcquiringDetails)) as Record<string, unknown>)
      .AuthenticationStatus;
  };
  expect(await authenticationStatus(failed)).toBe('N');
  expect(await authenticationStatus(notAuthenticated)).toBe('U');
  const read = async (job: JobDoc) => {
    const facts = jobFacts(await retrieve(gw, job));
    return facts === undefined ? undefined : outcomeOfJob(facts);
  };
  expect(await read(failed)).toBe('gateway.3ds-failed');
  expect(await read(notAuthenticated)).toBe('gateway.3ds-not-authenticated');
});
