import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** "double", an interactive problem with a Python interactor, in a throwaway project: the cases are the caller's. */
export function writeDoubleProblem(root: string, interactor: string, timeLimitMs: number): void {
  mkdirSync(join(root, "problems/double"), { recursive: true });
  mkdirSync(join(root, "cases/double"), { recursive: true });
  writeFileSync(join(root, "problems/double/problem.yaml"), `title: Double\ntimeLimitMs: ${timeLimitMs}\nmemoryLimitMiB: 64\ninteractive: true\n`);
  writeFileSync(join(root, "problems/double/statement.md"), "# Double\n");
  writeFileSync(join(root, "problems/double/interactor.py"), interactor);
}
