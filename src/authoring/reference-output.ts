import { existsSync } from "node:fs";
import type { Problem } from "../problem/find-problem";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { runSolutionOnInput } from "./run-on-input";
import { problemFiles, solutionNames } from "./problem-files";
import { loadGenerator, loadValidator } from "./problem-tools";

/** The solutions that can compute an expected output, most trustworthy first. */
export type SolutionOracle = "brute" | "second-method" | "main";

export interface ReferenceOutput {
  output: string;
  oracle: SolutionOracle;
  /** Which solution produced it, e.g. solutions/hdu2516/brute.ts. */
  source: string;
  why: string;
  /** A brute force was there but passed over, its reach unknown without validate.ts and gen.ts (--oracle brute takes it). */
  bruteReachUnknown?: true;
}

export interface ReferenceOptions {
  /** Use this solution and no other (make-cases --oracle, or the oracle a generated case recorded). */
  oracle?: SolutionOracle;
  /** main.ts may answer when nothing independent can: its output proves nothing about itself, so only when asked. */
  allowMain?: boolean;
  /** The oracle's CPU limit; by default ten times the problem's, and never under a minute (oracles are slow on purpose). */
  timeLimitMs?: number;
}

/**
 * The expected output for an input, from the most trustworthy solution that can answer it: brute.ts (exhaustive search)
 * where every instance is within its reach, else second-method.ts (written independently of main.ts). main.ts itself
 * only with allowMain; without it a UserError says what to write instead.
 */
export async function computeReferenceOutput(problem: Problem, input: string, workDir: string, options: ReferenceOptions = {}): Promise<ReferenceOutput> {
  const files = problemFiles(problem.id);
  const limits = { timeLimitMs: options.timeLimitMs ?? Math.max(60_000, problem.config.timeLimitMs * 10), memoryLimitMiB: 4096, workDir };
  const run = async (oracle: SolutionOracle, why: string): Promise<ReferenceOutput> => {
    const path = oracle === "brute" ? files.brute : oracle === "second-method" ? files.secondMethod : problem.mainSolution;
    if (!existsSync(path)) throw new UserError(`${displayPath(path)} does not exist, so it cannot give the expected output`, "write it, or choose another --oracle");
    return { output: await runSolutionOnInput(path, input, { ...limits, label: `oracle-${oracle}` }), oracle, source: displayPath(path), why };
  };
  if (options.oracle === "second-method") return run("second-method", "asked for (--oracle second-method)");
  if (options.oracle === "main") return run("main", "asked for (--oracle main)");
  const validator = await loadValidator(problem.id);
  const generator = await loadGenerator(problem.id);
  // Parsed and checked for reach inside the tool host: the instances of a 20 MB input never cross the pipe.
  const known = validator !== undefined && generator !== undefined;
  const reachable = existsSync(files.brute) && known && (await generator.bruteCanSolveInput(input));
  // This problem's own names: brute.py, main.cpp (brute.ts and second-method.ts where there is none).
  const { brute, secondMethod: second, main } = solutionNames(files);
  // What the reach needs and lacks: gen.ts's bruteCanSolve on the instances validate.ts reads.
  const lacking = [validator ? "" : "validate.ts", generator ? "" : "gen.ts"].filter(Boolean).join(" and ");
  if (options.oracle === "brute" && !reachable) {
    if (!existsSync(files.brute)) throw new UserError(`There is no ${brute}, so it cannot give the expected output`, "write it, or choose another --oracle");
    // Unknown reach is never assumed, but asked for by name (a gen.py and a brute.py, as on Polygon) brute runs: the
    // oracle's time limit stops it where it cannot answer.
    if (!known) return run("brute", `asked for (--oracle brute); its reach is unknown without ${lacking}`);
    throw new UserError(`${brute} cannot reach every instance of this input (gen.ts's bruteCanSolve says no)`, "choose another --oracle, or make the input smaller");
  }
  if (reachable) return run("brute", "every instance is small enough for the exhaustive search");
  const reason = !existsSync(files.brute) ? `there is no ${brute}` : !known ? `without ${lacking} in problems/${problem.id}/, ${brute}'s reach is unknown` : `some instance is beyond ${brute}'s reach`;
  const passedOver = existsSync(files.brute) && !known ? { bruteReachUnknown: true as const } : {};
  if (existsSync(files.secondMethod)) return { ...(await run("second-method", reason)), ...passedOver };
  if (options.allowMain) return { ...(await run("main", `${reason}, and there is no ${second}`)), ...passedOver };
  throw new UserError(
    `No independent oracle can answer this input: ${reason}, and there is no ${displayPath(files.secondMethod)}`,
    `write ${second} (a method independent of ${main}), ${existsSync(files.brute) && !known ? `write gen.ts with bruteCanSolve, or take ${brute}'s output with --oracle brute` : `make the input small enough for ${brute}`}, or give the expected output by hand; --oracle main takes ${main}'s output, which verify then fails unless problem.yaml says acceptMainOutputs`,
  );
}
