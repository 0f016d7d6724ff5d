/** A parsed JSON value that is an object (not null, not an array): the one guard of the project. */
export function isJsonObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
