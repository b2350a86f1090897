import { UserError } from "../errors";

// Less room than this above the runtime's own size is legal but nearly always a mistake: say so.
const TIGHT_MIB = 16;

const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;

/**
 * A limit that counts the whole process (memoryLimitScope: whole-process, as Kattis counts it) must leave room above
 * the runtime's own size, or every case is MLE before the solution's first line: refuse it (exit 2) naming the
 * baseline and the language; a tight one gets a note. Above-baseline limits (the default) cannot fall below it.
 */
export function checkMemoryFloor(facts: { problemId: string; memoryLimitMiB: number; scope: "above-baseline" | "whole-process" | undefined; languageBaselineKiB: number; baselineOf: string; languageName: string }): string | undefined {
  if (facts.scope !== "whole-process" || facts.languageBaselineKiB <= 0) return undefined;
  const room = facts.memoryLimitMiB * 1024 - facts.languageBaselineKiB;
  const where = `${facts.problemId}'s memory limit of ${facts.memoryLimitMiB} MiB counts the whole process (memoryLimitScope: whole-process)`;
  if (room <= 0) {
    throw new UserError(
      `${where}, but ${facts.baselineOf} baseline alone is ${mib(facts.languageBaselineKiB)} (${facts.languageName}, an empty program's peak): every case would be MLE`,
      `raise memoryLimitMiB in problems/${facts.problemId}/problem.yaml (or --ml) above ${Math.ceil(facts.languageBaselineKiB / 1024) + TIGHT_MIB}, remove memoryLimitScope so the limit counts above the baseline, or judge a solution in a language with a smaller runtime (C, C++, Rust, Go count from 0)`,
    );
  }
  if (room < TIGHT_MIB * 1024) return `note: ${where}; ${facts.baselineOf} baseline (${facts.languageName}) is ${mib(facts.languageBaselineKiB)}, which leaves the solution only ${mib(room)}`;
  return undefined;
}
