import { parseYamlDocument } from "../util/yaml-nesting";
import type { LineCounter as YamlLineCounter, Node, Pair, ParseOptions, DocumentOptions, SchemaOptions } from "yaml";

// problem.yaml is read on every command, and loading the yaml package costs more than the rest of a small judge run.
// Files in the flat subset every problem.yaml uses (key: scalar, key: [id, id], comments) are read here, into nodes
// that behave like yaml's own for everything problem-config.ts asks of them (kind, value, range, type, source);
// anything else, errors included, goes to the yaml package, so results and messages stay yaml's.

export type { Node, Pair };

const NODE_TYPE = Symbol.for("yaml.node.type");
const MAP = Symbol.for("yaml.map");
const PAIR = Symbol.for("yaml.pair");
const SCALAR = Symbol.for("yaml.scalar");
const SEQ = Symbol.for("yaml.seq");

// The same tests as yaml's identity.js (by the registered symbols), so they accept yaml's nodes and ours alike.
const nodeType = (node: unknown): unknown => (!!node && typeof node === "object" ? (node as Record<symbol, unknown>)[NODE_TYPE] : undefined);
export const isMap = (node: unknown): node is import("yaml").YAMLMap<unknown, unknown> => nodeType(node) === MAP;
export const isScalar = (node: unknown): node is import("yaml").Scalar<unknown> => nodeType(node) === SCALAR;
export const isSeq = (node: unknown): node is import("yaml").YAMLSeq<unknown> => nodeType(node) === SEQ;

/** yaml's LineCounter, line for line: yaml's parser only calls addNewLine, so either reader can fill it. */
export class LineCounter implements Pick<YamlLineCounter, "lineStarts" | "addNewLine" | "linePos"> {
  lineStarts: number[] = [];
  addNewLine = (offset: number): number => this.lineStarts.push(offset);
  linePos = (offset: number): { line: number; col: number } => {
    let low = 0;
    let high = this.lineStarts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.lineStarts[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    if (this.lineStarts[low] === offset) return { line: low + 1, col: 1 };
    if (low === 0) return { line: 0, col: offset };
    return { line: low, col: offset - this.lineStarts[low - 1]! + 1 };
  };
}

type Options = ParseOptions & DocumentOptions & SchemaOptions;

/** What problem-config.ts reads of a parsed document. */
export interface ConfigDocument {
  errors: { pos: [number, number]; message: string }[];
  contents: Node | null;
}

/** Parses YAML like yaml's parseDocument: the flat subset here, everything else with the yaml package. */
export function parseDocument(text: string, options: Options = {}): ConfigDocument {
  if (process.env.STONEBENCH_YAML_FAST !== "0") {
    const fast = parseFlatSubset(text, options.lineCounter as LineCounter | undefined);
    if (fast) return fast;
  }
  return parseWithYaml(text, options);
}

/** Always the yaml package (the reference the fast path is tested against). */
export function parseWithYaml(text: string, options: Options = {}): ConfigDocument {
  return parseYamlDocument(text, options) as unknown as ConfigDocument;
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SPECIAL_WORD = /^(?:true|false|null)$/i;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
// A plain string we can take as is: no indicator first, no ": " or " #" inside, printable, no edge spaces.
const PLAIN_TEXT = /^[^-?:,[\]{}#&*!|>'"%@`\s0-9.+~](?:[^\s:#]|[ ](?![ #])|:(?![ ]))*(?<![ :])$/;
// Control characters (Cc), any surrogate (astral text goes to yaml), BOM, non-characters, line separators.
// Plain character classes: a /u regex with \p{…} takes milliseconds to compile.
const PRINTABLE = /^[^\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029]*$/;
const ALIAS_ITEM = /^[A-Za-z][A-Za-z0-9-]*$/;
const DOUBLE_QUOTED = /^"([^"\\]*)"$/;
const SINGLE_QUOTED = /^'([^']*)'$/;

