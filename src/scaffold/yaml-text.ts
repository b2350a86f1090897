import { Document, parse, visit } from "yaml";
import { InternalError } from "../errors";

// Characters a YAML reader may take as a line break, drop or refuse (YAML 1.1 readers such as PyYAML break lines at
// NEL, U+2028 and U+2029; a BOM or C0/C1 control is not printable). Such a string is written double-quoted with each
// of them escaped, so every reader gets the same text back.
const RISKY = /[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const RISKY_IN_TEXT = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g;

/**
 * A YAML document as text that any reader takes back exactly: never folded (a long title stays on its line, as
 * problem.yaml's fast reader needs), risky characters escaped inside double quotes. Checked by reading it back.
 */
export function portableYaml(document: Document): string {
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && RISKY.test(node.value)) node.type = "QUOTE_DOUBLE";
    },
  });
  const text = document.toString({ lineWidth: 0, minContentWidth: 0 }).replace(RISKY_IN_TEXT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (JSON.stringify(parse(text)) !== JSON.stringify(document.toJS())) throw new InternalError(`the YAML writer changed a value: ${JSON.stringify(document.toJS()).slice(0, 200)}`);
  return text;
}

/** One scalar as YAML text on one line, for `key: <text>` in a file written line by line. */
export function yamlScalar(value: string | number): string {
  const text = portableYaml(new Document(value)).replace(/\n$/, "");
  if (!text.includes("\n")) return text;
  // A line break in a double-quoted scalar is written as a real one, whose next line is not indented under its key:
  // a Companion title "a\n\u001bb" made problem.yaml unreadable. JSON's escapes are YAML's, and keep it one line.
  const line = JSON.stringify(value).replace(RISKY_IN_TEXT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (parse(`key: ${line}`).key !== value) throw new InternalError(`the YAML writer changed a value: ${line.slice(0, 200)}`);
  return line;
}
