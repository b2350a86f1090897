import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sharedHolder } from "../../src/sandbox/holder";
import { LAUNCHER_ENV, sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { judgeJson } from "../helpers/cli";

// A helper's attack held memory where no count sees it, each judged at 1-5 MiB: page tables over the zero page
// (770 MiB), huge pages kept by vmsplice (2 GiB), System V segments in an IPC namespace made after unshare (1 GiB),
// socket buffers (470 MiB) and sockets in an SCM_RIGHTS cycle that outlived the case and the judge, io_uring requests
// (580 MiB, torn down by kernel threads on nobody's CPU), and key payloads (24 MiB). The box's filter refuses the
// calls behind each (launcher.c's REFUSED), and the page tables beyond a program's own pages count as its memory.
const namespaces = detectSandbox().level === "namespaces";
const launcher = namespaces && process.env[LAUNCHER_ENV] !== "util-linux" && (await sandboxLauncher(await sharedHolder())).path !== undefined;
if (!launcher) console.warn(`skipped: the box and its filter need namespaces and the compiled launcher (${namespaces ? "no C compiler, or util-linux's chain asked for" : detectSandbox().reason})`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-uncounted-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CALLS = `#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/mman.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
static void *idle(void *unused) { return unused; }
static int refused;
static void say(const char *what, long result) {
  if (result < 0 && errno == EPERM) refused++;
  else fprintf(stderr, "%s %s; ", what, result < 0 ? strerror(errno) : "made");
}
int main(void) {
  say("unshare", unshare(CLONE_NEWUSER));
  say("setns", setns(0, 0));
  int fd[2]; pipe(fd); static char page[4096]; struct iovec v = {page, sizeof page};
  say("vmsplice", vmsplice(fd[1], &v, 1, 0));
  say("io_uring", syscall(SYS_io_uring_setup, 8, (char[120]){0}));
  // Legacy AIO: a context of 65,536 events takes the machine's whole fs.aio-max-nr from every other process.
  unsigned long context = 0; say("io_setup", syscall(SYS_io_setup, 65536, &context));
  say("socket", socket(AF_UNIX, SOCK_DGRAM, 0));
  // A pair stays (the JVM's file channels make one), with no name, no larger buffer and no fd passed.
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_DGRAM, 0, pair) < 0) { fprintf(stderr, "socketpair %s; ", strerror(errno)); return 3; }
  struct sockaddr_un name = {AF_UNIX, "\\0probe"};
  say("bind", bind(pair[0], (struct sockaddr *)&name, sizeof name));
  say("connect", connect(pair[0], (struct sockaddr *)&name, sizeof name));
  say("listen", listen(pair[0], 1));
  int size = 64 << 20; say("setsockopt", setsockopt(pair[0], SOL_SOCKET, SO_SNDBUF, &size, sizeof size));
  char cmsg[CMSG_SPACE(sizeof(int))] = {0}; struct iovec one = {"x", 1};
  struct msghdr message = {.msg_iov = &one, .msg_iovlen = 1, .msg_control = cmsg, .msg_controllen = sizeof cmsg};
  struct cmsghdr *rights = CMSG_FIRSTHDR(&message);
  rights->cmsg_level = SOL_SOCKET; rights->cmsg_type = SCM_RIGHTS; rights->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(rights), &pair[1], sizeof(int));
  say("sendmsg", sendmsg(pair[0], &message, 0));
  struct mmsghdr many = {message, 0}; say("sendmmsg", syscall(SYS_sendmmsg, pair[0], &many, 1, 0));
  // The second round's holes (a second helper): by argument, and calls alone.
  say("clone without CLONE_FILES", syscall(SYS_clone, CLONE_THREAD | CLONE_SIGHAND, 0, 0, 0, 0));
  say("shared anonymous mmap", (long)mmap(0, 4096, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0) == -1 ? -1 : 0);
  say("F_SETPIPE_SZ", fcntl(fd[0], F_SETPIPE_SZ, 1 << 20));
  char *own = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  say("MADV_PAGEOUT", madvise(own, 4096, 21));
  say("MADV_COLD", madvise(own, 4096, 20));
  // The same advice through a pidfd of its own, past madvise's rule (it evicted a toolchain file's cached pages).
  struct iovec mine = {own, 4096};
  say("process_madvise", syscall(SYS_process_madvise, (int)syscall(SYS_pidfd_open, getpid(), 0), &mine, 1, 21, 0));
  timer_t timer; struct sigevent none = {.sigev_notify = SIGEV_NONE};
  say("timer_create", syscall(SYS_timer_create, CLOCK_MONOTONIC, &none, &timer));
  int lib = open("/proc/self/exe", O_RDONLY);
  say("fadvise64", syscall(SYS_fadvise64, lib, 0, 0, 4));
  say("readahead", syscall(SYS_readahead, lib, 0, 4096));
  unsigned char in[1]; say("mincore", mincore(own, 4096, in));
  struct iovec back = {page, 1};
  say("preadv2", syscall(SYS_preadv2, lib, &back, 1, 0, 0, 0));
  say("pwritev2", syscall(SYS_pwritev2, fd[1], &back, 1, -1, 0, 0));
  say("inotify_init1", syscall(SYS_inotify_init1, 0));
  say("fanotify_init", syscall(SYS_fanotify_init, 0, 0));
  // /dev/zero shared is a shared object too: /dev/null stands there.
  int zero = open("/dev/zero", O_RDWR);
  if (zero >= 0 && mmap(0, 4096, PROT_READ, MAP_SHARED, zero, 0) != MAP_FAILED) fprintf(stderr, "shared /dev/zero mapped; ");
  // What every runtime needs stays: a thread, a private mapping dropped, an fd's flags.
  pthread_t thread;
  if (pthread_create(&thread, 0, idle, 0) != 0 || pthread_join(thread, 0) != 0) fprintf(stderr, "no thread; ");
  if (madvise(own, 4096, MADV_DONTNEED) != 0 || fcntl(fd[0], F_GETFL) < 0) fprintf(stderr, "no MADV_DONTNEED or F_GETFL; ");
  say("add_key", syscall(SYS_add_key, "user", "probe", "x", 1, -4));
  say("keyctl", syscall(SYS_keyctl, 0, -3, 0));
  fprintf(stderr, "refused %d of 28\\n", refused);
  return 3;
}
`;

// 64 GiB of read-only mapping read every 2 MiB: 128 MiB of page tables and nothing in the RSS; then held while it runs on.
const PAGE_TABLES = `#include <stdio.h>
#include <sys/mman.h>
#include <time.h>
int main(void) {
  size_t size = (size_t)64 << 30;
  volatile char *p = mmap(0, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return 4;
  madvise((void *)p, size, MADV_NOHUGEPAGE);
  long sum = 0;
  clock_t until = clock() + CLOCKS_PER_SEC / 2;
  while (clock() < until) for (size_t o = 0; o < size; o += 2 << 20) sum += p[o];
  printf("%ld\\n", sum);
  return 0;
}
`;

describe.skipIf(!launcher)("memory where no count sees it, in the box", () => {
  it("every call behind the helper's holes is refused with EPERM", async () => {
    writeFileSync(join(dir, "calls.c"), CALLS);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "calls.c"), "--case", "01"]);
    const message = report?.cases[0]?.message ?? "";
    // Each call not refused with EPERM names itself and its result before the count.
    expect(message, stderr).toBe("exit code 3: refused 28 of 28");
  }, 60_000);

  it("page tables over the zero page count: 128 MiB of them is MLE on a 32 MiB problem, not a run of 1.5 MiB", async () => {
    writeFileSync(join(dir, "tables.c"), PAGE_TABLES);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "tables.c"), "--case", "01"]);
    expect(report?.cases[0]?.verdict, stderr).toBe("MLE");
    expect(report!.cases[0]!.memoryKiB).toBeGreaterThan(32 * 1024);
  }, 60_000);
});
