/**
 * Checks of an application's terminal requests (spec Part B: Endpoints B,
 * Versioning, B. Printer instruction, Limits). Id-free: each throws a
 * Deviation via holds(); the client judge names the requirement.
 */
import { startTypes, terminalPrefix } from '../../interfaces/terminalEndpoints.js';
import { validateInstruction } from '../../printer/validateInstructions.js';
import { validate } from '../../validation/validate.js';
import { holds } from '../deviation.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

export function checkApiPrefix(path: string, request: string): void {
  holds(path.startsWith(terminalPrefix), `the path does not use the ${terminalPrefix} prefix`, {
    request,
    field: 'path',
    expected: `${terminalPrefix}…`,
    actual: path.slice(0, 80),
  });
}

/** A refusal of the device (field notes: 401 or 403). */
export function refusedStatus(status: number | undefined): boolean {
  return status === 401 || status === 403;
}

/** The device did not refuse the credentials (field notes: a refusal is 401 or 403). */
export function checkCredentialsAccepted(status: number, hasAuthorization: boolean, request: string): void {
  holds(
    !refusedStatus(status),
    hasAuthorization
      ? `the device refused the credentials (${status})`
      : `the request carries no credentials and the device refused it (${status})`,
    {
      request,
      status,
      field: 'header Authorization',
      expected: 'credentials the device accepts',
      actual: hasAuthorization ? 'refused' : 'absent',
    },
  );
}

/**
 * How a request refused without credentials was repeated: with credentials
 * the device accepted (HTTP's challenge and response: correct), with
 * credentials it refused, without credentials, or not at all.
 */
export type Repeat = 'accepted' | 'refused' | 'without credentials' | 'never';

export function checkChallengeAnswered(
  repeat: Repeat,
  status: number,
  window: number,
  request: string,
): void {
  const why: Record<Repeat, string> = {
    accepted: '',
    refused: 'repeated it with credentials the device refused too',
    'without credentials': 'repeated it without credentials again',
    never: `did not repeat it with credentials (within its next ${window} terminal requests)`,
  };
  holds(
    repeat === 'accepted',
    `the request carries no credentials and the device refused it (${status}); the application ${why[repeat]}`,
    {
      request,
      status,
      field: 'header Authorization',
      expected: 'credentials the device accepts, at once or on the repeat of a refused request',
      actual: repeat === 'refused' ? 'refused on the repeat' : 'absent',
    },
  );
}

/** Once the device accepted the credentials, a request is not sent without them to be refused again. */
export function checkCredentialsFromTheStart(refusedWithout: boolean, request: string): void {
  holds(
    !refusedWithout,
    'the request went without credentials and was refused, although the device had accepted the credentials before',
    {
      request,
      field: 'header Authorization',
      expected: 'the credentials sent from the start once accepted',
      actual: 'absent until refused',
    },
  );
}

export function checkBasicCredentials(authorization: string | undefined, request: string): void {
  holds(
    authorization !== undefined && /^basic\s+\S+/i.test(authorization),
    'the request carries no credentials: no Authorization header of scheme Basic',
    {
      request,
      field: 'header Authorization',
      expected: 'an Authorization header of scheme Basic',
      actual: authorization === undefined ? 'absent' : 'another scheme',
    },
  );
}

export function checkJsonBody(isJson: boolean, request: string): void {
  holds(isJson, 'the body is not JSON', { request, field: 'body', expected: 'JSON', actual: 'not JSON' });
}

export function checkStartType(type: string, request: string): void {
  holds(
    (startTypes as readonly string[]).includes(type),
    `"${type.slice(0, 40)}" is not one of the four transaction types`,
    { request, field: 'path', expected: [...startTypes], actual: type.slice(0, 40) },
  );
}

/** A sale or refund names its amount as an integer in minor units (field notes). */
export function checkMinorUnitAmount(body: unknown, request: string): void {
  const amount = isJsonObject(body) ? body.amount : undefined;
  holds(
    typeof amount === 'number' && Number.isInteger(amount) && amount > 0,
    'amount is not a positive integer in minor units',
    { request, field: 'amount', expected: 'an integer such as 1250 for 12.50', actual: amount },
  );
}

export function checkReversalNamesTransaction(body: unknown, request: string): void {
  const ref = isJsonObject(body) ? body.reference_txn_id : undefined;
  holds(typeof ref === 'string' && ref !== '', 'the reversal does not name the transaction it reverses', {
    request,
    field: 'reference_txn_id',
    expected: 'the id of the transaction reversed',
    actual: ref,
  });
}

export function checkPrintBody(body: unknown, request: string): void {
  holds(
    isJsonObject(body) && Array.isArray(body.instructions),
    'the print body is not an object with an instructions array',
    { request, field: 'instructions', expected: 'an array of printer instructions' },
  );
}

function instructionsOf(body: unknown): unknown[] {
  return isJsonObject(body) && Array.isArray(body.instructions) ? body.instructions : [];
}

export function checkPrintCommands(body: unknown, request: string): void {
  instructionsOf(body).forEach((i, index) => {
    const command = isJsonObject(i) ? i.command : undefined;
    holds(
      command === 'text' || command === 'scroll' || command === 'flush',
      `instructions[${index}] has no known command`,
      {
        request,
        field: `instructions.${index}.command`,
        expected: ['text', 'scroll', 'flush'],
        actual: command,
      },
    );
  });
}

export function checkPrintNonNegativeY(body: unknown, request: string): void {
  instructionsOf(body).forEach((i, index) => {
    const y = isJsonObject(i) ? i.y : undefined;
    holds(!(typeof y === 'number' && y < 0), `instructions[${index}].y is negative`, {
      request,
      field: `instructions.${index}.y`,
      expected: 'y >= 0',
      actual: y,
    });
  });
}

/**
 * The field types of the printer instruction table, from the instruction
 * schemas (schemas/terminal/print-text.json, print-scroll.json: the table's
 * types; the simulator's lib/judging/printer/validateInstructions.ts holds the same).
 */
export function checkPrintFieldTypes(body: unknown, request: string): void {
  instructionsOf(body).forEach((i, index) => {
    if (!isJsonObject(i) || (i.command !== 'text' && i.command !== 'scroll')) return;
    const v = validate(i.command === 'text' ? 'terminal/print-text' : 'terminal/print-scroll', i);
    const wrong = v.ok ? undefined : v.errors.find((e) => e.rule === 'type' && e.pointer !== '/command');
    holds(wrong === undefined, `instructions[${index}]${wrong?.message ?? ''}`, {
      request,
      field: `instructions.${index}${(wrong?.pointer ?? '').replace(/\//g, '.')}`,
      expected: 'the type the printer instruction table gives',
      actual: wrong?.value,
    });
  });
}

/** paycert's instruction rules beyond the table's types: what a text or scroll cannot do without. */
export function checkPrintInstructionRules(body: unknown, request: string): void {
  instructionsOf(body).forEach((i, index) => {
    const problem = validateInstruction(i, index);
    // An instruction that is no object or has no known command, a negative y and a field of
    // another type are the MUST checks' (printCommands, printNonNegativeY, printFieldTypes).
    if (
      problem === undefined ||
      problem.rule === 'unknown-command' ||
      problem.rule === 'negative-y' ||
      problem.rule === 'wrong-type' ||
      problem.rule === 'not-an-object' ||
      problem.field === 'command'
    )
      return;
    holds(false, problem.message, {
      request,
      field: `instructions.${index}${problem.field === undefined ? '' : `.${problem.field}`}`,
      expected: problem.rule === 'missing-field' ? 'present' : 'not negative',
    });
  });
}

export { isJsonObject };
