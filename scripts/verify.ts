import { positiveInteger, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT } from "../src/errors";
import { findProblem, listProblemIds } from "../src/problem/find-problem";
import { colorsFor } from "../src/report/colors";
import { closeProblemTools } from "../src/authoring/problem-tools";
import { verifyProblem, type VerifyCheck } from "../src/verify/verify-problem";
import type { CaseResult } from "../src/judge/judge-cases";
import { problemTable } from "../src/verify/problem-table";
import { formatVerdictTable } from "../src/verify/verdict-table";
import { verifyJson, type VerifiedProblem } from "../src/verify/verify-json";
import { excusedInDraft } from "../src/verify/verify-check";
import { stopOnSignals } from "../src/cli/stop-on-signals";
import { plural } from "../src/util/plural";

const spec: CommandSpec = {
  name: "verify",
  summary:
    "Check problems the way Polygon and Kattis do: complete, every input valid, every expected output from an independent oracle, main.ts AC everywhere, brute.ts and second-method.ts agree, every labelled wrong solution caught by at least two cases.",
  positionals: ["<id>?"],
  options: [
    { name: "jobs", type: "string", value: "<n>", help: "judge n cases at once (default 2)", parse: positiveInteger("--jobs") },
    { name: "every-case", type: "boolean", help: "judge each wrong solution on every case, for the exact count of cases that kill it (by default it stops at two)" },
    { name: "json", type: "boolean", help: "print one JSON report (every check, each solution's verdict per case) instead of text" },
    { name: "table", type: "boolean", help: "judge every solution on every case and print the verdict matrix, with the time limit's margins" },
    { name: "table-json", type: "boolean", help: "with --table: print each problem's matrix as JSON instead" },
  ],
  examples: ["npm run verify", "npm run verify hdu2516", "npm run verify -- hdu2516 --every-case --json", "npm run verify -- hdu2516 --table"],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const json = values.json === true;
  const c = colorsFor(process.stdout);
  const write = (text: string): void => void (json ? undefined : process.stdout.write(text));
  const stop = stopOnSignals();
  const controller = stop.controller;
  const ids = positionals[0] ? [findProblem(positionals[0]).id] : listProblemIds();
  const failures: string[] = [];
  const warnings: string[] = [];
  const drafts = new Map<string, number>();
  const verified: VerifiedProblem[] = [];
  let checked = 0;
  let notJudged = 0;
  for (const id of ids) {
    // A draft (status: draft in problem.yaml) is checked and shown in full, but what it lacks is a to-do, not a failure.
    const draft = isDraft(id);
    write(`${c.bold(id)}${draft ? c.yellow("  (draft: unfinished checks are listed, not failed)") : ""}\n`);
    if (draft) drafts.set(id, 0);
    const problem: VerifiedProblem = { id, draft, checks: [] };
    verified.push(problem);
    const onCheck = (check: VerifyCheck): void => {
      checked++;
      problem.checks.push(check);
      // Not judged (its language's toolchain is not installed): listed with the reason, not a failure.
      // A package submission that contradicts its label is no unfinished work: it fails the run, draft or not.
      const excused = excusedInDraft(check, draft);
      const mark = check.notJudged ? c.yellow("–") : !check.ok ? (excused ? c.yellow("○") : c.red("✗")) : check.warnings.length ? c.yellow("!") : c.green("✓");
      if (check.notJudged) notJudged++;
      write(`  ${mark} ${check.summary}\n`);
      for (const failure of check.failures) write(`      ${excused ? c.yellow(failure) : c.red(failure)}\n`);
      for (const warning of check.warnings) write(`      ${c.yellow(`warning: ${warning}`)}\n`);
      if (excused) drafts.set(id, drafts.get(id)! + check.failures.length);
      else failures.push(...check.failures);
      warnings.push(...check.warnings);
    };
    // --table: every solution on every case; the matrix follows the problem's checks (verdict-table.ts).
    const judged = new Map<string, CaseResult[] | string>();
    const table = values.table === true || values["table-json"] === true;
    const jobs = (values.jobs as number | undefined) ?? 2;
    const onJudged = table ? { onJudged: (solution: string, results: CaseResult[] | string) => void judged.set(solution, results) } : {};
    await verifyProblem(id, { jobs, signal: controller.signal, onCheck, everyCase: values["every-case"] === true || table, ...onJudged });
    if (table && judged.size > 0 && !controller.signal.aborted) {
      const matrix = await problemTable(id, judged, jobs);
      write(values["table-json"] === true ? `${JSON.stringify({ problem: id, ...matrix })}\n` : formatVerdictTable(matrix));
    }
    // Each problem's tool host is done with once its checks are: one at a time, not one per problem kept alive.
    await closeProblemTools();
    if (controller.signal.aborted) break;
  }
  if (json) process.stdout.write(`${JSON.stringify(verifyJson(verified, { failures, warnings, interrupted: controller.signal.aborted }))}\n`);
  const verdict = failures.length === 0 ? c.green(c.bold("verified")) : c.red(c.bold(`${plural(failures.length, "failure")}`));
  const draftNote = drafts.size ? `; ${plural(drafts.size, "draft")} not counted (${[...drafts].map(([id, todo]) => `${id}: ${todo} to finish`).join(", ")})` : "";
  const warningNote = warnings.length ? `; ${plural(warnings.length, "warning")}` : "";
  const notJudgedNote = notJudged ? `; ${plural(notJudged, "solution")} not judged (each listed above with its reason)` : "";
  if (stop.stoppedBy()) {
    // Cut short: what was checked is listed above; the check that was running and the rest were never made.
    const found = failures.length ? `, ${plural(failures.length, "failure")} so far` : "";
    write(`${c.yellow(c.bold(`stopped by ${stop.stoppedBy()}`))}: ${plural(checked, "check")} made${found}; the one running and the rest were not (run verify again for them)\n`);
    return stop.stoppedCode();
  }
  write(`${verdict}: ${plural(ids.length, "problem")}, ${plural(checked, "check")}${warningNote}${draftNote}${notJudgedNote}\n`);
  return failures.length === 0 ? EXIT.ok : EXIT.failed;
}

function isDraft(id: string): boolean {
  try {
    return findProblem(id).config.status === "draft";
  } catch {
    return false;
  }
}

runCommand(spec, main);
