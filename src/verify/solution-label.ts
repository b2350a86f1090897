import { readFileSync, statSync } from "node:fs";
import { labelLine, readSourceFolder } from "../languages/source-folder";
import { isVerdict, type Verdict } from "../verdicts";

/**
 * What a labelled solution must get. exact: one of `verdicts` on some case (AC: on every case);
 * rejected: any verdict but AC on some case (Kattis's submissions/rejected); mixed: judged, never checked.
 */
export interface SolutionLabel {
  kind: "exact" | "rejected" | "mixed";
  /** The first verdict allowed (exact), kept for callers that know one verdict. */
  verdict: Verdict;
  verdicts: Verdict[];
  reason: string;
}

// A line comment of any language: // (C, C++, Java, Kotlin, Rust, Go, TS, JS) or # (Python).
const LABEL = /^(?:\/\/|#)\s*expect:\s*([A-Za-z]+(?:\s*(?:\||,|\bor\b)\s*[A-Z]+)*)\s*(?:\((.*)\))?/;

/**
 * The verdict a fixture or wrong solution must get, from its first line (its second after a `#!` line):
 * `// expect: WA (why it is wrong)`, `// expect: TLE or RE`, `// expect: rejected`, `// expect: mixed` (`# expect:` in Python).
 * Like Polygon's and Kattis's labelled submissions, the label lives with the code it describes.
 */
export function labelOfSource(source: string): SolutionLabel | undefined {
  const match = LABEL.exec(labelLine(source).trim());
  if (!match) return undefined;
  const reason = (match[2] ?? "").trim();
  const words = match[1]!.split(/\s*(?:\||,|\bor\b)\s*/).filter(Boolean);
  if (words.length === 1 && (words[0] === "rejected" || words[0] === "mixed")) {
    return { kind: words[0], verdict: "WA", verdicts: [], reason };
  }
  if (!words.every(isVerdict)) return undefined;
  return { kind: "exact", verdict: words[0] as Verdict, verdicts: words as Verdict[], reason };
}

export function readSolutionLabel(path: string): SolutionLabel | undefined {
  // A multi-file solution (a folder) carries its label in its entry file.
  if (statSync(path).isDirectory()) {
    const folder = readSourceFolder(path);
    return folder.ok ? labelOfSource(readFileSync(folder.main, "utf8")) : undefined;
  }
  return labelOfSource(readFileSync(path, "utf8"));
}

/** Where a label goes in a source: after a `#!` line, which must stay first, else on line 1. */
export function withLabel(source: Buffer, label: string): Buffer {
  const text = source.toString("utf8");
  if (text.startsWith("#!")) {
    const end = text.indexOf("\n");
    const cut = end === -1 ? text.length : end + 1;
    return Buffer.concat([source.subarray(0, cut), Buffer.from(`${end === -1 ? "\n" : ""}${label}\n`), source.subarray(cut)]);
  }
  return Buffer.concat([Buffer.from(`${label}\n`), source]);
}
