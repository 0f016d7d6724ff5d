/**
 * GW-3DS-2 (States A: an action link to the 3-D Secure page is returned;
 * Endpoints A, rule 3: the shopper is redirected there): following the
 * action link as a browser does ends in a 2xx HTML page, not an error or a
 * JSON document.
 */
import { ensure } from '../checkFailure.js';

export interface PageAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
}

export function checkActionPage(answer: PageAnswer, id = 'GW-3DS-2'): void {
  ensure(
    answer.status >= 200 && answer.status < 300,
    id,
    `the action link answers ${answer.status}, not the 3-D Secure page`,
  );
  ensure(
    /^text\/html\b/i.test(answer.contentType ?? ''),
    id,
    `the action link answers ${answer.contentType ?? 'without a Content-Type'}, not an HTML page`,
  );
}
