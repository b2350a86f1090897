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

// yaml's parser also costs about 1 KB of memory and tens of microseconds per node, before any nesting: a package's
// problem.yaml of 20 MiB of "0," (under the 64 MiB a package's text may be) took import 3 minutes and 4.5 GB before V8's
// "FATAL ERROR: Reached heap limit". The text's size and its count of the marks every node needs are bounded first.

/** Larger than this is refused before it is parsed; real settings files are a few KB. */
export const YAML_TEXT_LIMIT = 1 << 20;
/** More marks than this (commas, line ends, dashes, colons, ?: one at least a value past a collection's first) is refused; real files hold hundreds. */
export const YAML_MARK_LIMIT = 20_000;

/** yaml's parseDocument, except that a text too large, or nested past YAML_NESTING_LIMIT, is an empty document with one error. */
export function parseYamlDocument(text: string, options: Options = {}): Document.Parsed {
  const yaml = loadYaml();
  const large = tooLarge(text);
  const deep = large ? undefined : tooDeepAt(text);
  if (large === undefined && deep === undefined) return yaml.parseDocument(text, options);
  const document = new yaml.Document(null, options) as unknown as Document.Parsed;
  // The lines as yaml's parser would have counted them, for a caller that names the error's line.
  options.lineCounter?.addNewLine(0);
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) options.lineCounter?.addNewLine(index + 1);
  if (large !== undefined) {
    document.errors.push(new yaml.YAMLParseError([0, 1], "BAD_INDENT", large));
    return document;
  }
  const { line, col } = linePos(text, deep!);
  document.errors.push(new yaml.YAMLParseError([deep!, deep! + 1], "BAD_INDENT", `nested deeper than ${YAML_NESTING_LIMIT} levels at line ${line}, column ${col}`));
  return document;
}

/** Why the text is too large to parse, or undefined: one pass over its characters, no parser. */
function tooLarge(text: string): string | undefined {
  if (text.length > YAML_TEXT_LIMIT) return `too large to read: ${text.length} characters, more than the ${YAML_TEXT_LIMIT} a settings file may be (real ones are a few KB)`;
  let marks = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // , \n - : ?
    if (code === 44 || code === 10 || code === 45 || code === 58 || code === 63) marks++;
  }
  if (marks > YAML_MARK_LIMIT) return `too large to read: ${marks} commas, lines, dashes and colons, more than the ${YAML_MARK_LIMIT} a settings file may hold (real ones hold hundreds; yaml's parser builds a value at each)`;
  return undefined;
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
