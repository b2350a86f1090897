import type * as TS from "typescript";
import type { ParsedText } from "./parse-solution";

/** One place the solution loads a module: import, export … from, require(), import(), import x = require(). */
export interface ModuleReference {
  /** The module's name, or undefined when it is computed at run time. */
  specifier: string | undefined;
  /** The string literal (or the computed expression) that names the module. */
  node: TS.Node;
  /** An ES import or export declaration, which --js turns into require(). */
  declaration?: TS.ImportDeclaration | TS.ExportDeclaration;
}

export function findModuleReferences(parsed: ParsedText): ModuleReference[] {
  const { ts, source } = parsed;
  const references: ModuleReference[] = [];
  const fromExpression = (node: TS.Expression | undefined, at: TS.Node): ModuleReference => ({
    specifier: node && ts.isStringLiteralLike(node) ? node.text : undefined,
    node: node ?? at,
  });
  const visit = (node: TS.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      references.push({ ...fromExpression(node.moduleSpecifier, node), declaration: node });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      references.push(fromExpression(node.moduleReference.expression, node));
    } else if (ts.isCallExpression(node) && isModuleLoader(ts, node)) {
      references.push(fromExpression(node.arguments[0], node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

// require("x") and import("x"); a local function that shadows require is still read as one, to be safe.
function isModuleLoader(ts: typeof TS, call: TS.CallExpression): boolean {
  if (call.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return ts.isIdentifier(call.expression) && call.expression.text === "require";
}
