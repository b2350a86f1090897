import type * as TS from "typescript";
import type { Finding } from "./finding";
import type { ParsedSolution } from "./parse-solution";

// fs calls that touch a file by name or descriptor, by what they do with it.
const READS = new Set(["readFile", "readFileSync", "createReadStream", "open", "openSync", "readlink", "readlinkSync", "watch", "watchFile", "copyFile", "copyFileSync", "cp", "cpSync"]);
const WRITES = new Set(["writeFile", "writeFileSync", "appendFile", "appendFileSync", "createWriteStream"]);
const FOLDERS = new Set(["readdir", "readdirSync", "opendir", "opendirSync", "mkdir", "mkdirSync", "mkdtemp", "mkdtempSync", "rm", "rmSync", "rmdir", "rmdirSync", "unlink", "unlinkSync", "rename", "renameSync"]);
const FS_MODULES = new Set(["fs", "node:fs", "fs/promises", "node:fs/promises"]);
const STDIN = new Set(["0", "/dev/stdin", "/proc/self/fd/0", "process.stdin.fd"]);
const STDOUT = new Set(["1", "2", "/dev/stdout", "/dev/stderr", "process.stdout.fd", "process.stderr.fd"]);

/** Finds file-system calls on anything but the standard streams: a judge gives a solution stdin and stdout only. */
export function checkFileAccess(parsed: ParsedSolution): Finding[] {
  const { ts, source } = parsed;
  const bindings = findFsBindings(parsed);
  const constants = findConstants(ts, source);
  const findings: Finding[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = fsFunctionName(ts, node.expression, bindings);
      if (name && (READS.has(name) || WRITES.has(name) || FOLDERS.has(name))) {
        const finding = judgeCall(parsed, node, name, constants);
        if (finding) findings.push(finding);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

interface FsBindings {
  /** Local names that hold the fs module (or fs.promises). */
  modules: Set<string>;
  /** Local names of fs functions, to the function's own name. */
  functions: Map<string, string>;
}

function findFsBindings(parsed: ParsedSolution): FsBindings {
  const { ts, source } = parsed;
  const bindings: FsBindings = { modules: new Set(), functions: new Map() };
  const bindPattern = (pattern: TS.ObjectBindingPattern): void => {
    for (const element of pattern.elements) {
      if (!ts.isIdentifier(element.name)) continue;
      const exported = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : element.name.text;
      if (exported === "promises") bindings.modules.add(element.name.text);
      else bindings.functions.set(element.name.text, exported);
    }
  };
  // Two passes, so that `const { readFileSync } = fs` is understood wherever fs was bound.
  for (let pass = 0; pass < 2; pass++) {
    const visit = (node: TS.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && FS_MODULES.has(node.moduleSpecifier.text)) {
        const clause = node.importClause;
        if (clause?.name) bindings.modules.add(clause.name.text);
        const named = clause?.namedBindings;
        if (named && ts.isNamespaceImport(named)) bindings.modules.add(named.name.text);
        if (named && ts.isNamedImports(named)) {
          for (const specifier of named.elements) {
            const exported = (specifier.propertyName ?? specifier.name).text;
            if (exported === "promises") bindings.modules.add(specifier.name.text);
            else bindings.functions.set(specifier.name.text, exported);
          }
        }
      } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
        const expression = node.moduleReference.expression;
        if (ts.isStringLiteral(expression) && FS_MODULES.has(expression.text)) bindings.modules.add(node.name.text);
      } else if (ts.isVariableDeclaration(node) && node.initializer && isFsModule(ts, node.initializer, bindings)) {
        if (ts.isIdentifier(node.name)) bindings.modules.add(node.name.text);
        else if (ts.isObjectBindingPattern(node.name)) bindPattern(node.name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return bindings;
}

/** require("fs"), require("fs").promises, a name bound to fs, or fs.promises. */
function isFsModule(ts: typeof TS, node: TS.Expression, bindings: FsBindings): boolean {
  if (ts.isParenthesizedExpression(node)) return isFsModule(ts, node.expression, bindings);
  if (ts.isIdentifier(node)) return bindings.modules.has(node.text);
  if (ts.isPropertyAccessExpression(node)) return node.name.text === "promises" && isFsModule(ts, node.expression, bindings);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require") {
    const argument = node.arguments[0];
    return argument !== undefined && ts.isStringLiteralLike(argument) && FS_MODULES.has(argument.text);
  }
  return false;
}

function fsFunctionName(ts: typeof TS, callee: TS.Expression, bindings: FsBindings): string | undefined {
  if (ts.isIdentifier(callee)) return bindings.functions.get(callee.text);
  if (ts.isPropertyAccessExpression(callee) && isFsModule(ts, callee.expression, bindings)) return callee.name.text;
  return undefined;
}

function judgeCall(parsed: ParsedSolution, call: TS.CallExpression, name: string, constants: Map<string, TS.Expression>): Finding | undefined {
  const { ts, source } = parsed;
  const target = call.arguments[0];
  const at = parsed.positionOf(call);
  const shown = target ? describeTarget(ts, target, source) : "a file";
  if (FOLDERS.has(name)) {
    return { ...at, what: `works on the file system (${name} on ${shown})`, fix: "a judge gives a solution only stdin and stdout: remove the call" };
  }
  const allowed = READS.has(name) ? STDIN : STDOUT;
  if (target && isStandardStream(ts, target, allowed, constants, source, 0)) return undefined;
  if (READS.has(name)) {
    return { ...at, what: `reads ${shown} (${name}), not stdin`, fix: "read standard input instead: readFileSync(0)" };
  }
  return { ...at, what: `writes ${shown} (${name}), not stdout`, fix: "write to standard output instead: process.stdout.write(text)" };
}

// Follows `const STDIN = 0` and `cond ? 0 : "/dev/stdin"`; anything it cannot see through counts as a file.
function isStandardStream(ts: typeof TS, node: TS.Expression, allowed: Set<string>, constants: Map<string, TS.Expression>, source: TS.SourceFile, depth: number): boolean {
  if (depth > 8) return false;
  const next = (expression: TS.Expression): boolean => isStandardStream(ts, expression, allowed, constants, source, depth + 1);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return next(node.expression);
  if (ts.isConditionalExpression(node)) return next(node.whenTrue) && next(node.whenFalse);
  if (ts.isNumericLiteral(node) || ts.isStringLiteralLike(node)) return allowed.has(node.text);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value !== undefined && next(value);
  }
  return allowed.has(node.getText(source).replace(/\s+/g, ""));
}

function findConstants(ts: typeof TS, source: TS.SourceFile): Map<string, TS.Expression> {
  const constants = new Map<string, TS.Expression>();
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

function describeTarget(ts: typeof TS, node: TS.Expression, source: TS.SourceFile): string {
  if (ts.isStringLiteralLike(node)) return `the file "${node.text}"`;
  const text = node.getText(source).replace(/\s+/g, " ");
  return `\`${text.length > 40 ? `${text.slice(0, 37)}...` : text}\``;
}
