/**
 * The payment job's own fields (A. Payment job response, data table): each
 * check holds one row of the table, and no more than the row says.
 */
import { holds } from '../deviation.js';
import { arrayAt, equalsAt, firstPayment, paymentsOf, objectAt, shown, stringAt, valueAt } from './fields.js';
import { parseIsoUtcFractional } from './isoUtc.js';
import { checkMatchesSchema } from './answers.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

/** "type | string | Payment". */
export function checkJobTypeIsPayment(doc: unknown): void {
  equalsAt(doc, 'data.type', 'Payment');
}

/** "request form uses creditcard. Responses show Card": in the job and its payment. */
export function checkMethodsShownAsCard(doc: unknown): void {
  for (const path of ['data.paymentMethodsToUse', 'data.payments.0.paymentMethods']) {
    const shownMethods = arrayAt(doc, path);
    holds(shownMethods.includes('Card'), `${path} is ${shown(shownMethods)}, not showing Card`, {
      field: path,
      expected: 'Card',
      actual: shownMethods,
    });
    const echoed = shownMethods.filter((m) => typeof m === 'string' && /^credit ?card$/i.test(m));
    holds(echoed.length === 0, `${path} echoes the request spelling ${shown(echoed)}`, {
      field: path,
      expected: 'Card',
      actual: shownMethods,
    });
  }
}

/** A decimal amount as its value in hundredths: "25.5" and "25.50" are one amount, "2550" another. */
function hundredths(v: unknown): number | undefined {
  if (typeof v !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(v)) return undefined;
  return Math.round(Number(v) * 100);
}

/** The amount at `path` is the decimal value sent; the response table gives it no form. */
function sameAmount(doc: unknown, path: string, amount: string): void {
  const v = valueAt(doc, path);
  holds(
    hundredths(v) !== undefined && hundredths(v) === hundredths(amount),
    `${path} is ${shown(v)}, not the amount sent (${amount})`,
    { field: path, expected: amount, actual: v },
  );
}

/**
 * amountToCollect is the amount sent, as a decimal value, at job, payment and
 * step level; currency is the ISO 4217 code sent. The response table types
 * them "string" only: "25.5" for 25.50 is the same amount (amountForm
 * observes the request's form).
 */
export function checkAmountAndCurrency(doc: unknown, amount: string, currency: string): void {
  sameAmount(doc, 'data.amountToCollect', amount);
  equalsAt(doc, 'data.currency', currency, 'as sent');
  sameAmount(doc, 'data.payments.0.amountToCollect', amount);
  for (const [i] of arrayAt(firstPayment(doc), 'steps').entries())
    sameAmount(doc, `data.payments.0.steps.${i}.amountToCollect`, amount);
}

/** OBSERVATION: amountToCollect is answered in the request's form, "decimal with two fraction digits". */
export function checkAmountForm(doc: unknown): void {
  const a = stringAt(doc, 'data.amountToCollect');
  holds(/^\d+\.\d{2}$/.test(a), `data.amountToCollect "${a}" has not two fraction digits`, {
    field: 'data.amountToCollect',
    expected: 'a decimal with two fraction digits',
    actual: a,
  });
}

/** "Order lines are possible": the job created from a request with order lines holds them in an array. */
export function checkOrderLinesArray(doc: unknown): void {
  arrayAt(doc, 'data.order.orderLines');
}

/** OBSERVATION (elements "not shown"): the order lines sent come back, as many as were sent. */
export function checkOrderLinesEcho(doc: unknown, sent: readonly unknown[]): void {
  const lines = arrayAt(doc, 'data.order.orderLines');
  holds(
    lines.length === sent.length,
    `data.order.orderLines holds ${lines.length} lines, ${sent.length} were sent`,
    {
      field: 'data.order.orderLines',
      expected: sent.length,
      actual: lines.length,
    },
  );
}

/** createDateTimeUtc: "ISO 8601 UTC, fractional seconds", in any form ISO 8601 gives it (isoUtc.ts). */
export function checkCreateTimestamp(doc: unknown): void {
  const t = stringAt(doc, 'data.createDateTimeUtc');
  holds(
    parseIsoUtcFractional(t) !== undefined,
    `data.createDateTimeUtc "${t}" is not ISO 8601 UTC with fractional seconds`,
    {
      field: 'data.createDateTimeUtc',
      expected: 'e.g. 2026-11-21T13:05:12.483Z',
      actual: t,
    },
  );
}

