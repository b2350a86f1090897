import type { CaseResult } from "../outcome/case-result";
import type { JudgeObserver, JudgeReport, StartInfo } from "../outcome/judge-report";
import { readHead } from "../util/read-head";
import type { Verdict } from "../verdicts";
import { colorsFor, type Colors } from "./colors";
import { formatDifference } from "./format-difference";
import { showControls, showName } from "../util/visible-text";
import { plural } from "../util/plural";

const STDERR_LINES = 8;
// A debugging print of a whole array on one line (cerr << v) filled the terminal with one 4 KiB line: each shown line
// is cut here, saying how much was left out (the JSON report keeps the whole tail).
const STDERR_LINE_CHARS = 240;

export interface TextReporterOptions {
  write: (text: string) => void;
  isTTY?: boolean;
  env?: NodeJS.ProcessEnv;
  /** --stderr: show the stderr tail under every case, AC too (it is always shown under the others). */
  showStderr?: boolean;
  /** --show: print the input and the output of every case that is not AC, each up to this many bytes. */
  showBytes?: number;
  /** judge --in: show the input, output and stderr of AC cases too. */
  showAlways?: boolean;
}

/** Prints each case as it is judged, then one summary line. It observes; it decides nothing. */
export function createTextReporter(options: TextReporterOptions): JudgeObserver & { nameWidth: number } {
  const c = colorsFor({ isTTY: options.isTTY }, options.env);
  const out = (line = ""): void => options.write(`${line}\n`);
  const inputs = new Map<string, string>();
  const reporter = {
    nameWidth: 12,
    onStart(info: StartInfo) {
      for (const testCase of info.cases) inputs.set(testCase.name, testCase.inputPath);
      reporter.nameWidth = Math.max(12, ...info.cases.map((testCase) => testCase.name.length));
      const memory = info.baselineKiB > 0 ? `(+${(info.baselineKiB / 1024).toFixed(0)} MiB, ${info.baselineOf} baseline)` : "(whole process)";
      // A file named "x\nsum  1/1 AC.cpp" printed a line of its own: names stay on their line.
      out(`${c.bold(info.problemId)}${c.dim(`  ${showName(info.solutionLabel)}  ${showControls(info.language.description)}`)}`);
      // Go runs main on a goroutine, whose stack grows to Go's own maximum (1 GB) whatever RLIMIT_STACK says.
      const stack = info.language.id === "go" ? "stack Go's own (up to 1 GB)" : `stack ${info.stackMiB} MiB`;
      out(c.dim(`  TL ${info.timeLimitMs} ms  ML ${info.memoryLimitMiB} MiB ${memory}  ${stack}  checker ${info.checker}${info.sandbox ? "" : "  sandbox OFF"}`));
      const settings = info.language.settings;
      if (settings) {
        const env = Object.entries(settings.env ?? {}).map(([name, value]) => `${name}=${value} `).join("");
        out(c.yellow(`  ${settings.file}: ${settings.compile ? `compile ${showControls(settings.compile)}; ` : ""}run ${env}${showControls(settings.run)}`));
      }
      if (info.jobs > 1) out(c.yellow(`note: --jobs ${info.jobs} runs cases in parallel, so timings are noisier than with --jobs 1`));
    },
    onCase(result: CaseResult) {
      out(formatCaseLine(result, reporter.nameWidth, c));
      for (const line of formatCaseDetails(result, c)) out(line);
      if (result.verdict === "AC" && (options.showStderr || options.showAlways) && result.details.stderrTail) for (const line of formatStderr(result.details.stderrTail, c)) out(line);
      const inputPath = inputs.get(result.name);
      if ((result.verdict !== "AC" || options.showAlways) && (options.showBytes !== undefined || result.verdict === "NO") && inputPath) for (const line of formatShown(result, inputPath, options.showBytes ?? 4096, c)) out(line);
    },
    onEnd(report: JudgeReport) {
      if (report.summary.verdict === "CE") {
        const language = report.language ? ` (${showControls(report.language.description)})` : "";
        out(`${paint("CE", c)} ${c.dim(showName(report.solution))}${c.dim(language)} does not build:`);
        for (const line of report.summary.message.split("\n")) out(`  ${showControls(line)}`);
      }
      out(formatSummary(report, c));
    },
  };
  return reporter;
}

export function paint(verdict: Verdict, c: Colors, pad = true): string {
  // Padding goes inside the colour codes, so a caller that wants the bare word must ask for it unpadded.
  const text = pad ? verdict.padEnd(3) : verdict;
  if (verdict === "AC") return c.green(c.bold(text));
  if (verdict === "PE") return c.yellow(c.bold(text));
  if (verdict === "IE") return c.magenta(c.bold(text));
  return c.red(c.bold(text));
}

