import { isBuiltin } from "node:module";
import { MODULES_SINCE } from "./api-versions";
import type { Finding } from "./finding";
import type { ModuleReference } from "./module-references";
import { formatVersion, hasAtLeast, supportsNodePrefix, type NodeTarget } from "./node-target";
import type { ParsedSolution, ParsedText } from "./parse-solution";

/**
 * A judge has the one file you paste and Node, nothing else: every module must be a built-in, named
 * literally, and old enough for the target. "node:fs" is not a finding; see nodePrefixEdits.
 */
export function checkImports(parsed: ParsedSolution, references: ModuleReference[], target: NodeTarget): Finding[] {
  const findings: Finding[] = [];
  for (const reference of references) {
    const at = parsed.positionOf(reference.node);
    const name = reference.specifier;
    if (name === undefined) {
      findings.push({ ...at, what: "loads a module whose name is computed at run time", fix: 'name a Node built-in literally, e.g. require("fs")' });
    } else if (!isBuiltin(name)) {
      findings.push({
        ...at,
        what: `imports "${name}", which is not a Node built-in`,
        fix: "a judge has only the file you paste: copy what you need from it into the solution",
      });
    } else {
      const bare = name.replace(/^node:/, "");
      const since = MODULES_SINCE[bare];
      if (since && !hasAtLeast(target, since)) {
        findings.push({ ...at, what: `imports "${name}", which needs Node ${formatVersion(since)} (target ${target.name})`, fix: `do without it, or submit with --target node${formatVersion(since)}` });
      } else if (name !== bare && !isBuiltin(bare) && !supportsNodePrefix(target)) {
        findings.push({ ...at, what: `imports "${name}", which exists only with the node: prefix, and ${target.name} cannot load node: names`, fix: "do without it, or submit with --target node16" });
      }
    }
  }
  for (const reference of parsed.source.referencedFiles) {
    const { line, character } = parsed.source.getLineAndCharacterOfPosition(reference.pos);
    findings.push({ line: line + 1, column: character + 1, what: `refers to the file "${reference.fileName}"`, fix: "remove the /// <reference> and paste what you need into the solution" });
  }
  return findings;
}

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The name the target can load: "node:fs" becomes "fs" where the target lacks node: names; undefined if unchanged. */
export function renamedModule(name: string | undefined, target: NodeTarget): string | undefined {
  if (!name?.startsWith("node:") || supportsNodePrefix(target) || !isBuiltin(name.slice(5))) return undefined;
  return name.slice(5);
}

/** Edits that rename "node:fs" to "fs" inside the string literals, with a note for each. */
export function nodePrefixEdits(parsed: ParsedText, references: ModuleReference[], target: NodeTarget): { edits: TextEdit[]; notes: string[] } {
  const edits: TextEdit[] = [];
  const notes: string[] = [];
  for (const reference of references) {
    const renamed = renamedModule(reference.specifier, target);
    // `import type` vanishes when the types are stripped: nothing loads it.
    const declaration = reference.declaration;
    const typeOnly = declaration !== undefined && parsed.ts.isImportDeclaration(declaration) && declaration.importClause?.isTypeOnly === true;
    if (renamed === undefined || typeOnly) continue;
    // Keep the literal's own quotes: replace what is between them.
    edits.push({ start: reference.node.getStart(parsed.source) + 1, end: reference.node.getEnd() - 1, text: renamed });
    notes.push(`line ${parsed.positionOf(reference.node).line}: "${reference.specifier}" becomes "${renamed}" (${target.name} cannot load node: names; Node 14.18 and 16 can)`);
  }
  return { edits, notes };
}

/** Applies non-overlapping edits to a text. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
