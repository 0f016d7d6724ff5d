/** decodeURIComponent that answers undefined for a malformed %-escape (a 400, not a thrown URIError and a 500). */
export function percentDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