/** "configurationId | string | the caller's configuration identifier". */
export function checkConfigurationIdEcho(doc: unknown, configurationId: string): void {
  holds(
    valueAt(doc, 'data.configurationId') === configurationId,
    "data.configurationId is not the caller's ConfigurationId",
    {
      field: 'data.configurationId',
      expected: "the caller's ConfigurationId",
      actual: valueAt(doc, 'data.configurationId'),
    },
  );
}

/** "order | object | orderNumber, createDateTimeUtc, orderLines (array)"; the orderNumber is the one sent. */
export function checkOrderEcho(doc: unknown, orderNumber: string): void {
  objectAt(doc, 'data.order');
  equalsAt(doc, 'data.order.orderNumber', orderNumber, 'as sent');
  const created = valueAt(doc, 'data.order.createDateTimeUtc');
  holds(created !== undefined && created !== null, 'data.order.createDateTimeUtc is missing', {
    field: 'data.order.createDateTimeUtc',
    expected: 'a value',
    actual: created,
  });
  arrayAt(doc, 'data.order.orderLines');
}

function zoneKnown(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * "timeZone | string | IANA zone name": a name the runtime's zone database
 * knows, or one shaped like an IANA name (Area/Location) that a newer
 * database may hold. Never an offset such as +01:00 or GMT+1.
 */
export function checkTimeZoneIsIana(doc: unknown): void {
  const zone = stringAt(doc, 'data.timeZone');
  const offset = /^(UTC|GMT)?\s*[+-]\d/i.test(zone);
  const iana = zoneKnown(zone) || /^[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+$/.test(zone);
  holds(!offset && iana, `data.timeZone "${zone}" is not an IANA zone name`, {
    field: 'data.timeZone',
    expected: 'e.g. Europe/Amsterdam',
    actual: zone,
  });
}

/**
 * OBSERVATION (data.locale is only "string"): the locale sent, in the
 * request's language_REGION form, in data.locale and, when links.data carries
 * a locale query, there too.
 */
export function checkLocaleEcho(doc: unknown, sent: string): void {
  equalsAt(doc, 'data.locale', sent, 'as sent');
  const url = valueAt(doc, 'links.data.url');
  const query = typeof url === 'string' && URL.canParse(url) ? new URL(url).searchParams.get('locale') : null;
  holds(
    query === null || query === sent,
    `links.data.url carries locale ${query ?? ''}, not the ${sent} asked for`,
    {
      field: 'links.data.url',
      expected: sent,
      actual: query,
    },
  );
}

/** "flags | object of boolean". */
export function checkFlagsAreBooleans(doc: unknown): void {
  for (const [k, v] of Object.entries(objectAt(doc, 'data.flags')))
    holds(typeof v === 'boolean', `data.flags.${k} is ${shown(v)}, not a boolean`, {
      field: `data.flags.${k}`,
      expected: 'a boolean',
      actual: v,
    });
}

/** OBSERVATION ("seen: generateToken (when the option was requested)"). */
export function checkGenerateTokenFlag(doc: unknown): void {
  equalsAt(doc, 'data.flags.generateToken', true, 'although GenerateToken was requested');
}

/** "attributes | object": any keys are accepted ("empty ... in the cases described" is no promise). */
export function checkJobAttributesObject(doc: unknown): void {
  objectAt(doc, 'data.attributes');
}

/** "The payment job carries expirationDateTimeUtc and dueDateTimeUtc." Their intervals are no contract. */
export function checkExpiryAndDueDates(doc: unknown): void {
  stringAt(doc, 'data.expirationDateTimeUtc');
  stringAt(doc, 'data.dueDateTimeUtc');
}

/** "payments | array of payment": every payment carries the payment table's fields. */
export function checkPaymentsComplete(doc: unknown): void {
  for (const p of paymentsOf(doc)) {
    holds(isJsonObject(p), 'a payment is not an object', { field: 'data.payments', actual: p });
    checkMatchesSchema('gateway/payment', p);
  }
}

/** Every created job has its own reference: the reference is how a job is retrieved. */
export function checkDistinctReferences(docs: readonly unknown[]): void {
  const refs = docs.map((d) => stringAt(d, 'data.reference'));
  const distinct = new Set(refs).size;
  holds(distinct === refs.length, `${refs.length} jobs share ${distinct} references`, {
    field: 'data.reference',
    expected: `${refs.length} references`,
    actual: `${distinct} distinct`,
  });
}
