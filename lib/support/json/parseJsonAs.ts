/**
 * Text that should hold a JSON document of a known kind (an attachment, an
 * annotation): parsed and kept only where the kind's guard accepts it. Text
 * that is absent, not JSON or another shape is not ours: undefined, never a
 * guess.
 */
export function parseJsonAs<T>(text: string | undefined, is: (v: unknown) => v is T): T | undefined {
  if (text === undefined) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  return is(v) ? v : undefined;
}
