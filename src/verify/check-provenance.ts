import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { problemFiles, solutionNames } from "../authoring/problem-files";
import { describeError } from "../errors";
import { manifestPath, readManifest, sameStamp, stampOfFile, type Oracle } from "../problem/case-manifest";
import { casesDir, displayPath } from "../paths";
import type { TestCase } from "../problem/find-cases";
import type { ProblemConfig } from "../problem/problem-config";
import type { VerifyCheck } from "./verify-check";
import { plural } from "../util/plural";

// The oracles by the names of this problem's files (brute.py, main.cpp), not only TypeScript's.
function shownNames(id: string): Record<Oracle, string> {
  const names = solutionNames(problemFiles(id));
  return { brute: names.brute, "second-method": names.secondMethod, main: names.main, recipe: "the recipe", "by hand": "by hand" };
}

/**
 * Where each expected output came from, as make-cases recorded it in cases/<id>/manifest.json: each case's files must
 * still be the ones recorded (hashes), and an output main.ts computed proves nothing about main.ts, so it fails unless
 * problem.yaml says why it may stand (acceptMainOutputs).
 */
export function checkProvenance(id: string, cases: TestCase[], config: ProblemConfig): VerifyCheck {
  const dir = cases.find((testCase) => !testCase.generated)?.inputPath ? dirname(cases.find((testCase) => !testCase.generated)!.inputPath) : join(casesDir(), id);
  const failures: string[] = [];
  const warnings: string[] = [];
  const SHOWN = shownNames(id);
  let manifest;
  try {
    manifest = readManifest(dir);
  } catch (error) {
    return { kind: "provenance", ok: false, summary: "expected outputs: where each came from", failures: [`${id}: ${describeError(error)}`], warnings };
  }
  if (!manifest) {
    return { kind: "provenance", ok: true, summary: `expected outputs: no ${displayPath(manifestPath(dir))} (the cases were not made by make-cases), so no oracle is on record`, failures, warnings };
  }
  const counts = new Map<Oracle, number>();
  const unrecorded: string[] = [];
  const fromMain: string[] = [];
  for (const testCase of cases) {
    const entry = manifest.cases[testCase.name];
    if (!entry) {
      unrecorded.push(testCase.name);
      continue;
    }
    counts.set(entry.oracle, (counts.get(entry.oracle) ?? 0) + 1);
    if (entry.oracle === "main") fromMain.push(testCase.name);
    for (const [side, path, stamp] of [["input", testCase.inputPath, entry.input], ["expected output", testCase.answerPath, entry.output]] as const) {
      if (!existsSync(path)) continue;
      if (!sameStamp(stampOfFile(path), stamp)) {
        failures.push(
          `${id}: ${displayPath(path)} (the ${side} of ${testCase.name}) is not the file make-cases recorded from ${SHOWN[entry.oracle]}; ` +
            `restore it, make it again (npm run make-cases -- ${id} --case ${testCase.name} --force), or record it as written by hand`,
        );
      }
    }
  }
  if (fromMain.length > 0) {
    const which = `${plural(fromMain.length, "expected output")} (${fromMain.join(", ")}) came from ${SHOWN.main} itself`;
    if (config.acceptMainOutputs) warnings.push(`${id}: ${which}; accepted because problem.yaml says: ${config.acceptMainOutputs}`);
    else {
      failures.push(
        `${id}: ${which}, which proves nothing about ${SHOWN.main}; write ${SHOWN["second-method"]} or make the cases small enough for ${SHOWN.brute} and run make-cases again, or say why they may stand in problem.yaml (acceptMainOutputs: "…")`,
      );
    }
  }
  const parts = [...counts].map(([oracle, count]) => `${count} from ${SHOWN[oracle]}`);
  if (unrecorded.length > 0) parts.push(`${unrecorded.length} not on record (${unrecorded.slice(0, 3).join(", ")}${unrecorded.length > 3 ? ", …" : ""}: added by hand or by npm run case)`);
  return { kind: "provenance", ok: failures.length === 0, summary: `expected outputs: ${parts.join(", ")}`, failures, warnings };
}
