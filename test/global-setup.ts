import { spawn } from "node:child_process";
import { join } from "node:path";
import { readManifest } from "../src/problem/case-manifest";
import { isGeneratedCaseCached } from "../src/problem/generated-cases";
import { listProblemIds } from "../src/problem/find-problem";
import { casesDir, toolRoot } from "../src/paths";

// Two problems' cases are made at once: CI has two cores, and each make-cases run is mostly one process at a time.
const AT_ONCE = 2;

/**
 * Makes the repository's generated cases (the largest inputs) once, before any test runs, if the cache lacks them (a
 * fresh clone): else the first tests to judge those problems would make them at the same time, within their own
 * timeouts. Cached ones cost nothing here. Each problem's are made by the command a user runs, `make-cases <id>
 * --generated --case <names>`, whose own checks (recipe hash, bit-for-bit output) apply.
 */
export default async function setup(): Promise<void> {
  const started = Date.now();
  const missing: { id: string; names: string[] }[] = [];
  for (const id of listProblemIds()) {
    const entries = Object.entries(readManifest(join(casesDir(), id))?.cases ?? {}).filter(([, entry]) => entry.generated);
    const names = entries.filter(([name, entry]) => !isGeneratedCaseCached(id, name, entry)).map(([name]) => name);
    if (names.length > 0) missing.push({ id, names });
  }
  const queue = [...missing];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const code = await makeCases(next.id, next.names);
        if (code !== 0) failures.push(`${next.id} (${code})`);
      }
    }),
  );
  if (failures.length > 0) throw new Error(`global setup: make-cases failed for ${failures.join(", ")}; its messages are above`);
  if (Date.now() - started > 5000) process.stderr.write(`global setup: the generated cases of ${missing.length} problems made in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

function makeCases(id: string, names: string[]): Promise<number | string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(toolRoot, "scripts", "launch.cjs"), "make-cases", id, "--generated", "--case", names.join(",")], { stdio: ["ignore", 2, 2], env });
    child.on("error", (error) => resolve(error.message));
    child.on("close", (code, signal) => resolve(code ?? signal ?? "?"));
  });
}
