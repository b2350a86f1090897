import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { judgeJson } from "../helpers/cli";

// Without namespaces (a machine that gives none, or --no-sandbox) a native program was judged from /proc samples
// taken every 10 ms: 10 ms of CPU read 0 ms and 20 MiB read 0.0 MiB, and one that ended just past the time limit
// between two samples read under it. The launcher's --plain mode gives the kernel's count there too.
const cc = findOnPath("cc", process.env.PATH ?? "/usr/bin:/bin");
if (!cc) console.warn("skipped: no C compiler (cc) here, so no launcher, and no C program to judge");
const dir = mkdtempSync(join(tmpdir(), "stonebench-plain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// 24 MiB touched, then 3 ms more of CPU: done before the judge's first sample (10 ms after the start); exit 3 (an RE)
// if it holds an fd above stderr but /dev/null (the usage fd must not be one).
const PROGRAM = `#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
int main(void) {
  size_t n = 24u << 20; char *p = malloc(n); memset(p, 1, n);
  volatile unsigned long s = p[n - 1];
  clock_t start = clock();
  while (clock() - start < CLOCKS_PER_SEC / 333) s += s * 7 + 1;
  DIR *d = opendir("/proc/self/fd"); struct dirent *e; char link[64], target[256]; int held = 0;
  while ((e = readdir(d))) {
    int fd = atoi(e->d_name);
    if (e->d_name[0] == '.' || fd <= 2 || fd == dirfd(d)) continue;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    target[n < 0 ? 0 : n] = 0;
    // fd 3 is /dev/null for every command (the report slot only Node's preload writes).
    if (strcmp(target, "/dev/null") != 0) { fprintf(stderr, "holds fd %d: %s\\n", fd, target); held++; }
  }
  if (held) return 3;
  puts("no");
  return 0;
}
`;

describe.skipIf(!cc)("a native program's CPU and memory where there are no namespaces", () => {
  for (const level of ["permission-model", "off"]) {
    it(`${level}: the kernel's count (CPU ≥ 3 ms, peak ≥ 24 MiB), and no fd of the judge's left to the program`, async () => {
      const source = join(dir, `count-${level}.c`);
      writeFileSync(source, PROGRAM);
      const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01", "--ml", "256"], { env: { STONEBENCH_SANDBOX: level } });
      const only = report?.cases[0];
      expect(only, stderr).toBeDefined();
      expect(only!.cpuMs, JSON.stringify(only)).toBeGreaterThanOrEqual(3);
      expect(only!.memoryKiB).toBeGreaterThanOrEqual(24 * 1024);
      expect(only!.verdict, only!.message).not.toBe("RE");
    }, 120_000);
  }
});

// What a program leaves behind at these levels (helper's attacks): a grandchild orphaned to burn CPU unseen, a write
// over the count by the file's path, daemons in sessions of their own, and a kill of its launcher.
const ORPHAN = `#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
static double cpu(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int main(void) {
  int p[2]; pipe(p);
  pid_t c = fork();
  if (c == 0) { if (fork() != 0) _exit(0); close(p[0]); volatile long x = 0; while (cpu() < 700) x = x + 1; _exit(0); }
  waitpid(c, 0, 0); close(p[1]); char b; while (read(p[0], &b, 1) > 0) {}
  puts("done");
  return 0;
}
`;
const FORGE = `#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static double cpu(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int main(void) {
  char p[4096]; ssize_t k = readlink("/proc/self/fd/1", p, 4000); p[k > 0 ? k : 0] = 0; strcpy(strrchr(p, '.'), ".usage");
  int fd = open(p, O_WRONLY); char j[100]; memset(j, 'x', 100); if (fd >= 0) write(fd, j, 100);
  volatile long x = 0; while (cpu() < 300) x = x + 1;
  puts("done");
  return 0;
}
`;
const DAEMONS = (marker: string) => `#include <stdio.h>
#include <unistd.h>
int main(void) {
  if (fork() == 0) { setsid(); if (fork() == 0) { execl("/bin/sleep", "sleep", "${marker}", (char *)0); } _exit(0); }
  if (fork() == 0) { setpgid(0, 0); execl("/bin/sleep", "sleep", "${marker}", (char *)0); }
  ${"${BUSY}"}
  puts("done");
  return 0;
}
`;
const KILL_LAUNCHER = `#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) { puts("done"); fflush(stdout); kill(getppid(), SIGKILL); return 0; }
`;

const sleepers = (marker: string): string[] =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, "latin1").includes(marker);
      } catch {
        return false;
      }
    });

describe.skipIf(!cc)("what a native program leaves where there are no namespaces", () => {
  const judgeC = async (name: string, text: string, extra: string[] = []) => {
    const source = join(dir, name);
    writeFileSync(source, text);
    return judgeJson(["hdu1846", "--solution", source, "--case", "01", "--tl", "500", ...extra], { env: { STONEBENCH_SANDBOX: "permission-model" } });
  };

  it("a grandchild orphaned to burn CPU is counted: TLE", async () => {
    const { report, stderr } = await judgeC("orphan.c", ORPHAN);
    expect(report?.cases[0]?.verdict, stderr).toBe("TLE");
    // Past the 500 ms limit, counted; where the kill lands after it depends on the machine's load (537 ms once at load 12).
    // On a loaded machine the orphan may not get 500 ms of CPU before the wall bound (2 × limit + 1 s) stops the run
    // (422–453 ms at load 25): then the message says so, and what it burnt is still counted (its parent burns none).
    const only = report!.cases[0]!;
    if (/of wall time/.test(only.message ?? "")) expect(only.cpuMs, only.message).toBeGreaterThanOrEqual(100);
    else expect(only.cpuMs, only.message).toBeGreaterThanOrEqual(500);
  }, 60_000);

  // It burns 300 ms of CPU under a 500 ms limit: the count is the kernel's, at least that; the judge's samples, which
  // the forgery made it fall back to, stop at the last one before the exit (up to 10 ms short).
  it("a write over the count by its path changes nothing: the CPU reported is at least what it burnt", async () => {
    const { report, stderr } = await judgeC("forge.c", FORGE);
    expect(report?.cases[0]?.verdict, `${JSON.stringify(report?.cases[0])} ${stderr}`).toBe("WA");
    expect(report!.cases[0]!.cpuMs).toBeGreaterThanOrEqual(300);
  }, 60_000);

  it("daemons in sessions and groups of their own end with the run, when it ends and when the judge stops it", async () => {
    for (const [name, busy] of [["ends", ""], ["stopped", "for (volatile long x = 0;; x++) {}"]] as const) {
      const marker = `${3000 + Math.floor(Math.random() * 1000)}.${process.pid}`;
      await judgeC(`daemons-${name}.c`, DAEMONS(marker).replace("${BUSY}", busy));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const left = sleepers(marker);
      for (const pid of left) process.kill(Number(pid), "SIGKILL");
      expect(left, name).toEqual([]);
    }
  }, 60_000);

  it("a program that kills its launcher is RE: its count is gone", async () => {
    const { report, stderr } = await judgeC("kill-launcher.c", KILL_LAUNCHER);
    expect(report?.cases[0]?.verdict, stderr).toBe("RE");
    expect(report?.cases[0]?.message).toMatch(/could not be counted/);
  }, 60_000);
});

