import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { loadGenerator } from "../src/authoring/problem-tools";
import { positiveInteger, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { stopOnSignals } from "../src/cli/stop-on-signals";
import { EXIT, UserError } from "../src/errors";
import { compilePredicate } from "../src/explore/compile-predicate";
import type { ExploreOutcome, ExploreProgress, ExploreRequest } from "../src/explore/explore-session";
import { feedSolution } from "../src/explore/feed-solution";
import { gamePathForProblem } from "../src/explore/game-path";
import { SVG_MARK } from "../src/explore/svg";
import { displayPath, resolveUserPath } from "../src/paths";
import { describeKnownProblems, findProblem } from "../src/problem/find-problem";
import { showControls } from "../src/util/visible-text";
import { startToolHost } from "../src/tool-host/tool-host";
import { writeFileAtomic } from "../src/util/atomic-write";
import { assertReadableFile } from "../src/util/user-file";
import { CLEAR_LINE, LINE_START } from "../src/report/terminal-guard";

const spec: CommandSpec = {
  name: "explore",
  summary:
    "Explore a game from its rules: P-positions and Grundy values by exact retrograde analysis, patterns found and checked exactly (periodicity proved from the checked octal code, arithmetic periodicity, recurrences, Beatty pairs and cones with α recognised, xor and column rules for k piles), pictures, and your formula or solution against the truth.",
  positionals: ["<id>?"],
  options: [
    { name: "game", type: "string", value: "<game.ts>", help: "a game module instead of problems/<id>/game.ts (examples in src/explore/games/)" },
    { name: "range", type: "string", value: "<N>", help: "explore heaps n ≤ N, or piles a, b ≤ N (default: the game's own)", parse: positiveInteger("--range") },
    {
      name: "param",
      type: "string",
      value: "<name=value>",
      multiple: true,
      help: "set a game parameter, e.g. --param m=5 for Bash's game",
      parse: (raw) => {
        const match = /^([A-Za-z_]\w*)=(-?\d+)$/.exec(raw);
        if (!match) throw `Expected --param name=whole-number, got "${raw}"`;
        return [match[1]!, Number(match[2])] as const;
      },
    },
    { name: "misere", type: "boolean", help: "misère play: whoever makes the last move loses" },
    { name: "check", type: "string", value: "<predicate>", help: 'your formula for "the player to move loses", e.g. "n % 4 === 0", "a === b" or "(a ^ b ^ c) === 0"' },
    { name: "check-grundy", type: "string", value: "<expression>", help: 'your formula for the Grundy value, e.g. "n % 3" or "a ^ b"' },
    { name: "solution", type: "string", value: "<main.ts>", help: "feed every position of the range to this solution (any language: main.cpp, main.py, Main.java, …), through the problem's input format" },
    { name: "at", type: "string", value: "<position>", help: 'one position, e.g. 10, "4,7" or "3,5,6" (heaps of a sum in a heap game, misère too): outcome and winning moves, as the problem prints them' },
    { name: "svg", type: "string", value: "<file.svg>", help: "write a picture: Grundy plot (1-D), heatmap of the whole range with Wythoff's rays (2-D), slices (k piles)" },
    { name: "force", type: "boolean", help: "let --svg replace a file that this command did not write" },
    { name: "json", type: "boolean", help: "print the analysis as JSON (positions, values, patterns with their status)", npmName: "json" },
  ],
  missingHint: () => `give a problem id or --game <file>; ${describeKnownProblems()}`,
  examples: [
    "npm run explore hdu2516",
    "npm run explore -- wythoff --svg wythoff.svg",
    "npm run explore -- bash --param m=5 --check \"n % 6 === 0\"",
    "npm run explore -- nim --at 5,7,8,9,10",
    "npm run explore -- hdu2177 --range 30 --solution solutions/hdu2177/main.ts",
    "npm run explore -- hdu1527 --range 30 --solution solutions/hdu1527/cpp/main.cpp",
    "npm run explore -- --game src/explore/games/kayles.ts --range 2000",
    "npm run explore -- --game src/explore/games/grundys-game.ts --json",
    "npm run explore -- --game src/explore/games/kayles.ts --at 3,5,6",
    "npm run explore -- --game src/explore/games/lasker-nim.ts --check-grundy \"n % 4 === 3 ? n + 1 : n % 4 === 0 && n > 0 ? n - 1 : n\"",
    "npm run explore -- --game src/explore/games/moore-nim.ts --param k=2",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  if (!positionals[0] && !values.game) throw new UserError("Missing <id> or --game for \"explore\"", `usage: npm run explore -- <id> [options]; ${describeKnownProblems()}`);
  const problem = positionals[0] ? findProblem(positionals[0]) : undefined;
  const path = values.game ? resolveUserPath(values.game as string) : gamePathForProblem(problem!.id);
  if (!existsSync(path)) throw new UserError(`${displayPath(path)} does not exist`, "write a game module there (export const game = { name, shape, moves, … }), or pass --game <file>");
  // A folder or a FIFO: one line, not a stack or a read that waits for a writer for ever.
  assertReadableFile(path, values.game ? "--game" : "the game module");
  const params = (values.param as (readonly [string, number])[] | undefined) ?? [];
  // One parameter set twice (--param a=3 --param a=4, an edited command line) kept the last without a word.
  const twice = params.find(([name], i) => params.findIndex(([other]) => other === name) !== i);
  if (twice) throw new UserError(`--param ${twice[0]} is given twice (${params.filter(([name]) => name === twice[0]).map(([name, value]) => `${name}=${value}`).join(", ")})`, `give each parameter once, e.g. --param ${twice[0]}=${twice[1]}`);
  const overrides = Object.fromEntries(params);
  const label = problem?.id ?? displayPath(path);
  const svgPath = values.svg ? resolveUserPath(values.svg as string) : undefined;
  if (svgPath) {
    if (!statSync(dirname(svgPath), { throwIfNoEntry: false })?.isDirectory()) {
      throw new UserError(`--svg ${displayPath(svgPath)}: its folder ${displayPath(dirname(svgPath))} is not there (or is a file)`, "make the folder first, or give --svg a path in an existing folder");
    }
    const there = statSync(svgPath, { throwIfNoEntry: false });
    if (there && !there.isFile()) throw new UserError(`--svg ${displayPath(svgPath)} is not a regular file (a folder, pipe or device)`, "give --svg a file name, e.g. --svg game.svg");
    if (there && !values.force && !readFileSync(svgPath, "utf8").slice(0, 400).includes(SVG_MARK)) {
      throw new UserError(`${displayPath(svgPath)} exists and was not written by explore`, "choose another file name, or add --force to replace it");
    }
  }
  // Each piece a plain decimal: "3,,4" (an empty heap dropped), "0x10" and "1e3" (Number's readings) were accepted.
  const atPieces = values.at === undefined ? undefined : (values.at as string).trim().split(/\s*,\s*|\s+/);
  // A whole number too long to read exactly (20 digits) was "not a list of whole numbers", which it is.
  const tooLong = atPieces?.find((piece) => /^\d{16,}$/.test(piece));
  if (tooLong) throw new UserError(`--at "${values.at}": ${tooLong} is past any position an analysis holds (30,000,000 states)`, "give --at numbers up to 29999999 (a heap game; fewer for pairs and tuples)");
  if (atPieces && atPieces.some((piece) => !/^\d{1,15}$/.test(piece))) throw new UserError(`--at "${values.at}" is not a list of whole numbers`, 'e.g. --at 10 or --at "4,7": decimal digits, one comma or spaces between them');
  const at = atPieces?.map(Number);
  // An empty formula (a shell variable never set: --check "$RULE") skipped the check and exited 0, as if it agreed.
  for (const option of ["check", "check-grundy"] as const) {
    if (typeof values[option] === "string" && (values[option] as string).trim() === "") throw new UserError(`--${option} was given an empty ${option === "check" ? "predicate" : "expression"}, so there is nothing to check`, option === "check" ? 'e.g. --check "n % 4 === 0" or --check "a === b"' : 'e.g. --check-grundy "n % 3" or --check-grundy "a ^ b"');
  }
  let solutionPath: string | undefined;
  if (values.solution) {
    if (!problem) throw new UserError("--solution needs a problem id (its gen.ts packs the positions into inputs)", "npm run explore -- <id> --solution <file>");
    solutionPath = resolveUserPath(values.solution as string);
    // A folder is a solution of several files; a FIFO or a device would hang the build's read.
    const kind = statSync(solutionPath, { throwIfNoEntry: false });
    if (!kind) throw new UserError(`${displayPath(solutionPath)} does not exist`, "check the path given to --solution");
    if (!kind.isFile() && !kind.isDirectory()) throw new UserError(`--solution ${displayPath(solutionPath)} is not a regular file (a pipe, socket or device)`, "give --solution a plain file or a folder of one");
  }
  const request: ExploreRequest = {
    path: displayPath(path),
    label,
    overrides,
    ...(values.range ? { range: values.range as number } : {}),
    ...(at ? { at } : {}),
    misere: values.misere === true,
    ...(values.check ? { check: { source: values.check as string, compiled: await compilePredicate(values.check as string) } } : {}),
    ...(values["check-grundy"] ? { checkGrundy: { source: values["check-grundy"] as string, compiled: await compilePredicate(values["check-grundy"] as string, "--check-grundy") } } : {}),
    json: values.json === true,
    svg: svgPath !== undefined,
    feed: solutionPath !== undefined,
  };

  const stop = stopOnSignals();
  const { controller } = stop;
  const tty = process.stderr.isTTY === true;
  const progress = (what: string) => (done: number, total: number) => {
    if (tty && done < total) process.stderr.write(`${LINE_START}  ${what}: ${Math.floor((100 * done) / total)}% of ${total.toLocaleString("en")}   `);
    if (tty && done >= total) process.stderr.write(CLEAR_LINE);
  };
  // The game module, and the explorer with it, run in the sandboxed tool host; Ctrl-C stops it there.
  const host = await startToolHost([{ role: "game module", sourcePath: path }]);
  let analysed = { done: 0, total: 0 };
  const analysing = progress("analysing states");
  const stopHost = () => host.close();
  controller.signal.addEventListener("abort", stopHost);
  let outcome: ExploreOutcome;
  try {
    const answer = await host.ask({ op: "explore", request }, (update) => {
      // What the host says is the game module's to shape: shown with its control characters made visible.
      const said = update as ExploreProgress;
      if (said && typeof said === "object" && "note" in said) process.stderr.write(`note: ${showControls(String(said.note))}\n`);
      else if (said && typeof said === "object" && Number.isFinite(said.done) && Number.isFinite(said.total)) {
        analysed = said;
        analysing(said.done, said.total);
      }
    });
    if ("failure" in answer) {
      const message = showControls(answer.failure.message);
      throw new UserError(answer.failure.hint ? message : `${displayPath(path)}: ${message}`, answer.failure.hint ? showControls(answer.failure.hint) : "fix the game module; it runs in the sandbox, where it may read no file and start no process");
    }
    if (!("ok" in answer)) throw new UserError(`${displayPath(path)} threw an InputError: ${showControls(answer.inputError.message)}`, "fix the game module");
    outcome = answer.ok as ExploreOutcome;
  } catch (error) {
    if (stop.stoppedBy()) {
      if (tty) process.stderr.write(CLEAR_LINE);
      process.stderr.write(`stopped by ${stop.stoppedBy()} after ${analysed.done.toLocaleString("en")} of ${analysed.total.toLocaleString("en")} states: nothing claimed, no file written\n`);
      return stop.stoppedCode();
    }
    throw error;
  } finally {
    controller.signal.removeEventListener("abort", stopHost);
    host.close();
  }
  const out = outcome.lines.map((line) => showControls(String(line)));
  let solution;
  if (solutionPath && problem) {
    const generator = await loadGenerator(problem.id);
    if (!generator) throw new UserError(`problems/${problem.id}/gen.ts does not exist`, "it gives the input format that positions are packed in");
    solution = await feedSolution({ items: outcome.items ?? [], solution: solutionPath, generator, timeLimitMs: Math.max(problem.config.timeLimitMs * 5, 10_000), signal: controller.signal, onProgress: progress("running the solution") });
    out.push(
      "",
      solution.disagreements === 0 && solution.extraOutput
        ? `--solution ${solution.solution}: DISAGREES: its answers to all ${solution.positions.toLocaleString("en")} positions match the truth, but it prints more after them`
        : solution.disagreements === 0
        ? `--solution ${solution.solution}: agrees with the game's truth on all ${solution.positions.toLocaleString("en")} positions (${solution.runs} runs)`
        : `--solution ${solution.solution}: DISAGREES on ${solution.disagreements.toLocaleString("en")} of ${solution.positions.toLocaleString("en")} positions; first:`,
      ...solution.first.map((item) => `  ${item.position}: expected "${item.expected}", got "${item.got}"`),
    );
    if (solution.extraOutput) {
      const { run, lines, text } = solution.extraOutput;
      out.push(`  extra output: run ${run} printed ${lines.toLocaleString("en")} more non-blank line${lines === 1 ? "" : "s"} after the last expected answer: "${text}"`);
    }
  }
  if (stop.stoppedBy()) {
    process.stderr.write(`stopped by ${stop.stoppedBy()}: the solution was not fed every position; nothing claimed about it\n`);
    return stop.stoppedCode();
  }
  if (svgPath && outcome.svg !== undefined) {
    writeFileAtomic(svgPath, outcome.svg);
    out.push("", `wrote ${displayPath(svgPath)}`);
  }
  if (outcome.json) process.stdout.write(`${JSON.stringify({ ...outcome.json, ...(solution ? { solution } : {}) })}\n`);
  else process.stdout.write(`${out.join("\n")}\n`);
  const failed = (outcome.check && outcome.check.disagreements > 0) || (outcome.checkGrundy && outcome.checkGrundy.disagreements > 0) || (solution && (solution.disagreements > 0 || solution.extraOutput !== undefined));
  return failed ? EXIT.failed : EXIT.ok;
}

runCommand(spec, main);
