/**
 * The 3-D Secure page as an integration environment may show it: an
 * intermediate "contacting your bank" page that moves on by script, a page
 * holding the issuer's challenge in an iframe, and the challenge itself with
 * other markup (one form per choice, submit inputs, the choice posted to the
 * top window) and other labels: three choices, no cancel. Built from the
 * reference page's finished HTML: its form action and details are reused.
 */
import { escapeHtml } from '../../../../lib/support/html/escapeHtml.js';
import { page } from '../../html.js';
import type { Answer, AnswerContext, PersonalityChoice } from '../../variation.js';

const threeDsPath = /^\/gateway\/3ds\/\d+$/;

/** Labels by the value the reference form posts; the field notes' three choices only. */
export const fieldChoiceLabels = {
  success: 'Passed: cardholder verified',
  failed: 'Failed: wrong one-time code',
  'not-authenticated': 'Not authenticated: issuer unavailable',
} as const;

const csp =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'self'";

function html(a: Answer, body: string): Answer {
  const bytes = Buffer.from(body, 'utf8');
  return {
    status: 200,
    headers: { ...a.headers, 'content-security-policy': csp, 'content-length': bytes.length },
    body: bytes,
  };
}

function intermediate(a: Answer, path: string): Answer {
  const next = `${path}?acs=frame`;
  return html(
    a,
    page(
      'Contacting your bank',
      `<h1>Contacting your card issuer…</h1>
<p class="sub">Please wait, you are being redirected.</p>
<p><a href="${escapeHtml(next)}">Continue</a></p>
<script>setTimeout(function () { window.location.replace(${JSON.stringify(next)}); }, 300);</script>`,
    ),
  );
}

function frame(a: Answer, path: string): Answer {
  return html(
    a,
    page(
      'Verify your payment',
      `<h1>Verify your payment</h1>
<p class="sub">Your card issuer asks you to confirm this payment.</p>
<iframe title="Card issuer authentication" src="${escapeHtml(`${path}?acs=challenge`)}"
  style="width:100%;height:26rem;border:1px solid #b8c0cc;border-radius:8px"></iframe>`,
    ),
  );
}

function challenge(a: Answer, reference: string): Answer {
  const action = /<form method="post" action="([^"]*)">/.exec(reference)?.[1];
  const details = /<dl>[\s\S]*?<\/dl>/.exec(reference)?.[0] ?? '';
  if (action === undefined) return a;
  const forms = Object.entries(fieldChoiceLabels)
    .map(
      ([value, label]) => `<form method="post" action="${action}" target="_top">
  <input type="hidden" name="choice" value="${value}">
  <input type="submit" value="${escapeHtml(label)}">
</form>`,
    )
    .join('\n');
  return html(
    a,
    page(
      'Issuer challenge',
      `<h2>Issuer access control server (test)</h2>
${details}
<p class="note">Pick the result the issuer should return.</p>
${forms}`,
    ),
  );
}

function answer(a: Answer, ctx: AnswerContext): Answer {
  const [path = '', query = ''] = ctx.url.split('?', 2);
  if (ctx.method !== 'GET' || a.status !== 200 || !threeDsPath.test(path)) return a;
  const reference = a.body.toString('utf8');
  // A finished payment shows the reference's "already completed" page.
  if (!reference.includes('<form method="post"')) return a;
  const step = new URLSearchParams(query).get('acs');
  if (step === 'challenge') return challenge(a, reference);
  if (step === 'frame') return frame(a, path);
  return intermediate(a, path);
}

export const threeDSecureJourneyPage: PersonalityChoice = {
  name: '3ds-page-journey',
  allowedBy:
    'What the service does A, 4: "The integration environment offers a 3-D Secure simulator page. The simulator lets a tester choose whether a transaction passes or fails 3-D Secure checks." Field notes: "offers at least three choices: authentication successful, authentication failed, not authenticated".',
  change:
    'an intermediate page redirects by script to a page holding the challenge in an iframe; the challenge has one form per choice with submit inputs labelled Passed / Failed / Not authenticated, and no cancel',
  bytes: answer,
};
