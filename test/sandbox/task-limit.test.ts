import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { TASK_LIMIT, whyNoTaskLimit } from "../../src/sandbox/task-limit";
import { judgeJson } from "../helpers/cli";

// RLIMIT_NPROC binds nothing for a judge running as root, and a box allows threads: without the judge's pids cgroup
// one solution could take every PID of the machine.
const why = detectSandbox().level !== "namespaces" ? "namespaces unavailable" : whyNoTaskLimit();
if (why) console.warn(`skipped: ${why}, so a judge gets no pids cgroup here`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-tasks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const THREADS = `#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *idle(void *arg) { (void)arg; pause(); return 0; }
int main(void) {
  pthread_attr_t attr; pthread_attr_init(&attr); pthread_attr_setstacksize(&attr, 16384);
  int made = 0, err = 0;
  for (; made < ${TASK_LIMIT + 2000}; made++) { pthread_t t; if ((err = pthread_create(&t, &attr, idle, 0)) != 0) break; }
  fprintf(stderr, "threads %d (%s)\\n", made, err ? "refused" : "all");
  _exit(3);
}
`;

describe.skipIf(why !== undefined)("a judge's budget of PIDs", () => {
  it(`stops a solution's threads below ${TASK_LIMIT}, and the next run is judged as usual`, async () => {
    writeFileSync(join(dir, "threads.c"), THREADS);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "threads.c"), "--case", "01", "--ml", "512"]);
    const made = Number(/threads (\d+) \(refused\)/.exec(report?.cases[0]?.message ?? "")?.[1]);
    expect(made, `${report?.cases[0]?.message} ${stderr}`).toBeGreaterThan(100);
    expect(made).toBeLessThan(TASK_LIMIT);
    const after = await judgeJson(["hdu1846", "--case", "01"]);
    expect(after.report?.cases.map((c) => c.verdict)).toEqual(["AC"]);
  }, 120_000);
});
