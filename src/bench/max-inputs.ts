import { statSync } from "node:fs";
import { casesDir } from "../paths";
import { readManifest } from "../problem/case-manifest";
import { findCases, type TestCase } from "../problem/find-cases";
import { listProblemIds } from "../problem/find-problem";

/**
 * The largest legal inputs are cases like any other: each batch problem's generated cases (problems/<id>/cases.ts,
 * `generated: true`), too big to commit, made from their recipe on first use and cached (cases/<id>/manifest.json).
 * The bench and the end-to-end test judge them as the judge does; this lists them, making any not made yet.
 */
export interface MaxInput {
  problemId: string;
  testCase: TestCase;
  /** Input bytes, for reports. */
  bytes: number;
}

/** Every generated case of every problem, made if not cached yet. */
export function maxInputs(): MaxInput[] {
  const out: MaxInput[] = [];
  for (const problemId of listProblemIds()) {
    const generated = Object.entries(readManifest(`${casesDir()}/${problemId}`)?.cases ?? {}).filter(([, entry]) => entry.generated);
    if (generated.length === 0) continue;
    const names = new Set(generated.map(([name]) => name));
    for (const testCase of findCases(`${casesDir()}/${problemId}`, { problemId }).filter((item) => names.has(item.name))) {
      out.push({ problemId, testCase, bytes: statSync(testCase.inputPath).size });
    }
  }
  return out;
}

/** "21.6 MB" */
export function describeSize(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;
}
