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

// Every case holds the judge's whole budget of PIDs for a while, then answers: the next case's launch was refused
// (EAGAIN) while this one held them, and the judge ended with an internal error (a helper's attack).
const HOG = `#include <pthread.h>
#include <stdio.h>
#include <time.h>
static void *idle(void *arg) { (void)arg; struct timespec t = {1, 0}; nanosleep(&t, 0); return 0; }
int main(void) {
  pthread_attr_t attr; pthread_attr_init(&attr); pthread_attr_setstacksize(&attr, 16384);
  for (int made = 0; made < ${TASK_LIMIT + 2000}; made++) { pthread_t t; if (pthread_create(&t, &attr, idle, 0) != 0) break; }
  struct timespec held = {0, 300000000};
  nanosleep(&held, 0);
  int c, n, m;
  if (scanf("%d", &c) != 1) return 0;
  while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second");
  return 0;
}
`;

describe.skipIf(why !== undefined)("a judge's budget of PIDs", () => {
  it("a solution that holds the whole budget in every case gets every case judged: the next launch waits for PIDs", async () => {
    writeFileSync(join(dir, "hog.c"), HOG);
    const { exitCode, report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "hog.c"), "--case", "03-small-0", "--ml", "512"]);
    expect(stderr).not.toMatch(/internal error/);
    expect(report?.cases.length, stderr).toBeGreaterThan(3);
    expect(report!.cases.every((c) => c.verdict === "AC"), JSON.stringify(report!.cases.map((c) => [c.name, c.verdict, c.message]))).toBe(true);
    expect(exitCode).toBe(0);
  }, 240_000);

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
