/**
 * Holds a test's requirement ids to one list (issue 27, item 6): a suite's
 * test names its ids once, in `named(title, ...ids)` (fixtures/named.ts:
 * its tags, which `--grep @ID`, the fault proof and the NOT RUN reasons read),
 * and every id its body hands to `verify` (or `verify.precondition`,
 * `.review`, `.skipped`, directly or through a helper of the same file that
 * takes `verify`) must stand in that list; every id the list names must be
 * verified by the body, or by a helper the body hands `verify` to. A
 * misspelt id does not compile (both take `RequirementId`); a forgotten one
 * fails `npm run check` here. Ids are read from the types the checker gives
 * (a literal, a union of literals, a tuple or an `as const` list), so a table
 * of rows with typed ids is held too; an id whose type is every id (a
 * `RequirementId` variable) cannot be read and is passed over.
 *
 *   npx tsx tools/checkTestIds.ts      prints each problem as file:line: sentence; exit 1 on any
 */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const verifyMethods = new Set(['precondition', 'review', 'skipped']);

/** The ids a type stands for, or undefined when it is not a (union of) string literal(s). */
function literalIds(type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const out: string[] = [];
  for (const t of parts) {
    if (!t.isStringLiteral()) return undefined;
    out.push(t.value);
  }
  // Every id of the catalogue: a variable of type RequirementId, which says nothing about which.
  return out.length > 40 ? undefined : out;
}

/** The ids of one argument: `'TM-A'`, `row.id`, or `...ids` (a tuple or an array of literals). */
function argumentIds(checker: ts.TypeChecker, arg: ts.Expression): string[] | undefined {
  if (ts.isSpreadElement(arg)) {
    const type = checker.getTypeAtLocation(arg.expression);
    const elements = checker.isTupleType(type)
      ? checker.getTypeArguments(type as ts.TypeReference)
      : [checker.getIndexTypeOfType(type, ts.IndexKind.Number)];
    const ids = elements.map((t) => (t === undefined ? undefined : literalIds(t)));
    return ids.every((x) => x !== undefined) ? ids.flat() : undefined;
  }
  return literalIds(checker.getTypeAtLocation(arg));
}

/** Whether `call` is `verify(…)` or `verify.precondition|review|skipped(…)`. */
function isVerifyCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'verify';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'verify' &&
    verifyMethods.has(callee.name.text)
  );
}

/** Whether `call` hands `verify` on (an argument named verify). */
function handsVerifyOn(call: ts.CallExpression): boolean {
  return !isVerifyCall(call) && call.arguments.some((a) => ts.isIdentifier(a) && a.text === 'verify');
}

/** The name of the function a call calls, when it is a plain identifier (a helper of the file). */
function calleeName(call: ts.CallExpression): string | undefined {
  return ts.isIdentifier(call.expression) ? call.expression.text : undefined;
}

interface Verified {
  /** Each verify call's ids (undefined: not readable), with where it stands. */
  readonly calls: { readonly ids: string[] | undefined; readonly node: ts.Node }[];
  /** The helpers of the file the body hands `verify` to, and whether it hands it to anything else. */
  readonly helpers: string[];
  readonly handsOn: boolean;
}

function verifiedIn(checker: ts.TypeChecker, body: ts.Node): Verified {
  const calls: Verified['calls'] = [];
  const helpers: string[] = [];
  let handsOn = false;
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const first = n.arguments[0];
      if (isVerifyCall(n) && first !== undefined) calls.push({ ids: argumentIds(checker, first), node: n });
      else if (handsVerifyOn(n)) {
        const name = calleeName(n);
        if (name !== undefined) helpers.push(name);
        handsOn = true;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
  return { calls, helpers, handsOn };
}

/** The file's own functions that take a parameter named `verify`, by name. */
function fileHelpers(file: ts.SourceFile): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  const takesVerify = (f: ts.SignatureDeclarationBase): boolean =>
    f.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === 'verify');
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionDeclaration(n) && n.name !== undefined && takesVerify(n)) out.set(n.name.text, n);
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer !== undefined &&
      (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer)) &&
      takesVerify(n.initializer)
    )
      out.set(n.name.text, n.initializer);
    ts.forEachChild(n, visit);
  };
  visit(file);
  return out;
}

