// Test support for the authorisation matrix (not part of the API): every API call the portal's
// code makes, read from its sources, so that the matrix can check each one against the routes it
// covers. A scan of the code rather than a list kept by hand: a new endpoint is in it at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One `request({ method, path, ... })` of the portal's code. */
export interface ClientCall {
  /** The file, relative to the project's root, and the line of the call. */
  readonly at: string;
  readonly method: string;
  /**
   * The path with each `${...}` of an `apiPath` template as `:param`, e.g. `/tickets/:param/feed`,
   * written at the call, in a `const` of an enclosing block or returned by a function of the same
   * file; null otherwise (`dynamicCalls` must name it).
   */
  readonly path: string | null;
}

/** Where the portal's code lives: the client library, the shell and the elements. */
const SOURCE_FOLDERS = ['core', 'shell', 'widgets'];
/** Tests, examples and stories make no calls of the portal's own. */
const NOT_PORTAL_CODE = /\.(test|dom\.test|stories)\.tsx?$|\/examples\.tsx?$|\/test-support\.ts$|\.d\.ts$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_PORTAL_CODE.test(path) ? [path] : [];
  });
}

function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
    // `{ method, path }`: the value is a variable of that name, written elsewhere.
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return undefined;
}

/** A path written at the call: a string, or an `apiPath` template with `:param` for each id. */
function literalPath(expression: ts.Expression): string | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isTaggedTemplateExpression(expression) && expression.tag.getText() === 'apiPath') {
    const template = expression.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
    return template.head.text + template.templateSpans.map((span) => `:param${span.literal.text}`).join('');
  }
  return null;
}

/** The statements of a block or a file. */
const statementsOf = (node: ts.Node): readonly ts.Statement[] => (ts.isBlock(node) || ts.isSourceFile(node) ? node.statements : []);

/**
 * The path a `path` expression stands for: written at the call, or a `const` of an enclosing
 * block, or a call of a function of the same file that returns one (`facilityBookingsPath(id)`).
 */
function resolvedPath(expression: ts.Expression): string | null {
  const written = literalPath(expression);
  if (written !== null) return written;
  if (ts.isIdentifier(expression)) {
    for (let scope: ts.Node | undefined = expression.parent; scope; scope = scope.parent) {
      for (const statement of statementsOf(scope)) {
        if (!ts.isVariableStatement(statement)) continue;
        const declaration = statement.declarationList.declarations.find((each) => each.name.getText() === expression.text);
        if (declaration?.initializer) return resolvedPath(declaration.initializer);
      }
    }
  }
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const name = expression.expression.text;
    const declaration = statementsOf(expression.getSourceFile()).find((statement): statement is ts.FunctionDeclaration => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
    const returned = declaration?.body?.statements.find(ts.isReturnStatement)?.expression;
    if (returned) return literalPath(returned);
  }
  return null;
}

/** Each source file of the portal's code (core, shell, widgets; not tests), parsed. */
function portalSources(root: string): ts.SourceFile[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  );
}

/** Every call expression of a source file, with where it is (`file:line`, relative to `root`). */
function callsIn(root: string, source: ts.SourceFile): { at: string; node: ts.CallExpression }[] {
  const found: { at: string; node: ts.CallExpression }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ at: `${relative(root, source.fileName)}:${line}`, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every `request({ ... })` call in the portal's code (core, shell, widgets; not tests), with its
 * method and path. Comments are not code, so the examples in doc comments do not count.
 * @example const calls = clientCalls(process.cwd()); // [{ at: 'core/api/endpoints/charges.ts:9', method: 'GET', path: '/charges' }, ...]
 */
export function clientCalls(root: string): ClientCall[] {
  return portalSources(root).flatMap((source) =>
    callsIn(root, source).flatMap(({ at, node }) => {
      const options = node.arguments[0];
      if (node.expression.getText() !== 'request' || !options || !ts.isObjectLiteralExpression(options)) return [];
      const method = propertyValue(options, 'method');
      const path = propertyValue(options, 'path');
      return [{ at, method: method && ts.isStringLiteral(method) ? method.text : '?', path: path ? resolvedPath(path) : null }];
    }),
  );
}

/**
 * Where the portal's code calls `fetch` itself (`file:line`) rather than through `request`: such a
 * call could reach the API past the client (its token, refresh and errors) and past the matrix.
 * @example rawFetches(process.cwd()) // ['shell/pages/ChangelogPage.tsx:30', ...]
 */
export function rawFetches(root: string): string[] {
  return portalSources(root).flatMap((source) =>
    callsIn(root, source)
      .filter(({ node }) => /^(globalThis\.|window\.|self\.)?fetch$/.test(node.expression.getText()))
      .map(({ at }) => at),
  );
}
