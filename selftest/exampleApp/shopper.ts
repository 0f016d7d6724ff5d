/**
 * The shopper's browser, as plain HTTP: opens the checkout's action link,
 * chooses on the 3-D Secure simulator page by posting its form (the buttons
 * post `choice`, as a tester does in the integration environment: spec "What
 * the service does" A.4), and follows redirects to the shop's return page.
 * It asks for HTML, as a browser does. Bounded: at most eight hops.
 */

export type ThreeDSecureChoice = 'success' | 'failed' | 'not-authenticated' | 'cancel';

export interface ShopperVisit {
  /** The last URL the browser showed (the shop's return page, normally). */
  readonly finalUrl: string;
  readonly status: number;
}

const MAX_HOPS = 8;
const html = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

export async function visitAsShopper(actionUrl: string, choice: ThreeDSecureChoice): Promise<ShopperVisit> {
  let url = actionUrl;
  let init: RequestInit = { method: 'GET', headers: { accept: html } };
  let chosen = false;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const body = await res.text();
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location !== null) {
      url = new URL(location, url).toString();
      init = { method: 'GET', headers: { accept: html } };
      continue;
    }
    // The simulator page: <form method="post" action="..."> with buttons name="choice".
    const form = /<form method="post" action="([^"]+)">/.exec(body)?.[1];
    if (res.status !== 200 || form === undefined || chosen) return { finalUrl: url, status: res.status };
    chosen = true;
    url = new URL(form.replaceAll('&amp;', '&'), url).toString();
    init = {
      method: 'POST',
      headers: { accept: html, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice }).toString(),
    };
  }
  throw new Error(`shopper: more than ${MAX_HOPS} hops from ${actionUrl}`);
}
