import { plural } from "../util/plural";
import type { ShrinkingPhase, StressResult } from "./stress-search";

// The rate line said "(40 pair runs)" beside the search's 0.1 s, of which the search had made 1: each phase is said apart.

/** The search: "2,000 instances in 0.1 s: 18,208 instances/s (1 pair run)", shrinking's runs and seconds excluded. */
export function searchSummary(result: Pick<StressResult, "instances" | "runs" | "seconds" | "perSecond">): string {
  // "after 1 instances" when the first input (a generator program's, one instance) differed.
  return `${result.instances.toLocaleString("en")} ${result.instances === 1 ? "instance" : "instances"} in ${result.seconds.toFixed(1)} s: ${Math.round(result.perSecond).toLocaleString("en")} instances/s (${plural(result.runs, "pair run")})`;
}

/** Shrinking: "shrinking: 16 pair runs in 0.5 s", saying which of the differences shrunk were set aside (they need more instances than the format allows). */
export function shrinkingSummary(shrinking: ShrinkingPhase, setAside: number): string {
  const aside = setAside === 0 ? "" : setAside === shrinking.differences ? ` (${setAside === 1 ? "a difference" : `${setAside} differences`} set aside)` : ` (${shrinking.differences} differences, ${setAside} set aside)`;
  return `shrinking: ${plural(shrinking.runs, "pair run")} in ${shrinking.seconds.toFixed(1)} s${aside}`;
}
