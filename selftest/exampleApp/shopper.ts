/**
 * The shopper's browser, as plain HTTP: follows the checkout's action link,
 * answers the 3-D Secure simulator page's form when one is shown (its buttons
 * post `choice`), and follows redirects to the shop's return page. Bounded:
 * at most eight hops, each with a time limit.
 */

export type ThreeDSecureChoice = 'success' | 'failed' | 'not-authenticated' | 'cancel';

export interface ShopperVisit {
  /** The last URL the browser showed (the shop's return page, normally). */
  readonly finalUrl: string;
  readonly status: number;
  readonly body: string;
}

const MAX_HOPS = 8;

export async function visitAsShopper(actionUrl: string, choice: ThreeDSecureChoice): Promise<ShopperVisit> {
  let url = actionUrl;
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const body = await res.text();
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location !== null) {
      url = new URL(location, url).toString();
      init = { method: 'GET' };
      continue;
    }
    // The simulator page: <form method="post" action="..."> with buttons name="choice".
    const form = /<form method="post" action="([^"]+)">/.exec(body);
    if (res.status === 200 && form?.[1] !== undefined && body.includes('name="choice"')) {
      url = new URL(form[1].replaceAll('&amp;', '&'), url).toString();
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ choice }).toString(),
      };
      continue;
    }
    return { finalUrl: url, status: res.status, body };
  }
  throw new Error(`shopper: more than ${MAX_HOPS} hops from ${actionUrl}`);
}
