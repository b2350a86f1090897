import type { Document, DocumentOptions, ParseOptions, SchemaOptions } from "yaml";
import { loadYaml } from "./load-on-demand";

// yaml's composer recurses once per level of nesting, and a package's submissions.yaml of 20,000 nested brackets ran
// it out of stack: caught as "Maximum call stack size exceeded" most times, but now and then the overflow fell inside
// V8's regexp compiler, which ended import with "FATAL ERROR: RegExpCompiler Allocation failed - process out of
// memory" and Node's native stack. The nesting is measured first on yaml's own CST, which its parser builds without
// recursion, and a text nested deeper than any settings file needs is refused as yaml refuses broken syntax.

/** Deeper than this (levels of yaml's CST: about one per collection) is refused; real files nest under 10. */
export const YAML_NESTING_LIMIT = 200;

type Options = ParseOptions & DocumentOptions & SchemaOptions;

/** yaml's parseDocument, except that a text nested past YAML_NESTING_LIMIT is an empty document with one error. */
export function parseYamlDocument(text: string, options: Options = {}): Document.Parsed {
  const yaml = loadYaml();
  const deep = tooDeepAt(text);
  if (deep === undefined) return yaml.parseDocument(text, options);
  const document = new yaml.Document(null, options) as unknown as Document.Parsed;
  // The lines as yaml's parser would have counted them, for a caller that names the error's line.
  options.lineCounter?.addNewLine(0);
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) options.lineCounter?.addNewLine(index + 1);
  const { line, col } = linePos(text, deep);
  document.errors.push(new yaml.YAMLParseError([deep, deep + 1], "BAD_INDENT", `nested deeper than ${YAML_NESTING_LIMIT} levels at line ${line}, column ${col}`));
  return document;
}

/** The offset where the nesting passes the limit, or undefined. Walks the CST with a stack of its own. */
function tooDeepAt(text: string): number | undefined {
  const yaml = loadYaml();
  for (const token of new yaml.Parser().parse(text)) {
    const stack: [unknown, number][] = [[token, 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (typeof node !== "object" || node === null) continue;
      const { offset, value, items } = node as { offset?: number; value?: unknown; items?: { key?: unknown; value?: unknown }[] };
      if (depth > YAML_NESTING_LIMIT) return offset ?? 0;
      if (value !== undefined) stack.push([value, depth + 1]);
      if (Array.isArray(items)) for (const item of items) stack.push([item.key, depth + 1], [item.value, depth + 1]);
    }
  }
  return undefined;
}

function linePos(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) [line, start] = [line + 1, index + 1];
  return { line, col: offset - start + 1 };
}