/** `named(...)`, itself or through `const [title, tags] = named(...)` and `tags`. */
function namedCall(checker: ts.TypeChecker, e: ts.Expression): ts.CallExpression | undefined {
  if (ts.isCallExpression(e))
    return ts.isIdentifier(e.expression) && e.expression.text === 'named' ? e : undefined;
  if (!ts.isIdentifier(e)) return undefined;
  const d = checker.getSymbolAtLocation(e)?.valueDeclaration;
  const declaration = d !== undefined && ts.isBindingElement(d) ? d.parent.parent : undefined;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  const init = declaration.initializer;
  return init === undefined ? undefined : namedCall(checker, init);
}

/** `test(...named(title, ...ids), body)` or `test(title, tags, body)`: the named call and the body. */
function namedTest(
  checker: ts.TypeChecker,
  call: ts.CallExpression,
): { named: ts.CallExpression; body: ts.Node } | undefined {
  const callee = call.expression;
  const isTest =
    (ts.isIdentifier(callee) && callee.text === 'test') ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'test' &&
      ['only', 'fixme', 'fail', 'slow'].includes(callee.name.text));
  const [first, second] = call.arguments;
  const body = call.arguments[call.arguments.length - 1];
  if (!isTest || first === undefined || body === undefined) return undefined;
  const tags = ts.isSpreadElement(first)
    ? first.expression
    : call.arguments.length === 3
      ? second
      : undefined;
  const named = tags === undefined ? undefined : namedCall(checker, tags);
  return named === undefined ? undefined : { named, body };
}

export function checkTestIds(files: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const problems: string[] = [];
  for (const path of files) {
    const file = program.getSourceFile(path);
    if (file === undefined) continue;
    const helpers = fileHelpers(file);
    const helperIds = new Map<string, Verified>();
    const ofHelper = (name: string): Verified | undefined => {
      const node = helpers.get(name);
      if (node === undefined) return undefined;
      let v = helperIds.get(name);
      if (v === undefined) helperIds.set(name, (v = verifiedIn(checker, node)));
      return v;
    };
    const where = (n: ts.Node): string => {
      const { line } = file.getLineAndCharacterOfPosition(n.getStart(file));
      return `${relative(root, path)}:${line + 1}`;
    };
    const visit = (n: ts.Node): void => {
      const t = ts.isCallExpression(n) ? namedTest(checker, n) : undefined;
      if (t !== undefined) {
        const named = t.named.arguments.slice(1).map((a) => argumentIds(checker, a));
        const tags = named.every((x) => x !== undefined) ? new Set(named.flat()) : undefined;
        const own = verifiedIn(checker, t.body);
        const viaHelpers = own.helpers.map(ofHelper).filter((v): v is Verified => v !== undefined);
        const calls = [...own.calls, ...viaHelpers.flatMap((v) => v.calls)];
        if (tags !== undefined)
          for (const c of calls)
            for (const id of c.ids ?? [])
              if (!tags.has(id))
                problems.push(
                  `${where(c.node)}: the test verifies ${id}, which its named(...) at ${where(t.named)} does not name: add it there`,
                );
        // A body that hands verify to a fixture's method may verify there; its ids cannot be read.
        const readable =
          !own.handsOn || own.helpers.every((h) => helpers.has(h)) ? calls.every((c) => c.ids) : false;
        if (tags !== undefined && readable) {
          const verified = new Set(calls.flatMap((c) => c.ids ?? []));
          for (const id of tags)
            if (!verified.has(id))
              problems.push(
                `${where(t.named)}: named(...) names ${id}, which no verify of the test checks: verify it or leave it out`,
              );
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(file);
  }
  return problems;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const suites = ts.sys
    .readDirectory(join(root, 'suites'), ['.ts'], undefined, ['**/*.spec.ts'])
    .map((p) => resolve(p));
  const problems = checkTestIds(suites);
  for (const p of problems) console.error(p);
  process.exit(problems.length === 0 ? 0 : 1);
}
