import { basename } from "node:path";
import type * as TS from "typescript";
import { UserError } from "../errors";
import { applyEdits, nodePrefixEdits, renamedModule, type TextEdit } from "./check-imports";
import { loaderFor } from "./check-syntax";
import type { ModuleReference } from "./module-references";
import { esbuildTarget, type NodeTarget } from "./node-target";
import type { ParsedText } from "./parse-solution";
import { loadEsbuild } from "../util/load-on-demand";

/**
 * Turns the solution into plain JavaScript for the target, as CommonJS: a judge runs `node Main.js` with
 * no package.json, and Node reads that as CommonJS. Imports become plain `const … = require(…)` lines
 * (esbuild's own CommonJS imports read badly); esbuild strips the types and lowers newer syntax, without
 * minifying. esbuild drops ordinary comments, so the file's opening comment block is carried over by hand.
 */
export async function toJavaScript(parsed: ParsedText, references: ModuleReference[], target: NodeTarget): Promise<{ text: string; notes: string[] }> {
  const { ts, source } = parsed;
  const edits: TextEdit[] = [];
  const others: ModuleReference[] = [];
  for (const reference of references) {
    const declaration = reference.declaration;
    if (declaration && ts.isImportDeclaration(declaration)) {
      const name = renamedModule(reference.specifier, target) ?? reference.specifier ?? "";
      edits.push({ start: declaration.getStart(source), end: declaration.getEnd(), text: importAsRequire(ts, declaration, name) });
    } else {
      others.push(reference);
    }
  }
  // Import declarations are rewritten whole above; every other module name only loses its node: prefix.
  edits.push(...nodePrefixEdits(parsed, others, target).edits);
  const notes = nodePrefixEdits(parsed, references, target).notes;
  for (const statement of source.statements) {
    // `export {}` only marks the file as a module; in CommonJS it would add an exports wrapper.
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.length === 0) {
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: "" });
    }
  }
  const esbuild = loadEsbuild();
  try {
    const result = await esbuild.transform(applyEdits(source.text, edits), {
      loader: loaderFor(source.fileName),
      format: "cjs",
      target: esbuildTarget(target),
      sourcefile: basename(source.fileName),
      legalComments: "inline",
      charset: "utf8",
      banner: banner(ts, source, target),
      logLevel: "silent",
    });
    return { text: result.code, notes };
  } catch (error) {
    const errors = (error as { errors?: { text: string; location: { line: number } | null }[] }).errors;
    if (!errors) throw error;
    const first = errors[0];
    throw new UserError(`Cannot convert ${basename(source.fileName)} to JavaScript for ${target.name}: ${first ? `line ${first.location?.line ?? "?"}: ${first.text}` : "esbuild failed"}`, "fix the line, or choose a newer --target");
  }
}

/** `import { a, b as c } from "fs"` → `const { a, b: c } = require("fs");`, leaving out what only names types. */
function importAsRequire(ts: typeof TS, declaration: TS.ImportDeclaration, name: string): string {
  const load = `require(${JSON.stringify(name)})`;
  const clause = declaration.importClause;
  if (!clause) return `${load};`;
  if (clause.isTypeOnly) return "";
  const lines: string[] = [];
  const whole = clause.name?.text ?? (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings.name.text : undefined);
  if (whole) lines.push(`const ${whole} = ${load};`);
  if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
    const names = clause.namedBindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ? `${element.propertyName.text}: ${element.name.text}` : element.name.text));
    if (names.length > 0) lines.push(`const { ${names.join(", ")} } = ${whole ?? load};`);
  }
  return lines.join(" ");
}

/** The file's opening comments (its explanation, usually), then a line that says what this file is. */
function banner(ts: typeof TS, source: TS.SourceFile, target: NodeTarget): string {
  const start = ts.getShebang(source.text)?.length ?? 0;
  const comments = (ts.getLeadingCommentRanges(source.text, start) ?? []).map((range) => source.text.slice(range.pos, range.end));
  const made = `// JavaScript for ${target.name} (CommonJS), converted from ${basename(source.fileName)} by stonebench (npm run submit).`;
  return [...comments, made].join("\n");
}
