import { stopOnSignals } from "../src/cli/stop-on-signals";
import { existsSync, readFileSync } from "node:fs";
import { loadGenerator } from "../src/authoring/problem-tools";
import { positiveInteger, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { AnalysisStopped } from "../src/explore/analyse";
import { checkPredicate, compilePredicate } from "../src/explore/check-predicate";
import { explore } from "../src/explore/explore";
import { feedSolution } from "../src/explore/feed-solution";
import type { State } from "../src/problem-kit/game-definition";
import { gamePathForProblem, loadGame } from "../src/explore/load-game";
import { formatReport } from "../src/explore/report-text";
import { toJson } from "../src/explore/report-json";
import { grundyHeatmapSvg, grundyPlotSvg, SVG_MARK } from "../src/explore/svg";
import { winningMoves } from "../src/explore/winning-moves";
import { displayPath, resolveUserPath } from "../src/paths";
import { describeKnownProblems, findProblem } from "../src/problem/find-problem";
import { writeFileAtomic } from "../src/util/atomic-write";

const spec: CommandSpec = {
  name: "explore",
  summary:
    "Explore a game from its rules: P-positions and Grundy values by exact retrograde analysis, patterns found and checked exactly (periodicity with Guy–Smith proofs, progressions, Fibonacci and other recurrences, Beatty sequences with α recognised), pictures, and your formula or solution against the truth.",
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
    { name: "check", type: "string", value: "<predicate>", help: 'your formula for "the player to move loses", e.g. "n % 4 === 0" or "a === b"' },
    { name: "solution", type: "string", value: "<main.ts>", help: "feed every position of the range to this solution, through the problem's input format" },
    { name: "at", type: "string", value: "<position>", help: 'one position, e.g. 10, "4,7" or "5,7,8,9,10" (piles of a sum): outcome and winning moves, as the problem prints them' },
    { name: "svg", type: "string", value: "<file.svg>", help: "write a picture: Grundy plot (1-D), heatmap with Wythoff's rays (2-D)" },
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
    "npm run explore -- --game src/explore/games/kayles.ts --range 2000",
    "npm run explore -- --game src/explore/games/grundys-game.ts --json",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  if (!positionals[0] && !values.game) throw new UserError("Missing <id> or --game for \"explore\"", `usage: npm run explore -- <id> [options]; ${describeKnownProblems()}`);
  const problem = positionals[0] ? findProblem(positionals[0]) : undefined;
  const path = values.game ? resolveUserPath(values.game as string) : gamePathForProblem(problem!.id);
  const overrides = Object.fromEntries((values.param as (readonly [string, number])[] | undefined) ?? []);
  const loaded = await loadGame(path, overrides);
  const label = problem?.id ?? displayPath(path);
  const svgPath = values.svg ? resolveUserPath(values.svg as string) : undefined;
  if (svgPath && existsSync(svgPath) && !values.force && !readFileSync(svgPath, "utf8").slice(0, 400).includes(SVG_MARK)) {
    throw new UserError(`${displayPath(svgPath)} exists and was not written by explore`, "choose another file name, or add --force to replace it");
  }
  let range = values.range as number | undefined;
  const at = values.at ? (values.at as string).split(/[\s,]+/).filter(Boolean).map(Number) : undefined;
  if (at && at.some((x) => !Number.isInteger(x) || x < 0)) throw new UserError(`--at "${values.at}" is not a list of whole numbers`, 'e.g. --at 10 or --at "4,7"');
  if (at) range = Math.max(range ?? loaded.game.defaultRange, ...at);

  const stop = stopOnSignals();
  const { controller } = stop;
  const tty = process.stderr.isTTY === true;
  const progress = (what: string) => (done: number, total: number) => {
    if (tty && done < total) process.stderr.write(`\r  ${what}: ${Math.floor((100 * done) / total)}% of ${total.toLocaleString("en")}   `);
    if (tty && done >= total) process.stderr.write("\r\u001b[K");
  };
  const states = ((range ?? loaded.game.defaultRange) + 1) ** (loaded.game.shape === "pair" ? 2 : 1);
  if (states >= 4_000_000) process.stderr.write(`note: analysing ${states.toLocaleString("en")} states; Ctrl-C stops cleanly\n`);
  let result;
  try {
    result = await explore(loaded, { ...(range ? { range } : {}), misere: values.misere === true, signal: controller.signal, onProgress: progress("analysing states") });
  } catch (error) {
    if (error instanceof AnalysisStopped) {
      if (tty) process.stderr.write("\r\u001b[K");
      process.stderr.write(`stopped by ${stop.stoppedBy() ?? "a signal"} after ${error.done.toLocaleString("en")} of ${error.total.toLocaleString("en")} states: nothing claimed, no file written\n`);
      return stop.stoppedCode();
    }
    throw error;
  }
  const out: string[] = values.json ? [] : formatReport(result, label);
  let check;
  if (values.check) {
    check = checkPredicate(result.view, values.check as string, await compilePredicate(values.check as string, result.view.dims));
    out.push(
      "",
      check.disagreements === 0
        ? `--check "${check.source}": agrees with the game at all ${check.positions.toLocaleString("en")} positions`
        : `--check "${check.source}": DISAGREES at ${check.disagreements.toLocaleString("en")} of ${check.positions.toLocaleString("en")} positions; first:`,
      ...check.first.map((line) => `  ${line}`),
    );
  }
  if (at) out.push("", ...describePosition(result, at));
  let solution;
  if (values.solution) {
    if (!problem) throw new UserError("--solution needs a problem id (its gen.ts packs the positions into inputs)", "npm run explore -- <id> --solution <file>");
    const solutionPath = resolveUserPath(values.solution as string);
    if (!existsSync(solutionPath)) throw new UserError(`${displayPath(solutionPath)} does not exist`, "check the path given to --solution");
    const generator = await loadGenerator(problem.id);
    if (!generator) throw new UserError(`problems/${problem.id}/gen.ts does not exist`, "it gives the input format that positions are packed in");
    solution = await feedSolution({ exploration: result, solution: solutionPath, generator, timeLimitMs: Math.max(problem.config.timeLimitMs * 5, 10_000), signal: controller.signal, onProgress: progress("running the solution") });
    out.push(
      "",
      solution.disagreements === 0
        ? `--solution ${solution.solution}: agrees with the game's truth on all ${solution.positions.toLocaleString("en")} positions (${solution.runs} runs)`
        : `--solution ${solution.solution}: DISAGREES on ${solution.disagreements.toLocaleString("en")} of ${solution.positions.toLocaleString("en")} positions; first:`,
      ...solution.first.map((item) => `  ${item.position}: expected "${item.expected}", got "${item.got}"`),
    );
  }
  if (stop.stoppedBy()) {
    process.stderr.write(`stopped by ${stop.stoppedBy()}: the solution was not fed every position; nothing claimed about it\n`);
    return stop.stoppedCode();
  }
  if (svgPath) {
    const title = `${loaded.game.name}: ${result.view.dims === 1 ? "Grundy values" : "Grundy values and P-positions"}${result.misere ? " (misère)" : ""}`;
    writeFileAtomic(svgPath, result.view.dims === 1 ? grundyPlotSvg(result.view, title, result.heap?.grundyPeriod) : grundyHeatmapSvg(result.view, title, result.pair));
    out.push("", `wrote ${displayPath(svgPath)}`);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(toJson(result, { ...(check ? { check } : {}), ...(solution ? { solution } : {}) }))}\n`);
  else process.stdout.write(`${out.join("\n")}\n`);
  const failed = (check && check.disagreements > 0) || (solution && solution.disagreements > 0);
  return failed ? EXIT.failed : EXIT.ok;
}

/** --at: the position's outcome, Grundy value and winning moves, and the problem's own answer when it has one. */
function describePosition(result: Awaited<ReturnType<typeof explore>>, at: number[]): string[] {
  const { loaded, analysis } = result;
  const game = loaded.game;
  const G = analysis.grundy;
  const lines: string[] = [];
  let truth: { isP: (state: any) => boolean; grundy: (state: any) => number };
  if (game.sumOfHeaps && !result.misere) {
    // A sum of heaps: its Grundy value is the xor of the heaps' (checked above against direct analysis).
    const value = (piles: number[]) => piles.reduce((x, h) => x ^ G[h]!, 0);
    truth = { isP: (piles: number[]) => value(piles) === 0, grundy: value };
    lines.push(`at heaps ${at.join(" + ")}: Grundy ${at.map((h) => G[h]).join(" xor ")} = ${value(at)}: ${value(at) === 0 ? "P (the player to move loses)" : "N (the player to move wins)"}`);
  } else {
    const state: State = game.start ? game.start(at[0]!) : game.shape === "heap" ? at[0]! : ([at[0]!, at[1] ?? 0] as const);
    const j = analysis.space.index(state);
    if (j < 0 || G[j]! < 0) throw new UserError(`--at ${at.join(",")} is not a state of ${game.name}`, game.shape === "heap" || game.start ? "give one number" : "give two numbers, e.g. --at 4,7");
    truth = { isP: (s: State) => G[analysis.space.index(s)] === 0, grundy: (s: State) => G[analysis.space.index(s)]! };
    lines.push(`at ${analysis.space.format(state)}: Grundy ${G[j]}: ${G[j] === 0 ? "P (the player to move loses)" : "N (the player to move wins)"}`);
    const wins = winningMoves(analysis, state);
    if (wins.length) lines.push(`  winning moves: ${wins.map(({ to }) => to.map((s) => analysis.space.format(s)).join(" + ")).join(", ")}`);
  }
  if (loaded.problem) {
    const position = game.sumOfHeaps || game.shape === "pair" && !game.start ? at : at[0]!;
    if (loaded.problem.toInstance(position, loaded.parameters) !== undefined) {
      lines.push("  the problem's answer:", ...loaded.problem.answer(position, truth, loaded.parameters).split("\n").map((line) => `    ${line}`));
    }
  }
  return lines;
}

runCommand(spec, main);
