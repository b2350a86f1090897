import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "../languages/language-fixtures";

// A judged program got a soft core limit of 0 but the judge's hard limit (unlimited here), so it could raise the soft
// one and crash: where core_pattern is a pipe (Ubuntu's apport, systemd-coredump) the kernel hands its whole memory to
// a helper run as root outside the box, which stores it on the machine's disk. The launcher makes both limits 0.
const namespaces = detectSandbox().level === "namespaces";
const gcc = await missingToolchain("c");
if (!namespaces) console.warn(`test/sandbox/core-limit: skipped: namespaces unavailable (${detectSandbox().reason})`);
if (gcc) console.warn(`test/sandbox/core-limit: skipped: ${gcc}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-core-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROGRAM = `#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
int main(void) {
  struct rlimit wanted = {RLIM_INFINITY, RLIM_INFINITY}, some = {1 << 20, 1 << 20}, now;
  int a = setrlimit(RLIMIT_CORE, &wanted) == 0, b = setrlimit(RLIMIT_CORE, &some) == 0;
  getrlimit(RLIMIT_CORE, &now);
  fprintf(stderr, "raise %s; raise to 1 MiB %s; core %llu %llu\\n", a ? "made" : strerror(errno), b ? "made" : "refused", (unsigned long long)now.rlim_cur, (unsigned long long)now.rlim_max);
  return 3;
}
`;

describe.skipIf(!namespaces || gcc !== undefined)("core dumps of a judged program", () => {
  // util-linux's chain (no compiled launcher) passes the limits through prlimit: --core=0 there.
  it.each(["", "util-linux"])("its core limit is 0, soft and hard, and it cannot raise it (launcher %s)", async (launcher) => {
    writeFileSync(join(dir, "core.c"), PROGRAM);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "core.c"), "--case", "01"], { env: launcher ? { STONEBENCH_LAUNCHER: launcher } : {} });
    expect(report?.cases[0]?.message, stderr).toMatch(/^exit code 3: raise Operation not permitted; raise to 1 MiB refused; core 0 0(;|$)/);
  }, 60_000);
});
