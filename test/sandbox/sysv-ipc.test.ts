import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { judgeJson } from "../helpers/cli";

// Every box shares the holder's IPC namespace: a System V segment made in one run would outlive it, outside every
// memory count, and carry data to the next case. The holder allows none (its own shmmni, msgmni and sem sysctls).
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`skipped: namespaces unavailable (${detectSandbox().reason}), so there is no holder to limit`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-sysv-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROGRAM = `#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
int main(void) {
  int shm = shmget(IPC_PRIVATE, 24 << 20, IPC_CREAT | 0600); int e1 = errno;
  int msg = msgget(IPC_PRIVATE, IPC_CREAT | 0600); int e2 = errno;
  int sem = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600); int e3 = errno;
  fprintf(stderr, "shm %s; msg %s; sem %s\\n", shm < 0 ? strerror(e1) : "made", msg < 0 ? strerror(e2) : "made", sem < 0 ? strerror(e3) : "made");
  return 3;
}
`;

describe.skipIf(!namespaces)("System V IPC in the box", () => {
  it.each(["", "util-linux"])("makes no segment, queue or semaphore set (launcher %s)", async (launcher) => {
    writeFileSync(join(dir, "ipc.c"), PROGRAM);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "ipc.c"), "--case", "01"], { env: launcher ? { STONEBENCH_LAUNCHER: launcher } : {} });
    expect(report?.cases[0]?.message, stderr).toMatch(/^exit code 3: shm [^;]+; msg [^;]+; sem .+$/);
    expect(report?.cases[0]?.message).not.toMatch(/made/);
  }, 60_000);
});
