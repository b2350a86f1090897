import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { judgeCases, type JudgeObserver, type JudgeReport } from "../judge/judge-cases";
import { planJudge } from "../judge/plan-judge";
import { makeTempDir, removeTempDir } from "../util/temp-dir";

export interface VerifyOptions {
  /** ".ts", ".js" or ".cjs": how the judge reads the text (build-solution keeps JavaScript byte for byte); ".cpp", ".py", … */
  extension: string;
  /** The file's own name for the judged copy (a compile error then names it), else submission<extension>. */
  fileName?: string;
  /** --lang: the language when the extension does not say. */
  lang?: string;
  /** How reports name the text, e.g. "JavaScript for node12 from solutions/x/main.ts". */
  label: string;
  /**
   * How compile errors and stack traces name the file, where the text is the file's own lines (solutions/x/main.cpp);
   * else the judged copy's name (submission.cjs). Never the copy's temporary path, nor the label.
   */
  shownAs?: string;
  observer?: JudgeObserver;
  signal?: AbortSignal;
}

/** Judges the exact text that will be handed over, on every case of the problem. */
export async function verifySubmission(problemId: string, text: string | Uint8Array, options: VerifyOptions): Promise<{ passed: boolean; report: JudgeReport }> {
  const dir = makeTempDir("stonebench-submit");
  try {
    const path = join(dir, options.fileName ?? `submission${options.extension}`);
    writeFileSync(path, text);
    const request = { ...planJudge(problemId, { solution: path, ...(options.lang ? { lang: options.lang } : {}), ...(options.signal ? { signal: options.signal } : {}) }), solutionLabel: options.label, solutionShownAs: options.shownAs ?? basename(path) };
    const report = await judgeCases(request, options.observer ?? {});
    const passed = report.summary.verdict === "AC" && report.cases.length === report.summary.total && !report.interrupted;
    return { passed, report };
  } finally {
    removeTempDir(dir);
  }
}
