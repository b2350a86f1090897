import { loadYaml } from "../util/load-on-demand";

// A Kattis package's YAML (problem.yaml, testdata.yaml, submissions.yaml) is read here, one way for import, verify and
// export: with YAML 1.1's merge key, which packages written for PyYAML use (`limits: {<<: *defaults}` was a key named
// "<<", and the limits it held were dropped).

/** Parses as yaml's parse() does (its first error thrown), merge keys included. */
export function parsePackageYaml(text: string): unknown {
  return loadYaml().parse(text, { merge: true });
}
