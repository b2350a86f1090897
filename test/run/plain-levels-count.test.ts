import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
