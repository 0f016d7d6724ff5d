/**
 * Text made safe inside HTML, in an element or a quoted attribute: the one
 * escape of the reports, the Allure listener, the reports' server and the
 * gateway simulator's pages.
 */
const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
