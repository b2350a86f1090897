import { join } from "node:path";
import { readManifest } from "../src/problem/case-manifest";
import { findCases } from "../src/problem/find-cases";
import { listProblemIds } from "../src/problem/find-problem";
import { casesDir } from "../src/paths";

/**
 * Makes the repository's generated cases (the largest inputs) once, before any test runs, if the cache lacks them (a
 * fresh clone): else the first tests to judge those problems would make them at the same time, within their own
 * timeouts. Cached ones cost nothing here.
 */
export default function setup(): void {
  const started = Date.now();
  let made = 0;
  for (const id of listProblemIds()) {
    const dir = join(casesDir(), id);
    if (!Object.values(readManifest(dir)?.cases ?? {}).some((entry) => entry.generated)) continue;
    // findCases makes whichever generated cases are not cached yet.
    findCases(dir, { problemId: id });
    made++;
  }
  if (Date.now() - started > 5000) process.stderr.write(`global setup: the generated cases of ${made} problems made in ${Math.round((Date.now() - started) / 1000)} s\n`);
}
