import type * as TS from "typescript";
import { API_FIXES, LIB_FILES, NODE_GLOBALS, UNKNOWN_LIB_SINCE } from "./api-versions";
import type { Finding } from "./finding";
import { formatVersion, hasAtLeast, type NodeTarget, type NodeVersion } from "./node-target";
import type { ParsedSolution } from "./parse-solution";

/**
 * Finds library APIs the target's Node lacks. Each name is resolved with the type checker, so xs.at()
 * on an array is found, while a method of your own that happens to be called at() is not.
 */
export function checkApiVersions(parsed: ParsedSolution, target: NodeTarget): Finding[] {
  const { ts, source } = parsed;
  const findings: Finding[] = [];
  const visit = (node: TS.Node): void => {
    if (isTypeOnly(ts, node)) return;
    if (ts.isIdentifier(node)) {
      const use = requiredVersion(parsed, node);
      if (use && !hasAtLeast(target, use.since)) findings.push(describe(parsed, node, use, target));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

interface ApiUse {
  name: string;
  since: NodeVersion;
}

/** The Node version an identifier needs, or undefined when any Node has it (or it is the solution's own). */
function requiredVersion(parsed: ParsedSolution, id: TS.Identifier): ApiUse | undefined {
  const { ts, checker, source } = parsed;
  const symbol = checker.getSymbolAtLocation(id);
  if (id.text === "globalThis" && (!symbol || !symbol.declarations?.length)) return { name: "globalThis", since: [12, 0] };
  if (!symbol || symbol.flags & ts.SymbolFlags.Alias || !(symbol.flags & ts.SymbolFlags.Value)) return undefined;
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0) return undefined;
  let earliest: NodeVersion | undefined;
  for (const declaration of declarations) {
    const file = declaration.getSourceFile().fileName;
    // The solution's own names (const at = …, { at: 1 }) are not library APIs.
    if (file === source.fileName) return undefined;
    const since = versionFromFile(file, id, ts) ?? [0, 0];
    if (!earliest || !laterThan(since, earliest)) earliest = since;
  }
  if (!earliest || (earliest[0] === 0 && earliest[1] === 0)) return undefined;
  return { name: describeSymbol(ts, symbol, checker), since: earliest };
}

// A symbol exists as soon as any of its declarations does: Promise is in es2015 even if es2024 adds to it.
function versionFromFile(file: string, id: TS.Identifier, ts: typeof TS): NodeVersion | undefined {
  const lib = /[\\/]typescript[\\/]lib[\\/]lib\.([\w.]+)\.d\.ts$/.exec(file);
  if (lib) {
    const name = lib[1]!;
    const entry = LIB_FILES[name];
    if (entry) return entry.members?.[id.text] ?? entry.since;
    return /^(es20(1[89]|[2-9]\d)|esnext)/.test(name) ? UNKNOWN_LIB_SINCE : undefined;
  }
  if (/[\\/]@types[\\/]node[\\/]/.test(file) && isGlobalReference(ts, id)) return NODE_GLOBALS[id.text];
  return undefined;
}

function isGlobalReference(ts: typeof TS, id: TS.Identifier): boolean {
  const parent = id.parent;
  if (!ts.isPropertyAccessExpression(parent) || parent.expression === id) return true;
  return ts.isIdentifier(parent.expression) && parent.expression.text === "globalThis";
}

function laterThan(a: NodeVersion, b: NodeVersion): boolean {
  return a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : (a[2] ?? 0) > (b[2] ?? 0);
}

/** "Array.prototype.at", "Object.hasOwn", "structuredClone". */
function describeSymbol(ts: typeof TS, symbol: TS.Symbol, checker: TS.TypeChecker): string {
  const parent = (symbol as TS.Symbol & { parent?: TS.Symbol }).parent;
  if (parent && parent.flags & ts.SymbolFlags.Interface) {
    const owner = parent.name;
    return owner.endsWith("Constructor") ? `${owner.slice(0, -"Constructor".length)}.${symbol.name}` : `${owner}.prototype.${symbol.name}`;
  }
  // @types/node declares Node's globals inside `declare global`.
  return checker.getFullyQualifiedName(symbol).replace(/^global\./, "");
}

function describe(parsed: ParsedSolution, id: TS.Identifier, use: ApiUse, target: NodeTarget): Finding {
  const version = formatVersion(use.since);
  const instead = API_FIXES[id.text] ?? "write it without this API";
  return {
    ...parsed.positionOf(id),
    what: `uses ${use.name}, which needs Node ${version} (target ${target.name})`,
    fix: `${instead}; or, if your judge runs Node ${version} or newer, submit with --target node${version}`,
  };
}

// Types vanish when TypeScript becomes JavaScript, so what they name never runs.
function isTypeOnly(ts: typeof TS, node: TS.Node): boolean {
  if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node)) return true;
  if (ts.isExpressionWithTypeArguments(node)) {
    const clause = node.parent;
    return !(ts.isHeritageClause(clause) && clause.token === ts.SyntaxKind.ExtendsKeyword && ts.isClassLike(clause.parent));
  }
  return ts.isTypeNode(node);
}
