/** The Luhn (mod 10) check of card numbers: one implementation for the simulators, checks, redaction and arbitraries. */

/** Whether a string of digits passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The check digit that makes `body` (a number without its last digit) Luhn-valid. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d);
  throw new Error(`no Luhn check digit for ${body.length} digits`); // unreachable for digit strings
}