function formatCaseLine(result: CaseResult, nameWidth: number, c: Colors): string {
  const figures = `cpu ${String(result.cpuMs).padStart(5)} ms  wall ${String(result.wallMs).padStart(5)} ms  mem ${(result.memoryKiB / 1024).toFixed(1).padStart(6)} MiB`;
  return `  ${showName(result.name).padEnd(nameWidth)}  ${paint(result.verdict, c)}  ${c.dim(figures)}`;
}

function formatCaseDetails(result: CaseResult, c: Colors): string[] {
  const indent = "      ";
  // Interactive problems: the exchange (all of it with --transcript, else a failing case's last lines).
  const exchange = result.details.transcript?.length ? [`${indent}${c.dim("exchange:")}`, ...result.details.transcript.map((line) => `${indent}${c.dim("│")} ${line}`)] : [];
  if (result.verdict === "AC") return exchange;
  // Every line of the message indented: a validator's judgemessage.txt with a line break could print a row at column
  // 0 that read like another case's result ("2   AC   fake").
  const lines = result.message.split("\n").map((line) => `${indent}${showControls(line)}`);
  const { expected, actual, stderrTail } = result.details;
  if (expected && actual && (expected.lineText !== null || actual.lineText !== null)) {
    lines.push(...formatDifference(expected, actual, c, indent));
  }
  if (stderrTail) lines.push(...formatStderr(stderrTail, c));
  return [...lines, ...exchange];
}

function formatStderr(stderrTail: string, c: Colors): string[] {
  const indent = "      ";
  // Node's own frames and version footer say nothing about the solution; keep the solution's lines.
  const tail = stderrTail
    .split("\n")
    .filter((line) => !/^\s+at (?:.*\()?node:/.test(line) && !/^Node\.js v\d/.test(line))
    .slice(-STDERR_LINES);
  const cut = (line: string): string => (line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)}${c.dim(` … (+${line.length - STDERR_LINE_CHARS} characters)`)}` : line);
  return [`${indent}${c.dim("stderr (last lines):")}`, ...tail.map((line) => `${indent}${c.dim("│")} ${cut(showControls(line))}`)];
}

// --show: the input and the whole output (each cut at the byte limit, saying how much more there was).
function formatShown(result: CaseResult, inputPath: string, limit: number, c: Colors): string[] {
  const indent = "      ";
  const block = (title: string, head: { text: string; bytes: number }): string[] => {
    const cut = head.bytes > Buffer.byteLength(head.text) ? c.dim(`… (${head.bytes - Buffer.byteLength(head.text)} more bytes; --show-limit raises the limit)`) : undefined;
    const text = head.text.replace(/^\uFEFF/, "<BOM>");
    const lines = head.bytes === 0 ? [c.dim("(empty)")] : text.replace(/\n$/, "").split("\n");
    return [`${indent}${c.dim(`${title} (${head.bytes} bytes):`)}`, ...lines.map((line) => `${indent}${c.dim("│")} ${showControls(line)}`), ...(cut ? [`${indent}${cut}`] : [])];
  };
  const lines = block("input", readHead(inputPath, limit));
  if (result.details.outputHead) lines.push(...block("output", result.details.outputHead));
  return lines;
}

/** e.g. "hdu2516  4/5 AC  WA on 03-fib-neighbours". */
export function formatSummary(report: JudgeReport, c: Colors): string {
  const { total, passed, verdict } = report.summary;
  const head = c.bold(report.problem);
  if (verdict === "CE") return `${head}  ${paint("CE", c, false)}  no case ran`;
  const score = `${passed}/${total} AC`;
  const judged = report.cases.length;
  const failure = report.cases.find((result) => result.verdict !== "AC" && result.verdict !== "NO");
  const parts = [head, verdict === "AC" && judged === total ? c.green(c.bold(score)) : c.bold(score)];
  if (failure) parts.push(`${paint(failure.verdict, c, false)} on ${failure.name}`);
  if (report.summary.unanswered) parts.push(c.yellow(`${report.summary.unanswered} without expected output`));
  if (report.interrupted) parts.push(c.yellow(`interrupted after ${judged} of ${plural(total, "case")}`));
  else if (judged < total) parts.push(c.dim(`stopped after ${judged} of ${plural(total, "case")} (--bail)`));
  return parts.join("  ");
}
