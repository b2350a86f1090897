import { parseYamlDocument } from "./yaml-nesting";

// A Kattis package's YAML (problem.yaml, testdata.yaml, submissions.yaml) is read here, one way for import, verify and
// export: with YAML 1.1's merge key, which packages written for PyYAML use (`limits: {<<: *defaults}` was a key named
// "<<", and the limits it held were dropped), and with the yaml package's warnings given back as lines naming
// file:line:col (yaml's parse() printed each as a raw YAMLWarning with its source excerpt).

export interface PackageYaml {
  data: unknown;
  /** One line per warning: "<shown>:<line>:<col>: <what>". */
  warnings: string[];
}

/** Parses as yaml's parse() does (its first error thrown, as before), merges included, printing nothing. */
export function parsePackageYaml(text: string, shown: string): PackageYaml {
  const document = parseYamlDocument(text, { merge: true });
  if (document.errors.length) throw document.errors[0]!;
  const warnings = document.warnings.map((warning) => {
    const at = warning.linePos?.[0];
    // yaml's message ends with " at line L, column C:" and the excerpt on the lines below.
    const what = warning.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    const meaning = warning.code === "TAG_RESOLVE_FAILED" ? " (read as if untagged)" : "";
    return `${shown}${at ? `:${at.line}:${at.col}` : ""}: ${what}${meaning}`;
  });
  return { data: document.toJS(), warnings };
}
