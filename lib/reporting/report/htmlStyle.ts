/** The CSS of conformance.html: inline, no external assets, readable on screen and paper. */
import type { Outcome } from '../../judging/requirements/outcome.js';

export const outcomeColours: Readonly<Record<Outcome, string>> = {
  PASSED: '#2e7d32',
  FAILED: '#c62828',
  ERROR: '#37474f',
  WARNING: '#ef6c00',
  REVIEW: '#6a1b9a',
  SKIPPED: '#78909c',
  'NOT RUN': '#cfd8dc',
  'OUT OF SCOPE': '#eceff1',
};

export function outcomeClass(o: Outcome): string {
  return `o-${o.toLowerCase().replace(/ /g, '-')}`;
}

export const htmlStyle = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;margin:0;background:#f5f7fa}
main{max-width:1200px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:18px;margin:28px 0 10px}
.banner{border-radius:8px;padding:16px 20px;color:#fff;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
.banner.pass{background:#2e7d32}.banner.fail{background:#c62828}.banner.error{background:#37474f}.banner.incomplete{background:#8d6e00}
.banner .s{flex-basis:100%;font-size:13px;opacity:.95}
pre.ev{margin:4px 0 0;padding:4px 6px;background:#fdecea;border-radius:4px;font-size:12px;white-space:pre-wrap}
.banner .v{font-size:28px;font-weight:700;letter-spacing:.04em}
.banner .f{display:flex;gap:18px;flex-wrap:wrap}.banner .f b{font-size:18px;display:block}
.card{background:#fff;border:1px solid #e1e5ea;border-radius:8px;padding:14px 18px;margin-top:14px}
.meta{color:#52606d;font-size:13px}.meta li{margin:2px 0}
.problems{border-left:4px solid #c62828}
.cov{display:grid;grid-template-columns:170px 1fr;gap:10px 16px;align-items:center}
.bar{display:flex;height:22px;border-radius:4px;overflow:hidden;background:#eef1f4}
.bar span{display:flex;align-items:center;justify-content:center;color:#fff;font-size:12px;font-weight:600;min-width:0;overflow:hidden}
.bar span.o-not-run,.bar span.o-out-of-scope{color:#37474f}
.grid{display:flex;flex-wrap:wrap;gap:3px;margin-top:5px}
.grid a{width:13px;height:13px;border-radius:2px;display:block}
.legend{display:flex;gap:14px;flex-wrap:wrap;margin-top:12px;font-size:12px;color:#52606d}
.legend i{display:inline-block;width:11px;height:11px;border-radius:2px;margin-right:5px;vertical-align:-1px}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e1e5ea;font-size:13px}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #eef1f4}
th{background:#f0f3f7;font-weight:600;position:sticky;top:0}
td.id{white-space:nowrap;font-family:ui-monospace,Menlo,Consolas,monospace}
td.sec{color:#52606d;max-width:220px}
td.msg{max-width:380px;word-break:break-word}
.req{color:#52606d;font-size:12px;margin-top:2px}
blockquote.quote{margin:4px 0 0;padding:2px 8px;border-left:3px solid #9aa5b1;color:#323f4b;font-size:12px;font-style:italic}
.more{color:#52606d;font-size:12px;font-style:italic}
.badge{display:inline-block;padding:1px 7px;border-radius:10px;color:#fff;font-size:11px;font-weight:700;white-space:nowrap}
.badge.o-not-run,.badge.o-out-of-scope{color:#37474f}
.exp{display:inline-block;margin-top:3px;padding:0 6px;border:1px dashed #c62828;border-radius:8px;font-size:11px;color:#c62828}
.lvl{font-size:11px;color:#52606d}
ul.tests{margin:0;padding-left:16px;font-size:12px}ul.tests code{color:#52606d}
tr.row-o-failed td.id{box-shadow:inset 3px 0 0 #c62828}
tr.row-o-not-run td,tr.row-o-out-of-scope td{color:#7b8794}
tr.row-o-not-run .badge{color:#52606d;background:#e4e8ec}
${Object.entries(outcomeColours)
  .map(([o, c]) => `.${outcomeClass(o as Outcome)}{background:${c}}`)
  .join('\n')}
`;
