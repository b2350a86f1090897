import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { errorLine } from "../../src/outcome/decide-run-verdict";
import { judgeJson } from "../helpers/cli";
import { sharedHolder } from "../../src/sandbox/holder";
import { LAUNCHER_ENV, sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";

// A boxed program is its init's child, never the init of its PID namespace: the kernel drops every signal an init gets
// from inside its namespace without a handler, its own included, so a program that printed the right answer and then
// aborted or signalled itself used to end as if it had exited (AC). Each of these prints hdu1846's right answers first.
const dir = mkdtempSync(join(tmpdir(), "stonebench-not-init-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ANSWER_C = 'int t; scanf("%d", &t); for (int i = 0; i < t; i++) { long n, m; scanf("%ld %ld", &n, &m); puts(n % (m + 1) ? "first" : "second"); } fflush(stdout);';
const ANSWER_PY = 'import os, signal, sys\nt = int(sys.stdin.readline())\nfor _ in range(t):\n    n, m = map(int, sys.stdin.readline().split())\n    print("first" if n % (m + 1) else "second")\nsys.stdout.flush()\n';
const FORGE = `#include <fcntl.h>
#include <stdio.h>
#include <sys/ptrace.h>
#include <time.h>
#include <unistd.h>
int main(void) {
  char buf[4096]; int visible = 0, opened = 0, wrote = 0;
  int c = open("/proc/1/cmdline", O_RDONLY); int n = c >= 0 ? (int)read(c, buf, sizeof buf) : -1;
  for (int i = 0; i < n; i++) if (buf[i]) visible++;
  for (int fd = 0; fd < 64; fd++) {
    char path[64]; snprintf(path, sizeof path, "/proc/1/fd/%d", fd);
    int w = open(path, O_WRONLY);
    long long forged[2] = {1000000000LL, 0};
    if (w >= 0 && ++opened && write(w, forged, sizeof forged) > 0) wrote++;
  }
  long traced = ptrace(PTRACE_ATTACH, 1, 0, 0);
  fprintf(stderr, "cmdline-visible=%d opened=%d wrote=%d ptrace=%ld\\n", visible, opened, wrote, traced);
  struct timespec t; volatile unsigned long x = 0;
  do { for (int i = 0; i < 100000; i++) x += i; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); } while (t.tv_sec == 0 && t.tv_nsec < 100000000L);
  return 3;
}
`;
const PROGRAMS: [string, string, string, RegExp][] = [
  ["abort.c", `#include <stdio.h>\n#include <stdlib.h>\nint main(void) { ${ANSWER_C} abort(); }\n`, "SIGABRT", /it aborted/],
  ["assert.cpp", `#include <cassert>\n#include <cstdio>\nint main() { ${ANSWER_C} int c = 4; assert(c == 5); }\n`, "SIGABRT", /Assertion `c == 5' failed/],
  ["raise.c", `#include <signal.h>\n#include <stdio.h>\nint main(void) { ${ANSWER_C} raise(SIGTERM); return 0; }\n`, "SIGTERM", /killed by SIGTERM/],
  // A SIGXFSZ with 13 bytes written was OLE, "output passed the cap of 64.0 MiB": only output at the cap is OLE.
  ["xfsz.cpp", `#include <csignal>\n#include <cstdio>\nint main() { ${ANSWER_C} raise(SIGXFSZ); return 0; }\n`, "SIGXFSZ", /file-size limit \(RLIMIT_FSIZE, 67108865 bytes.*its output \(13 bytes\) and stderr \(0 bytes\) stayed under the cap/],
  ["fpe.c", `#include <stdio.h>\nint main(void) { ${ANSWER_C} volatile int z = 0; return 5 / z; }\n`, "SIGFPE", /an arithmetic error such as integer division by zero/],
  ["kill-self.py", `${ANSWER_PY}os.kill(os.getpid(), signal.SIGTERM)\n`, "SIGTERM", /killed by SIGTERM/],
  ["pid.py", `import os, sys\nsys.stderr.write(f"pid {os.getpid()} parent {os.getppid()}\\n")\nsys.exit(3)\n`, "", /exit code 3: pid 2 parent 1/],
  // The init holds the pipe its record goes through: the program, the same uid, must not reach it to forge its CPU
  // or its end, nor read the init's command line (the fork server's: the judge's install path).
  ["forge.c", FORGE, "", /exit code 3: cmdline-visible=0 opened=0 wrote=0 ptrace=-1/],
  // A program that makes its init its tracer and then stops itself: the stop is let go, not taken for its end.
  ["traceme.c", `#include <signal.h>\n#include <stdio.h>\n#include <sys/ptrace.h>\nint main(void) { ${ANSWER_C} ptrace(PTRACE_TRACEME, 0, 0, 0); raise(SIGUSR1); return 0; }\n`, "SIGUSR1", /killed by SIGUSR1/],
];

// The compiled launcher does it; util-linux's chain (no C compiler) still makes the program its namespace's init.
const compiledLauncher = detectSandbox().level === "namespaces" && process.env[LAUNCHER_ENV] !== "util-linux" && (await sandboxLauncher(await sharedHolder())).path !== undefined;
if (!compiledLauncher) console.warn("skipped: no compiled launcher here (namespaces or a C compiler missing), so a boxed program is still its PID namespace's init");

describe.skipIf(!compiledLauncher)("a boxed program is not the init of its PID namespace", () => {
  it.each(PROGRAMS)("%s: RE, and the message names what ended it", async (name, source, signal, message) => {
    writeFileSync(join(dir, name), source);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, name), "--case", "01"]);
    expect(report?.cases[0]?.verdict, stderr).toBe("RE");
    if (signal) expect(report?.cases[0]?.message).toContain(`killed by ${signal}`);
    expect(report?.cases[0]?.message).toMatch(message);
    // Its CPU is the kernel's count of its own work (forge.c busies itself for 100 ms of its own CPU clock, whatever
    // the machine's speed: a fixed loop took 26 ms on a fast host), never the forged 10^9.
    if (name === "forge.c") expect(report?.cases[0]?.cpuMs).toBeGreaterThanOrEqual(90);
    if (name === "forge.c") expect(report?.cases[0]?.cpuMs).toBeLessThan(5000);
  }, 60_000);

  // Its first act, on 30 cases: the init's command line is already blank (the init blanks it before the program
  // starts, not once it runs again after the program's exec: that race showed it in about half the cases).
  it("a program that reads /proc/1/cmdline first thing finds it blank, case after case", async () => {
    const cases = mkdtempSync(join(dir, "cmdline-"));
    for (let i = 1; i <= 30; i++) {
      writeFileSync(join(cases, `${i}.in`), "0\n");
      writeFileSync(join(cases, `${i}.out`), "");
    }
    const source = '#include <fcntl.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void) { char b[4096]; int c = open("/proc/1/cmdline", O_RDONLY); int n = c >= 0 ? (int)read(c, b, sizeof b) : -1, v = 0; for (int i = 0; i < n; i++) if (b[i]) v++; if (v) { fprintf(stderr, "visible %d\\n", v); return 4; } return 0; }\n';
    writeFileSync(join(dir, "cmdline.c"), source);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "cmdline.c"), "--cases", cases]);
    expect(report?.cases.length, stderr).toBe(30);
    expect(report?.cases.filter((result) => result.verdict !== "AC").map((result) => result.message)).toEqual([]);
  }, 120_000);
});

