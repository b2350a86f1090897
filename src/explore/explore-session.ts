import { UserError } from "../errors";
import type { GameModule, State } from "../problem-kit/game-definition";
import { checkPredicate, predicateFrom, type PredicateCheck } from "./check-predicate";
import type { CompiledPredicate } from "./compile-predicate";
import { explore, type Exploration } from "./explore";
import { feedItems, type FeedItem } from "./feed-items";
import { gameFromModule } from "./load-game";
import { toJson } from "./report-json";
import { formatReport } from "./report-text";
import { grundyHeatmapSvg, grundyPlotSvg } from "./svg";
import { winningMoves } from "./winning-moves";

/**
 * Everything `npm run explore` does with a game module, done where the module runs: in the sandboxed tool host
 * (src/tool-host). Only text, JSON, the SVG and the positions to feed a solution come out; the command writes the
 * file and runs the solution outside.
 */

export interface ExploreRequest {
  /** The module as the user sees it, and the report's title. */
  path: string;
  label: string;
  overrides: Record<string, number>;
  range?: number;
  at?: number[];
  misere: boolean;
  /** --check, compiled outside (esbuild cannot run in the sandbox) for a 1-D and a 2-D view: code, or why not. */
  check?: { source: string; compiled: Record<1 | 2, CompiledPredicate> };
  json: boolean;
  svg: boolean;
  feed: boolean;
}

export interface ExploreOutcome {
  lines: string[];
  json?: Record<string, unknown>;
  svg?: string;
  check?: PredicateCheck;
  items?: FeedItem[];
}

export type ExploreProgress = { note: string } | { done: number; total: number };

export async function runExploration(module: Partial<GameModule>, request: ExploreRequest, progress: (update: ExploreProgress) => void): Promise<ExploreOutcome> {
  const loaded = gameFromModule(module, request.path, request.overrides);
  let range = request.range;
  if (request.at) range = Math.max(range ?? loaded.game.defaultRange, ...request.at);
  const states = ((range ?? loaded.game.defaultRange) + 1) ** (loaded.game.shape === "pair" ? 2 : 1);
  if (states >= 4_000_000) progress({ note: `analysing ${states.toLocaleString("en")} states; Ctrl-C stops cleanly` });
  const result = await explore(loaded, { ...(range ? { range } : {}), misere: request.misere, onProgress: (done, total) => progress({ done, total }) });
  const lines: string[] = request.json ? [] : formatReport(result, request.label);
  let check: PredicateCheck | undefined;
  if (request.check) {
    const compiled = request.check.compiled[result.view.dims];
    if ("error" in compiled) throw new UserError(compiled.error, compiled.hint);
    check = checkPredicate(result.view, request.check.source, predicateFrom(compiled.js, request.check.source));
    lines.push(
      "",
      check.disagreements === 0
        ? `--check "${check.source}": agrees with the game at all ${check.positions.toLocaleString("en")} positions`
        : `--check "${check.source}": DISAGREES at ${check.disagreements.toLocaleString("en")} of ${check.positions.toLocaleString("en")} positions; first:`,
      ...check.first.map((line) => `  ${line}`),
    );
  }
  if (request.at) lines.push("", ...describePosition(result, request.at));
  const outcome: ExploreOutcome = { lines, ...(check ? { check } : {}) };
  if (request.feed) outcome.items = feedItems(result);
  if (request.svg) {
    const title = `${loaded.game.name}: ${result.view.dims === 1 ? "Grundy values" : "Grundy values and P-positions"}${result.misere ? " (misère)" : ""}`;
    outcome.svg = result.view.dims === 1 ? grundyPlotSvg(result.view, title, result.heap?.grundyPeriod) : grundyHeatmapSvg(result.view, title, result.pair);
  }
  if (request.json) outcome.json = toJson(result, check ? { check } : {}) as Record<string, unknown>;
  return outcome;
}

/** --at: the position's outcome, Grundy value and winning moves, and the problem's own answer when it has one. */
function describePosition(result: Exploration, at: number[]): string[] {
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
    const position = game.sumOfHeaps || (game.shape === "pair" && !game.start) ? at : at[0]!;
    if (loaded.problem.toInstance(position, loaded.parameters) !== undefined) {
      lines.push("  the problem's answer:", ...loaded.problem.answer(position, truth, loaded.parameters).split("\n").map((line) => `    ${line}`));
    }
  }
  return lines;
}