/** The flat subset: top-level `key: value` lines, full-line comments and blank lines; undefined for anything else. */
export function parseFlatSubset(text: string, lineCounter?: LineCounter): ConfigDocument | undefined {
  if (text.includes("\r") || text.includes("\t") || !PRINTABLE.test(text)) return undefined;
  const lines = text.split("\n");
  const starts: number[] = [];
  const items: Pair<Node, Node>[] = [];
  const keys = new Set<string>();
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    const lineEnd = offset + line.length;
    const next = Math.min(lineEnd + 1, text.length);
    if (line === "" || line.startsWith("#")) {
      offset = lineEnd + 1;
      continue;
    }
    const colon = line.indexOf(": ");
    if (colon <= 0) return undefined;
    const key = line.slice(0, colon);
    if (!KEY.test(key) || SPECIAL_WORD.test(key) || keys.has(key)) return undefined;
    keys.add(key);
    const raw = line.slice(colon + 2);
    const at = offset + colon + 2;
    const value = readValue(raw, at, next);
    if (!value) return undefined;
    items.push(pair(scalar(key, [offset, offset + colon, offset + colon], "PLAIN", key), value));
    offset = lineEnd + 1;
  }
  if (items.length === 0) return undefined;
  if (lineCounter) {
    // yaml's parser reports offset 0, then the start of every line after a newline (the end of the text included).
    for (const start of starts) lineCounter.addNewLine(start);
  }
  const start = (items[0]!.key as { range: [number, number, number] }).range[0];
  const map = { [NODE_TYPE]: MAP, items, range: [start, text.length, text.length] } as unknown as Node;
  return { errors: [], contents: map };
}

function readValue(raw: string, at: number, next: number): Node | undefined {
  const end = at + raw.length;
  if (raw.startsWith("[")) {
    if (!raw.endsWith("]")) return undefined;
    const inner = raw.slice(1, -1);
    const items: Node[] = [];
    if (inner.trim() !== "") {
      let cursor = at + 1;
      for (const part of inner.split(",")) {
        const word = part.trim();
        if (!ALIAS_ITEM.test(word) || SPECIAL_WORD.test(word) || part !== (items.length ? " " : "") + word) return undefined;
        const start = cursor + part.indexOf(word);
        items.push(scalar(word, [start, start + word.length, start + word.length], "PLAIN", word));
        cursor += part.length + 1;
      }
    } else if (inner !== "") return undefined;
    return { [NODE_TYPE]: SEQ, items, flow: true, range: [at, end, next] } as unknown as Node;
  }
  const double = DOUBLE_QUOTED.exec(raw);
  if (double) return scalar(double[1]!, [at, end, next], "QUOTE_DOUBLE", double[1]!);
  const single = SINGLE_QUOTED.exec(raw);
  if (single) return scalar(single[1]!, [at, end, next], "QUOTE_SINGLE", single[1]!);
  if (INT.test(raw)) {
    // Beyond 15 digits parseInt may round differently from a decimal reading; leave those to yaml.
    if (raw.replace(/^[-+]?0*/, "").length > 15) return undefined;
    return scalar(parseInt(raw, 10), [at, end, next], "PLAIN", raw);
  }
  // interactive: true (YAML 1.2's core schema also reads True and TRUE as booleans).
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(raw)) return scalar(raw.toLowerCase() === "true", [at, end, next], "PLAIN", raw);
  if (FLOAT_EXP.test(raw)) return scalar(parseFloat(raw), [at, end, next], "PLAIN", raw, "EXP");
  if (FLOAT.test(raw)) return scalar(parseFloat(raw), [at, end, next], "PLAIN", raw);
  if (PLAIN_TEXT.test(raw) && !SPECIAL_WORD.test(raw)) return scalar(raw, [at, end, next], "PLAIN", raw);
  return undefined;
}

function scalar(value: unknown, range: [number, number, number], type: string, source: string, format?: string): Node {
  return { [NODE_TYPE]: SCALAR, value, range, source, type, ...(format ? { format } : {}) } as unknown as Node;
}

function pair(key: Node, value: Node): Pair<Node, Node> {
  return { [NODE_TYPE]: PAIR, key, value } as unknown as Pair<Node, Node>;
}
