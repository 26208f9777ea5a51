import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The web bundles each route-table entry (packages/contracts/src/api/) as its method and path only. The pages take
 * their types from the whole entry (params, query, body and answer schemas) when they are checked, but never parse
 * an answer with its schema at run time: bundled, the schemas would put every module's answer shapes into the pages
 * that call it (the sign-in page grew past its 200 KiB budget). So, in those files only, each `route({…})` loses its
 * schemas and summary; 'file' and 'multipart' markers stay. Unused schema imports are then dropped as dead code
 * (the contracts package is free of side effects).
 */
export function routeTableForTheWeb(): Plugin {
  const KEEP = new Set(['method', 'path']);
  return {
    name: 'route-table-for-the-web',
    enforce: 'pre',
    transform(code, id) {
      if (SCHEMA_MODULE.test(id)) return markSchemasPure(code, id);
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/]api[\\/](?!index\.ts)[^\\/]+\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const cuts: { start: number; end: number }[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'route') {
          const [definition] = node.arguments;
          if (definition && ts.isObjectLiteralExpression(definition)) {
            for (const property of definition.properties) {
              if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) {
                throw new Error(`${id}: a route entry holds only its own properties, not a spread (${property.getText(source)})`);
              }
              const name = property.name.getText(source);
              const marker = ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer) && (name === 'body' || name === 'response');
              if (!KEEP.has(name) && !marker) cuts.push({ start: property.getFullStart(), end: property.getEnd() });
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      // A table file's own schemas (a params schema two entries share) are built at load by calls the bundler must
      // keep unless told they are pure; once the entries no longer name them, marked pure they are left out too.
      const pure: number[] = [];
      const markCalls = (node: ts.Node): void => {
        if (ts.isCallExpression(node)) pure.push(node.getStart(source));
        ts.forEachChild(node, markCalls);
      };
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) if (declaration.initializer) markCalls(declaration.initializer);
      }
      const inCut = (at: number) => cuts.some(({ start, end }) => at >= start && at < end);
      let out = code;
      for (const at of pure.filter((at) => !inCut(at)).sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
      // Positions before each cut are unchanged by insertions after it: cut from the end, in the text as marked.
      const shift = (at: number) => pure.filter((p) => p < at && !inCut(p)).length * '/* @__PURE__ */ '.length;
      // A property is cut with what precedes it (the comma before it, or the opening brace's space), never its neighbour.
      for (const cut of cuts.sort((a, b) => b.start - a.start)) {
        const start = cut.start + shift(cut.start);
        const end = cut.end + shift(cut.end);
        const comma = out.indexOf(',', end);
        const cutEnd = comma !== -1 && /^\s*$/.test(out.slice(end, comma)) ? comma + 1 : end;
        out = out.slice(0, start) + out.slice(cutEnd);
      }
      return { code: out, map: null };
    },
  };
}

/** The contracts' schema modules: every file of packages/contracts/src but the route tables (above) and zod.ts. */
const SCHEMA_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!zod\.ts$)[^\\/]+\.ts$/;

/**
 * A schema module's top-level constants, marked pure: a page that takes one label list from recruitment.ts (or LIMITS
 * from constants.ts) no longer builds every zod schema of the file when its script loads. zod's calls are kept by the
 * bundler unless told they are pure, and building them was the larger part of the dashboard's script evaluation (issue
 * 42 item 19: Total Blocking Time). Only the calls of a `const`'s initializer outside any function are marked (a call
 * in a function body runs when the function is called, and may be there for its effect); a constant that is used keeps
 * them all. Statements (zod.ts's z.config) are not touched.
 */
function markSchemasPure(code: string, id: string) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const pure: number[] = [];
  const markCalls = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) pure.push(node.getStart(source));
    ts.forEachChild(node, markCalls);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) markCalls(declaration.initializer);
  }
  if (pure.length === 0) return null;
  let out = code;
  for (const at of pure.sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
  return { code: out, map: null };
}
