import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseProblemConfig } from "../problem/problem-config";
import { existingCaseNames } from "../scaffold/case-names";
import { casesDir, problemsDir } from "../paths";
import { freeIdLike } from "../scaffold/problem-id";
import { planScaffold } from "../scaffold/scaffold-problem";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import type { CompanionTask } from "./companion-task";
import { checkerForUrl, problemIdFromUrl } from "./problem-id-from-url";
import { makeInteractive } from "../scaffold/scaffold-interactor";

export interface CreatedFromTask {
  id: string;
  /** The problem was received before (same id, same source URL): only new samples were added. */
  reopened?: { added: string[]; alreadyThere: number };
  /** The checker chosen for the task's judge, and why. */
  checker?: { checker: string; judge: string };
  /** The id the URL gave, when it was taken and a fresh one was picked instead. */
  takenId?: string;
  files: string[];
  caseNames: string[];
}

/** Creates the problem as `npm run new` would, with the task's limits, and its tests as cases 01-sample, 02-sample, …. */
export function createProblemFromTask(task: CompanionTask): CreatedFromTask {
  const wanted = problemIdFromUrl(task.url, task.name);
  const again = reopenIfSame(wanted, task);
  if (again) return again;
  const id = freeIdLike(wanted);
  const checker = checkerForUrl(task.url);
  const plan = planScaffold({
    id,
    title: task.name,
    ...(/^https?:\/\/\S+$/.test(task.url) ? { source: task.url } : {}),
    timeLimitMs: task.timeLimitMs,
    memoryLimitMiB: task.memoryLimitMiB,
    ...(task.group ? { group: task.group } : {}),
    samples: task.tests,
    checker: checker.checker,
  });
  // The tests are the statement's samples; "sample" in the name sends them to data/sample on a Kattis export.
  const width = Math.max(2, String(task.tests.length).length);
  const caseNames = task.tests.map((_, index) => `${String(index + 1).padStart(width, "0")}-sample`);
  const cases: PlannedFile[] = task.tests.flatMap((test, index) => [
    { path: join(casesDir(), id, `${caseNames[index]}.in`), data: test.input },
    { path: join(casesDir(), id, `${caseNames[index]}.out`), data: test.output },
  ]);
  const planned = task.interactive ? makeInteractive(plan.files, id) : plan.files;
  const files = writeAllOrNothing([...planned, ...cases], { dirs: plan.dirs });
  return { id, ...(id !== wanted ? { takenId: wanted } : {}), files, caseNames, checker };
}

/**
 * The same task sent again (its id exists and its problem.yaml names the same URL): reopen it and add only the
 * samples it does not have yet, numbered after the existing cases; never a duplicate, never a second problem.
 */
function reopenIfSame(id: string, task: CompanionTask): CreatedFromTask | undefined {
  const config = join(problemsDir(), id, "problem.yaml");
  if (!existsSync(config)) return undefined;
  let source: string | undefined;
  try {
    source = parseProblemConfig(readFileSync(config, "utf8"), config).source;
  } catch {
    return undefined;
  }
  if (source !== task.url) return undefined;
  const dir = join(casesDir(), id);
  const names = existingCaseNames(dir);
  const have = new Set(names.map((name) => `${readFileSync(join(dir, `${name}.in`), "utf8")}\0${readFileSync(join(dir, `${name}.out`), "utf8")}`));
  const fresh = task.tests.filter((test, index) => !have.has(`${test.input}\0${test.output}`) && task.tests.findIndex((other) => other.input === test.input && other.output === test.output) === index);
  const last = Math.max(0, ...names.map((name) => Number(/^(\d+)/.exec(name)?.[1] ?? 0)));
  const width = Math.max(2, String(last + fresh.length).length);
  const caseNames = fresh.map((_, index) => `${String(last + index + 1).padStart(width, "0")}-sample`);
  const files: PlannedFile[] = fresh.flatMap((test, index) => [
    { path: join(dir, `${caseNames[index]}.in`), data: test.input },
    { path: join(dir, `${caseNames[index]}.out`), data: test.output },
  ]);
  const written = files.length ? writeAllOrNothing(files, { dirs: [dir] }) : [];
  return { id, reopened: { added: caseNames, alreadyThere: task.tests.length - fresh.length }, files: written, caseNames };
}
