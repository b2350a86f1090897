import { basename } from "node:path";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { displayPath, resolveUserPath } from "../src/paths";
import { createTextReporter } from "../src/report/text-reporter";
import { stopEveryBox } from "../src/run/stop-every-box";
import { copyToClipboard } from "../src/submit/copy-to-clipboard";
import { firstTerminalControl } from "../src/submit/terminal-controls";
import { formatFinding } from "../src/submit/finding";
import { makeSubmission } from "../src/submit/make-submission";
import { DEFAULT_TARGET, parseNodeTarget, type NodeTarget } from "../src/submit/node-target";
import { verifySubmission } from "../src/submit/verify-submission";
import { assertOutFree, moduleTypeWarning, writeSubmission } from "../src/submit/write-submission";
import { typeCheckInSandbox } from "../src/typecheck/boxed-type-check";
import { formatTypeError, libForNode, targetForNode, type TypeError } from "../src/typecheck/type-check";

export const submitSpec: CommandSpec = {
  name: "submit",
  summary: "Print a solution as the text to paste into an online judge: checked, converted if asked, and judged on every case first.",
  positionals: ["<id>"],
  options: [
    { elsewhere: ["file", "source", "src", "sol"], name: "solution", type: "string", value: "<file>", help: "submit this file instead of solutions/<id>/main.ts, in any language (C++, Python, Java, …: handed over byte for byte)" },
    { name: "lang", type: "string", value: "<id>", help: "the solution's language when its ending does not say (cpp, python, java, …; docs/languages.md)" },
    { name: "js", type: "boolean", npmName: "json", help: "convert to plain JavaScript (CommonJS, not minified) for judges without TypeScript" },
    {
      name: "target",
      type: "string",
      value: "<nodeN>",
      help: `the judge's Node, e.g. node12, node14.18, node18 (default ${DEFAULT_TARGET}: the oldest Node we found on a live judge, so the text runs on all of them; see docs/submit.md)`,
      parse: parseNodeTarget,
    },
    { name: "out", type: "string", value: "<file>", writes: true, help: "write the text to this file instead of stdout (never over an existing file)" },
    { name: "copy", type: "boolean", help: "put the text on the clipboard (pbcopy, wl-copy, xclip, xsel or clip.exe)" },
    { name: "force", type: "boolean", writes: true, help: "hand the text over even when the checks find problems, and let --out replace a file" },
    { name: "no-verify", type: "boolean", help: "do not judge the text on every case before handing it over" },
  ],
  examples: [
    "npm run submit hdu2516",
    "npm run submit -- hdu2516 --js --target node18 --out /tmp/hdu2516.js",
    "npm run submit -- hdu2516 --js --copy",
    "npm run submit -- hdu2516 --solution solutions/hdu2516/second-method.ts --no-verify",
    "npm run submit -- hdu2516 --solution solutions/hdu2516/cpp/main.cpp --out /tmp/hdu2516.cpp",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const target = (values.target as NodeTarget | undefined) ?? parseNodeTarget(DEFAULT_TARGET);
  const force = values.force === true;
  const out = values.out === undefined ? undefined : resolveUserPath(values.out as string);
  if (out) assertOutFree(out, force);
  // `npm run submit … > Main.js` would capture npm's banner ("> stonebench@… submit") into the file: refuse before it.
  if (!out && values.copy !== true && !process.stdout.isTTY && process.env.npm_lifecycle_event === "submit" && process.env.npm_config_loglevel !== "silent") {
    throw new UserError(
      "stdout is not a terminal, and npm prints its banner there too, so the text would not run",
      `run npm -s (silent): npm run -s submit -- ${positionals[0]} … > Main.js, or write the file with --out Main.js`,
    );
  }

  const lang = values.lang as string | undefined;
  const submission = await makeSubmission({ problem: positionals[0]!, solution: values.solution as string | undefined, js: values.js === true, target, force, ...(lang ? { lang } : {}) });
  const shown = displayPath(submission.solutionPath);
  if (!submission.node && values.target !== undefined) {
    throw new UserError(`--target names the judge's Node version; ${shown} is ${submission.language}`, "drop --target: a solution in another language is handed over byte for byte, and judged with the compiler docs/languages.md names");
  }
  // A judge compiling TypeScript (AtCoder, Kattis) runs tsc on the text: check that very text, as strictly.
  if (submission.language === "TypeScript") {
    // In the sandbox, as the judge's check runs: in this process a type-level explosion took 2 GiB and more with no
    // limit, and an import type of any path the user can read (typeof import("/root/x")) put its text in the errors.
    const outcome = await typeCheckInSandbox(submission.solutionPath, submission.text, target.major);
    if ("stopped" in outcome && !force) throw new UserError(`${shown}: ${outcome.stopped}, so the text was not handed over`, "simplify the types that explode (a TypeScript judge's tsc stops there too), or pass --force to hand it over unchecked");
    const errors = "stopped" in outcome ? [] : outcome.errors;
    if ("stopped" in outcome) log(`warning: ${shown}: ${outcome.stopped} (handed over anyway: --force)`);
    const lines = errors.map((error) => `  ${formatTypeError(error, shown)}`);
    if (errors.length > 0 && !force) {
      throw new UserError(
        [`${shown} has ${errors.length === 1 ? "a type error" : `${errors.length} type errors`} (tsc --strict, target ${targetForNode(target.major)}, lib ${libForNode(target.major)} for ${target.name}); a TypeScript judge gives CE:`, ...lines].join("\n"),
        typeErrorHint(errors, target),
      );
    }
    for (const line of lines) log(`warning: type error (handed over anyway: --force):${line}`);
  }
  for (const finding of submission.findings) log(`warning: ${formatFinding(finding, shown)} (handed over anyway: --force)`);
  for (const note of submission.notes) log(`note: ${note}`);
  const what = submission.node ? `${submission.language} for ${target.name} from ${shown}` : `${submission.language} from ${shown}, byte for byte`;

  if (values["no-verify"] === true) {
    log(`note: not judged (--no-verify): ${what}`);
  } else {
    const controller = new AbortController();
    const stop = (signal: NodeJS.Signals): void => {
      controller.abort();
      stopEveryBox(signal);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    const reporter = createTextReporter({ write: (text) => process.stderr.write(text), isTTY: process.stderr.isTTY });
    const { passed, report } = await verifySubmission(submission.problemId, submission.bytes, { extension: submission.extension, ...(submission.node ? {} : { fileName: basename(submission.solutionPath) }), ...(lang ? { lang } : {}), label: what, ...(values.js === true ? {} : { shownAs: shown }), observer: reporter, signal: controller.signal });
    if (report.interrupted) return EXIT.interrupted;
    if (!passed) {
      // One line: a CE's whole message (its compiler's 40 lines) is printed above already, and the parenthesis closed
      // after the last of them ("  ~~~~); nothing was printed").
      const why = report.summary.message.split("\n")[0]?.trim() || report.summary.verdict;
      log(`refused: the text to hand over is not AC on every case of ${submission.problemId} (${why}); nothing was printed`);
      return EXIT.failed;
    }
  }

  if (out) {
    writeSubmission(out, submission.bytes, force);
    const moduleWarning = moduleTypeWarning(out, submission.extension === ".cjs");
    if (moduleWarning) log(`warning: ${moduleWarning}`);
    log(`wrote ${displayPath(out)} (${submission.bytes.length} bytes, ${what})`);
  }
  if (values.copy === true) {
    const outcome = await copyToClipboard(submission.bytes);
    if (!outcome.copied) {
      throw new UserError(
        `No clipboard tool worked, so nothing was copied${out ? ` (${displayPath(out)} was written)` : ""}. Tried: ${outcome.tried.join(", ")}`,
        `install one of them, or write the text to a file: npm run submit -- ${submission.problemId} --out <file>${values.js === true ? " --js" : ""}`,
      );
    }
    log(`copied to the clipboard with ${outcome.tool} (${what})`);
  }
  if (!out && values.copy !== true) {
    // Raw bytes through a pipe; on a terminal only text that shows as it is, which a copy from the screen then gives.
    const control = process.stdout.isTTY ? firstTerminalControl(submission.bytes.toString("utf8")) : undefined;
    if (control) {
      throw new UserError(
        `The text holds a control character (${control.code} at line ${control.line}, column ${control.column}) that a terminal would act on instead of showing, so it is not printed here`,
        `write it to a file or the clipboard: npm run submit -- ${positionals[0] ?? submission.problemId} --out <file> (or --copy)`,
      );
    }
    process.stdout.write(submission.bytes);
  }
  return EXIT.ok;
}

runCommand(submitSpec, main);

// BigInt literals are the one error a newer judge does not give: tsc cannot lower them below es2020 (node12's target).
function typeErrorHint(errors: TypeError[], target: NodeTarget): string {
  const fix = "fix each line above (or pass --force to hand it over anyway)";
  if (targetForNode(target.major) >= "es2020" || !errors.some((error) => /BigInt literals/.test(error.message))) return fix;
  return `${fix}; BigInt literals (0n) need tsc's target es2020: name the judge's Node if it is 14 or newer (--target node20), write BigInt(0) instead, or hand over JavaScript (--js)`;
}
