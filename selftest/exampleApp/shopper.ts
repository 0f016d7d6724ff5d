/**
 * The shopper's browser, as plain HTTP: opens the checkout's action link and
 * follows redirects to the shop's return page. With an outcome queued on the
 * gateway simulator (POST /_sim/outcomes), the 3-D Secure page answers at
 * once with the redirect its form would give. Bounded: at most eight hops.
 */

export interface ShopperVisit {
  /** The last URL the browser showed (the shop's return page, normally). */
  readonly finalUrl: string;
  readonly status: number;
}

const MAX_HOPS = 8;

export async function visitAsShopper(actionUrl: string): Promise<ShopperVisit> {
  let url = actionUrl;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || location === null)
      return { finalUrl: url, status: res.status };
    url = new URL(location, url).toString();
  }
  throw new Error(`shopper: more than ${MAX_HOPS} hops from ${actionUrl}`);
}
