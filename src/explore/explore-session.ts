import { UserError } from "../errors";
import type { GameModule } from "../problem-kit/game-definition";
import { saidWord, stopCountingWords, withinCallBound } from "./call-watch";
import { checkPredicate, predicateFrom, type PredicateCheck } from "./check-predicate";
import { viewKind, type CompiledPredicate, type ViewKind } from "./compile-predicate";
import { describePosition } from "./describe-position";
import { explore } from "./explore";
import { feedItems, type FeedItem } from "./feed-items";
import { gameFromModule } from "./load-game";
import { MISERE_SPLIT_RANGE } from "./misere-multisets";
import { toJson } from "./report-json";
import { formatReport } from "./report-text";
import { dimensionsOf, MAX_STATES } from "./state-space";
import { grundyHeatmapSvg, grundyPlotSvg, tupleSlicesSvg } from "./svg";

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
  /** --check and --check-grundy, compiled outside (esbuild cannot run in the sandbox) for every view: code, or why not. */
  check?: { source: string; compiled: Record<ViewKind, CompiledPredicate> };
  checkGrundy?: { source: string; compiled: Record<ViewKind, CompiledPredicate> };
  json: boolean;
  svg: boolean;
  feed: boolean;
}

export interface ExploreOutcome {
  lines: string[];
  json?: Record<string, unknown>;
  svg?: string;
  check?: PredicateCheck;
  checkGrundy?: PredicateCheck;
  items?: FeedItem[];
}

export type ExploreProgress = { note: string } | { done: number; total: number };

export async function runExploration(module: Partial<GameModule>, request: ExploreRequest, said: (update: ExploreProgress) => void): Promise<ExploreOutcome> {
  // Each word to the command restarts its watchdog, and so the bound of the runs after it (call-watch.ts).
  saidWord();
  try {
    return await exploreAndReport(module, request, (update) => {
      said(update);
      saidWord();
    });
  } finally {
    stopCountingWords();
  }
}

async function exploreAndReport(module: Partial<GameModule>, request: ExploreRequest, progress: (update: ExploreProgress) => void): Promise<ExploreOutcome> {
  // A function of the parameters that loops is named like the game's other calls.
  const loaded = withinCallBound(() => gameFromModule(module, request.path, request.overrides));
  const game = loaded.game;
  const misere = request.misere || game.play === "misere";
  const splitting = Boolean(game.splits || game.splitRests);
  let range = request.range;
  const base = misere && splitting ? Math.min(game.defaultRange, MISERE_SPLIT_RANGE) : game.defaultRange;
  if (request.at) range = Math.max(range ?? base, ...request.at);
  const dims = dimensionsOf(game);
  // A range raised to an --at number past what one analysis holds was refused with "choose --range 29999999 or
  // less", an option the user never gave (Kayles --at 100000000000): the refusal names --at and its largest number.
  const asked = request.at ? Math.max(...request.at) : 0;
  if (request.at && asked > (request.range ?? base) && (asked + 1) ** dims > MAX_STATES) {
    const largest = Math.floor(MAX_STATES ** (1 / dims)) - 1;
    const what = dims === 1 ? `every heap up to ${asked}` : `every state with ${dims} coordinates up to ${asked} (${((asked + 1) ** dims).toLocaleString("en")} states)`;
    throw new UserError(`--at ${request.at.join(",")}: its value needs ${what} analysed, more than one analysis holds (${MAX_STATES.toLocaleString("en")} states)`, `give --at numbers up to ${largest}`);
  }
  const states = ((range ?? base) + 1) ** dims;
  // Not for a range the state space refuses: "analysing 10^12 states" came before the refusal.
  if (states >= 4_000_000 && states <= MAX_STATES) progress({ note: `analysing ${states.toLocaleString("en")} states; Ctrl-C stops cleanly` });
  const result = await explore(loaded, { ...(range ? { range } : {}), misere: request.misere, onProgress: (done, total) => progress({ done, total }) });
  // The report writes positions with the module's format(): under the same bound as its other calls.
  const lines: string[] = request.json ? [] : withinCallBound(() => formatReport(result, request.label));
  const kind = viewKind(result.view.dims);
  const run = (asked: { source: string; compiled: Record<ViewKind, CompiledPredicate> }, option: "--check" | "--check-grundy") => {
    const compiled = asked.compiled[kind];
    if ("error" in compiled) throw new UserError(compiled.error, compiled.hint);
    const check = checkPredicate(result.view, asked.source, predicateFrom(compiled.js, asked.source, option), option === "--check" ? "outcome" : "grundy");
    const against = option === "--check" ? "the game" : "the Grundy values";
    lines.push(
      "",
      check.disagreements === 0
        ? `${option} "${check.source}": agrees with ${against} at all ${check.positions.toLocaleString("en")} positions`
        : `${option} "${check.source}": DISAGREES at ${check.disagreements.toLocaleString("en")} of ${check.positions.toLocaleString("en")} positions; first:`,
      ...check.first.map((line) => `  ${line}`),
      ...(check.note ? [`  note: ${check.note}`] : []),
    );
    return check;
  };
  const check = request.check ? run(request.check, "--check") : undefined;
  const checkGrundy = request.checkGrundy ? run(request.checkGrundy, "--check-grundy") : undefined;
  const position = request.at ? withinCallBound(() => describePosition(result, request.at!)) : undefined;
  if (position) lines.push("", ...position.lines);
  const outcome: ExploreOutcome = { lines, ...(check ? { check } : {}), ...(checkGrundy ? { checkGrundy } : {}) };
  if (request.feed) outcome.items = withinCallBound(() => feedItems(result));
  if (request.svg) {
    const title = `${game.name}: ${result.view.dims === 1 ? "Grundy values" : "Grundy values and P-positions"}${result.misere ? " (misère)" : ""}`;
    outcome.svg = withinCallBound(() => result.view.dims === 1 ? grundyPlotSvg(result.view, title, result.heap?.grundyPeriod) : result.view.dims === 2 ? grundyHeatmapSvg(result.view, title, result.pair) : tupleSlicesSvg(result.view, title));
  }
  if (request.json) outcome.json = withinCallBound(() => toJson(result, { ...(check ? { check } : {}), ...(checkGrundy ? { checkGrundy } : {}), ...(position ? { position } : {}) })) as Record<string, unknown>;
  return outcome;
}
