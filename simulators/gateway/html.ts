/** The simulator's pages' one shared layout (their text escaped by lib/support/html/escapeHtml.ts). */
import { escapeHtml } from '../../lib/support/html/escapeHtml.js';

const style = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef1f5; color: #1d2433; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px;
         box-shadow: 0 4px 24px rgba(20, 30, 60, .12); padding: 2rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  p.sub { margin: 0 0 1.5rem; color: #5a6478; font-size: .9rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5a6478; } dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
  .note { background: #f3f6fb; border-left: 4px solid #3b6fd8; padding: .6rem .8rem; margin: 0 0 1.5rem; font-size: .9rem; }
  form { display: grid; gap: .6rem; }
  button { font: inherit; padding: .7rem 1rem; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
  button.ok { background: #1f8a4c; color: #fff; } button.fail { background: #c0392b; color: #fff; }
  button.none { background: #fff; color: #1d2433; border-color: #b8c0cc; } button.cancel { background: transparent; color: #3b6fd8; }
  button:focus-visible { outline: 3px solid #3b6fd8; outline-offset: 2px; }
  footer { margin-top: 1.5rem; font-size: .75rem; color: #8a93a5; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
<footer>paycert gateway simulator: integration environment. No real card is charged.</footer>
</main>
</body>
</html>
`;
}
