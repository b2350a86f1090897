import { existsSync, readFileSync, statSync } from "node:fs";
import { extname } from "node:path";
import { InternalError, UserError } from "../errors";
import { displayPath, resolveUserPath } from "../paths";
import { languageOf } from "../languages/registry";
import { solutionNotFound } from "../problem/solution-not-found";
import { findProblem } from "../problem/find-problem";
import { applyEdits, nodePrefixEdits } from "./check-imports";
import { checkSolution } from "./check-solution";
import { formatFinding, type Finding } from "./finding";
import type { NodeTarget } from "./node-target";
import { toJavaScript } from "./to-javascript";
import { javaJudgeNotes } from "./java-notes";
import { findModuleReferences, type ModuleReference } from "./module-references";
import { parseText, type ParsedText } from "./parse-solution";

export interface SubmitRequest {
  problem: string;
  /** A path as the user typed it; solutions/<id>/main.ts when absent. */
  solution?: string;
  js: boolean;
  target: NodeTarget;
  /** Hand over a solution even when the checks find problems. */
  force: boolean;
  /** --lang: the solution's language when its ending does not say. */
  lang?: string;
  /**
   * false: convert without checking (no findings). For a caller that would hand the text over whatever the checks
   * found and shows none of them (export's JavaScript), since the checks' type-checked program costs most of the time.
   */
  checks?: false;
}

export interface Submission {
  problemId: string;
  solutionPath: string;
  text: string;
  /** Exactly what is judged and handed over: the text's UTF-8, or another language's file byte for byte. */
  bytes: Buffer;
  /** TypeScript, JavaScript, or another language's name (C++, Python 3, …). */
  language: string;
  /** The Node languages get submit's checks and conversions; every other language is handed over as written. */
  node: boolean;
  /** The extension under which the judge reads the text: .cjs for converted JavaScript. */
  extension: string;
  /** Problems found and overridden with --force (empty otherwise). */
  findings: Finding[];
  /** What was changed on the way, e.g. "node:fs" renamed to "fs". */
  notes: string[];
}

/** Checks the solution, then turns it into the text to paste. A failed check is a UserError naming every line. */
export async function makeSubmission(request: SubmitRequest): Promise<Submission> {
  const problem = findProblem(request.problem);
  const solutionPath = request.solution ? resolveUserPath(request.solution) : problem.mainSolution;
  // A folder exists (judge takes one), but a judge's form takes one file: "not found" sent the user to check the path.
  if (existsSync(solutionPath) && statSync(solutionPath).isDirectory()) {
    throw new UserError(`${displayPath(solutionPath)} is a folder: submit hands over one file, the text to paste`, `give the one file to paste: --solution ${displayPath(solutionPath)}/<file> (judge takes a folder; a judge's form does not)`);
  }
  if (!existsSync(solutionPath) || !statSync(solutionPath).isFile()) {
    throw solutionNotFound(problem, solutionPath, request.solution !== undefined);
  }
  const shown = displayPath(solutionPath);
  const language = languageOf(solutionPath, request.lang);
  if (language.runtime !== "node") {
    // C++, Python, Java, …: no check or conversion applies; the file's bytes are judged and handed over untouched.
    if (request.js) throw new UserError(`--js converts TypeScript to JavaScript; ${shown} is ${language.name}`, "drop --js: a solution in another language is handed over byte for byte");
    const bytes = readFileSync(solutionPath);
    const notes = language.id === "java" ? javaJudgeNotes(solutionPath, bytes.toString("utf8"), problem.config.source) : [];
    return { problemId: problem.id, solutionPath, findings: [], text: bytes.toString("utf8"), bytes, language: language.name, node: false, extension: extname(solutionPath) || (language.extensions[0] ?? ""), notes };
  }
  const source = readFileSync(solutionPath, "utf8");
  if (request.checks === false && !request.js) throw new InternalError("makeSubmission: checks: false is for --js conversions only (TypeScript handed over is checked)");
  const check = request.checks === false ? await unchecked(solutionPath, source) : await checkSolution(solutionPath, source, request.target);
  if (check.findings.length > 0 && !request.force) {
    const count = check.findings.length === 1 ? "1 problem" : `${check.findings.length} problems`;
    throw new UserError(
      [`${shown} is not ready for a judge running ${request.target.name} (${count}):`, ...check.findings.map((finding) => `  ${formatFinding(finding, shown)}`)].join("\n"),
      "fix each line above, or pass --force to hand it over anyway",
    );
  }
  const base = { problemId: problem.id, solutionPath, findings: check.findings };
  if (request.js) {
    const converted = await toJavaScript(check.parsed, check.references, request.target);
    return { ...base, text: converted.text, bytes: Buffer.from(converted.text, "utf8"), language: "JavaScript", node: true, extension: ".cjs", notes: converted.notes };
  }
  const renamed = nodePrefixEdits(check.parsed, check.references, request.target);
  const extension = extname(solutionPath);
  const text = applyEdits(source, renamed.edits);
  return { ...base, text, bytes: Buffer.from(text, "utf8"), language: language.id === "javascript" ? "JavaScript" : "TypeScript", node: true, extension, notes: renamed.notes };
}

// The syntax tree and module references a conversion needs, with no findings: no type-checked program is built.
async function unchecked(path: string, text: string): Promise<{ findings: Finding[]; parsed: ParsedText; references: ModuleReference[] }> {
  const parsed = await parseText(path, text);
  return { findings: [], parsed, references: findModuleReferences(parsed) };
}