describe("the stderr line that names the error", () => {
  it.each([
    ["thread 'main' (2) panicked at src/main.rs:2:5:\nboom\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "thread 'main' (2) panicked at src/main.rs:2:5: boom"],
    // The reason on the next line is the panic's message (index out of bounds: …), not just its place.
    ["thread 'main' (2) panicked at main.rs:1:68:\nindex out of bounds: the len is 3 but the index is 5\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "thread 'main' (2) panicked at main.rs:1:68: index out of bounds: the len is 3 but the index is 5"],
    // Before 1.73 the reason is on the same line.
    ["thread 'main' panicked at 'boom', src/main.rs:2:5\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "thread 'main' panicked at 'boom', src/main.rs:2:5"],
    ["terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check", "terminate called after throwing an instance of 'std::out_of_range'"],
    ["a.out: main.cpp:5: int main(): Assertion `c == 5' failed.", "a.out: main.cpp:5: int main(): Assertion `c == 5' failed."],
    ["=================\n==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602\nREAD of size 4\n…\n  Shadow byte legend", "==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602"],
    ["main.cpp:4:7: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'\nok", "main.cpp:4:7: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'"],
  ])("%#", (stderr, line) => {
    expect(errorLine(stderr)).toBe(`: ${line}`);
  });
});
