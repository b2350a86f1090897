import { readFileSync } from "node:fs";
import { isVerdict, type Verdict } from "../verdicts";

export interface SolutionLabel {
  verdict: Verdict;
  reason: string;
}

const LABEL = /^\/\/\s*expect:\s*([A-Z]+)\b\s*(?:\((.*)\))?/;

/**
 * The verdict a fixture or wrong solution must get, from its first line: `// expect: WA (why it is wrong)`.
 * Like Polygon's and Kattis's labelled submissions, the label lives with the code it describes.
 */
export function readSolutionLabel(path: string): SolutionLabel | undefined {
  const firstLine = readFileSync(path, "utf8").split("\n", 1)[0] ?? "";
  const match = LABEL.exec(firstLine.trim());
  if (!match || !isVerdict(match[1]!)) return undefined;
  return { verdict: match[1] as Verdict, reason: (match[2] ?? "").trim() };
}
