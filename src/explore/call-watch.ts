import { createContext, Script } from "node:vm";
import { UserError } from "../errors";

// A game function that never returns (a loop in moves(37), a forEachMove that visits for ever, a move list that
// never ends) held the tool host until its 120 s watchdog, whose message named no state. The module's calls say
// what they are asked (load-game.ts's wrapper), and the explorer's synchronous runs between two yields go under vm's
// timeout, which stops even a loop inside the module's code: the error then names the call and the state.

/** The module call running now (load-game.ts sets it around each call), and the module's path for the message. */
export const moduleCall = { name: "", state: undefined as unknown, path: "" };

/** One synchronous run's bound, under the tool host's 120 s without a word: a run is about 100 ms of work, but the patterns or a misère sum's search for --at take seconds (Kayles --at 26,26: 15 s on a quiet machine, more on a loaded one); STONEBENCH_GAME_CALL_MS sets it (tests). */
export const gameCallLimitMs = () => (Number(process.env.STONEBENCH_GAME_CALL_MS) > 0 ? Number(process.env.STONEBENCH_GAME_CALL_MS) : 100_000);

/**
 * In the tool host, when the explorer last said a word (a progress frame, or the request's start): the host's own
 * watchdog counts 120 s from there, so runs one after the other with no word between (the patterns, then --at's
 * search, then the report) share one bound from it. Unset in process (tests): each run gets the whole bound.
 */
let lastWord: number | undefined;
export function saidWord(): void {
  lastWord = performance.now();
}
export function stopCountingWords(): void {
  lastWord = undefined;
}

const context = createContext({ work: undefined as unknown });
const script = new Script("work()");
let depth = 0;

/** Runs `work` (synchronous) under the bound; past it, a UserError naming the module call that had not returned. */
export function withinCallBound<T>(work: () => T): T {
  // A run inside a run is bounded by the outer one (one watchdog at a time).
  if (depth > 0) return work();
  depth++;
  context.work = work;
  let left = gameCallLimitMs();
  try {
    left = lastWord === undefined ? gameCallLimitMs() : Math.max(1_000, Math.round(gameCallLimitMs() - (performance.now() - lastWord)));
    return script.runInContext(context, { timeout: left }) as T;
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw error;
    throw stuck(left);
  } finally {
    depth--;
    context.work = undefined;
    moduleCall.name = "";
  }
}

function stuck(ms: number): UserError {
  const seconds = Math.round(ms / 100) / 10;
  if (!moduleCall.name) return new UserError(`the exploration made no progress for ${seconds} s outside the game module's functions`, "explore a smaller --range; if it recurs, report it");
  const shown = JSON.stringify(moduleCall.state) ?? String(moduleCall.state);
  return new UserError(
    `${moduleCall.path}: ${moduleCall.name}(${shown}) did not return within ${seconds} s`,
    `look for an endless loop at that state in ${moduleCall.name}() (or a list of moves that never ends); each call should take well under a second`,
  );
}
