/**
 * The HTML of every paycert page: one shell (language, viewport, the shared
 * style sheet, a banner with the connection's status, a main landmark the
 * page's script draws into), so the simulators' pages and the operator's
 * console differ only by title and script.
 */

export interface PageShell {
  /** The page's title and heading. */
  readonly title: string;
  /** Where the page's files are served: `/_sim/page/`, `/_console/page/`. */
  readonly base: string;
  /** The page's own script under `base`. */
  readonly script: string;
  /** What shows until the first state arrives. */
  readonly loading: string;
}

export function pageShell(p: PageShell): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${p.title}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${p.base}page.css" />
    <script type="module" src="${p.base}${p.script}"></script>
  </head>
  <body>
    <header>
      <h1>${p.title}</h1>
      <p id="connection" role="status"></p>
    </header>
    <main><p id="loading">${p.loading}</p><div id="page"></div></main>
  </body>
</html>
`;
}
