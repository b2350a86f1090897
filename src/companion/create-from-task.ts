import { join } from "node:path";
import { casesDir } from "../paths";
import { freeIdLike } from "../scaffold/problem-id";
import { planScaffold } from "../scaffold/scaffold-problem";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import type { CompanionTask } from "./companion-task";
import { problemIdFromUrl } from "./problem-id-from-url";
import { makeInteractive } from "../interactive/scaffold-interactor";

export interface CreatedFromTask {
  id: string;
  /** The id the URL gave, when it was taken and a fresh one was picked instead. */
  takenId?: string;
  files: string[];
  caseNames: string[];
}

/** Creates the problem as `npm run new` would, with the task's limits, and its tests as cases 01-sample, 02-sample, …. */
export function createProblemFromTask(task: CompanionTask): CreatedFromTask {
  const wanted = problemIdFromUrl(task.url, task.name);
  const id = freeIdLike(wanted);
  const plan = planScaffold({
    id,
    title: task.name,
    ...(/^https?:\/\/\S+$/.test(task.url) ? { source: task.url } : {}),
    timeLimitMs: task.timeLimitMs,
    memoryLimitMiB: task.memoryLimitMiB,
    ...(task.group ? { group: task.group } : {}),
    samples: task.tests,
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
  return { id, ...(id !== wanted ? { takenId: wanted } : {}), files, caseNames };
}
