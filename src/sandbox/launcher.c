/*
 * stonebench's sandbox launcher: one exec that does what `nsenter … -- unshare … -- setsid prlimit … --` does, for
 * about 1.5 ms instead of about 5 (those are four execs of dynamically linked programs, each reading its locale and
 * unshare reading /etc/passwd and /etc/group).
 * Built once per content by src/sandbox/launcher-build.ts; without a C compiler the judge uses the util-linux chain,
 * which gives the same sandbox.
 *
 *   launcher <holder-pid> <holder-user-ns-inode> <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> <feedback-fd>
 *            <program> [args…]
 *
 * 1. (this process, spawned by the judge) Close every fd from <fds-kept> up (what the judge passes sits below; above
 *    is only what was left open without close-on-exec by whoever started the judge: a shell's, an editor's or a CI
 *    runner's files and pipes, which would let a program write past the read-only filesystem), drop supplementary
 *    groups while still allowed, check that <holder-pid> is
 *    still the judge's holder (its user namespace's inode), join its user, mount, network, IPC and PID namespaces
 *    (every mount read-only, no network), fork, and pass the child's exit status or signal on.
 * 2. (the child, in the holder's PID namespace) A user namespace of its own below the holder's, mapped to 65534 (no
 *    capabilities after the exec; mounts copied from the holder's are locked read-only), a mount and a PID namespace
 *    of its own; fork its init, and pass that one's status on. With a <usage-fd> (not -1) it first writes there what
 *    the kernel counted for the program (wait4's rusage: "<peak RSS KiB> <CPU µs>\n"): figures the program cannot
 *    forge, as it can the preload's report, which it shares its process with. With a <feedback-fd> (a folder of
 *    the judge's, not -1) it then copies each regular file the program left in its private feedback folder (below)
 *    into that folder: at most 64 files of at most 1 MiB, never following a link.
 * 3. (the init, PID 1 of its namespace) Dies with step 2 (so with the judge's SIGKILL to the group), gets a /proc of
 *    its own namespace, a session of its own (kill(0, …) reaches only what it starts), no way to gain privileges,
 *    the kernel limits, closes <usage-fd>, and execs the program with the environment and fds as given. With a
 *    <feedback-fd> it first mounts a fresh tmpfs on /run holding an empty folder /run/feedback/ of its own, closes
 *    <feedback-fd> and puts "/run/feedback/" for every argument that names it (/dev/fd/<n> or /dev/fd/<n>/): a Kattis
 *    validator or interactor writes its messages there, and cannot reach any folder of the judge's through it. Such a
 *    program has no permission model, so it also gets a /dev of its own with the harmless nodes only (minimalDev).
 * Every failure prints one line to stderr and exits 125.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define SETUP_FAILED 125

static void fail(const char *what) {
  dprintf(2, "stonebench sandbox launcher: %s: %s\n", what, strerror(errno));
  _exit(SETUP_FAILED);
}

static unsigned long long number(const char *text, const char *what) {
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || end == text || *end || text[0] == '-') {
    errno = EINVAL;
    fail(what);
  }
  return value;
}

static void writeFile(const char *file, const char *text) {
  int fd = open(file, O_WRONLY | O_CLOEXEC);
  size_t length = strlen(text);
  if (fd < 0 || write(fd, text, length) != (ssize_t)length) fail(file);
  close(fd);
}

/* close_range(2) where the kernel has it (5.9), else each fd listed in /proc/self/fd. */
static void closeFrom(unsigned int first) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, first, ~0U, 0) == 0) return;
#endif
  DIR *listing = opendir("/proc/self/fd");
  if (!listing) fail("list open fds");
  int own = dirfd(listing);
  for (struct dirent *entry; (entry = readdir(listing));) {
    int fd = atoi(entry->d_name);
    if (entry->d_name[0] != '.' && fd >= (int)first && fd != own) close(fd);
  }
  closedir(listing);
}

#define FEEDBACK "/run/feedback"
#define FEEDBACK_FILES 64
#define FEEDBACK_FILE_BYTES (1 << 20)

/* Copies the regular files of the private feedback folder into the judge's (the init and all it started are gone). */
static void copyFeedback(int into) {
  int from = open(FEEDBACK, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (from < 0) return;
  DIR *listing = fdopendir(from);
  if (!listing) return;
  static char data[FEEDBACK_FILE_BYTES];
  int copied = 0;
  for (struct dirent *entry; copied < FEEDBACK_FILES && (entry = readdir(listing));) {
    if (entry->d_name[0] == '.') continue;
    int source = openat(from, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (source < 0) continue;
    struct stat info;
    ssize_t length = fstat(source, &info) == 0 && S_ISREG(info.st_mode) ? read(source, data, sizeof data) : -1;
    close(source);
    if (length < 0) continue;
    int target = openat(into, entry->d_name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (target < 0) continue;
    if (write(target, data, (size_t)length) != length) dprintf(2, "stonebench sandbox launcher: cannot copy %s\n", entry->d_name);
    close(target);
    copied++;
  }
  closedir(listing);
}

/*
 * A /dev of null, zero, full, random, urandom and the fd links only, for a program without Node's permission model (a
 * package's validator or interactor): the machine's /dev is devtmpfs, where a read-only mount does not stop a write
 * to a device, and with a judge running as root every root-owned node (loop devices, /dev/kmsg) is the program's to
 * open. Each kept node is bound from the original, then the new /dev is made read-only.
 */
static void minimalDev(void) {
  static const char *keep[] = {"null", "zero", "full", "random", "urandom"};
  int nodes[5];
  char path[32];
  for (int i = 0; i < 5; i++) {
    snprintf(path, sizeof path, "/dev/%s", keep[i]);
    if ((nodes[i] = open(path, O_PATH | O_CLOEXEC)) < 0) fail(path);
  }
  if (mount("stonebench-dev", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "size=16k,nr_inodes=32,mode=755") < 0) fail("mount /dev");
  for (int i = 0; i < 5; i++) {
    char from[32];
    snprintf(path, sizeof path, "/dev/%s", keep[i]);
    snprintf(from, sizeof from, "/proc/self/fd/%d", nodes[i]);
    int made = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (made < 0) fail(path);
    close(made);
    if (mount(from, path, NULL, MS_BIND, NULL) < 0) fail(path);
    close(nodes[i]);
  }
  static const char *links[][2] = {{"/proc/self/fd", "/dev/fd"}, {"/proc/self/fd/0", "/dev/stdin"}, {"/proc/self/fd/1", "/dev/stdout"}, {"/proc/self/fd/2", "/dev/stderr"}};
  for (int i = 0; i < 4; i++)
    if (symlink(links[i][0], links[i][1]) < 0) fail(links[i][1]);
  if (mount(NULL, "/dev", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC, "size=16k,nr_inodes=32,mode=755") < 0) fail("make /dev read-only");
}

/* Waits for the child and ends the same way: its exit code, or its signal re-raised (as nsenter and unshare do).
 * With a usage fd, first writes the child's rusage there; with a feedback fd, copies the feedback out. */
static int endLike(pid_t child, int usageFd, int feedbackFd) {
  int status;
  struct rusage usage;
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  while (wait4(child, &status, 0, &usage) < 0)
    if (errno != EINTR) fail("wait4");
  if (usageFd >= 0) {
    long long cpuUs = (long long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    char line[64];
    int length = snprintf(line, sizeof line, "%ld %lld\n", usage.ru_maxrss, cpuUs);
    if (pwrite(usageFd, line, (size_t)length, 0) != length) fail("write the usage");
  }
  if (feedbackFd >= 0) copyFeedback(feedbackFd);
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    struct rlimit noCore = {0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    kill(getpid(), sig);
    return 128 + sig;
  }
  return WEXITSTATUS(status);
}

int main(int argc, char **argv) {
  if (argc < 10) {
    dprintf(2, "usage: %s <holder-pid> <holder-user-ns-inode> <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> <feedback-fd> <program> [args…]\n", argv[0]);
    return SETUP_FAILED;
  }
  unsigned long long kept = number(argv[6], "fds kept");
  if (kept > 1024) kept = 1024;
  closeFrom(kept < 3 ? 3 : (unsigned int)kept);
  int usageFd = strcmp(argv[7], "-1") == 0 ? -1 : (int)number(argv[7], "usage fd");
  if (usageFd >= 0 && (usageFd < 3 || (unsigned long long)usageFd >= kept)) {
    errno = EBADF;
    fail("usage fd");
  }
  int feedbackFd = strcmp(argv[8], "-1") == 0 ? -1 : (int)number(argv[8], "feedback fd");
  if (feedbackFd >= 0 && (feedbackFd < 3 || (unsigned long long)feedbackFd >= kept || feedbackFd == usageFd)) {
    errno = EBADF;
    fail("feedback fd");
  }
  unsigned long long holder = number(argv[1], "holder pid"), userNamespace = number(argv[2], "holder user namespace");
  struct rlimit cpu = {number(argv[3], "cpu seconds"), 0}, fileSize = {number(argv[4], "file size"), 0}, files = {number(argv[5], "open files"), 0};
  cpu.rlim_max = cpu.rlim_cur, fileSize.rlim_max = fileSize.rlim_cur, files.rlim_max = files.rlim_cur;

  // Allowed only out here (the holder's user namespace denies setgroups); EPERM when the judge is not root.
  if (setgroups(0, NULL) < 0 && errno != EPERM) fail("setgroups");
  static const struct { const char *name; int type; } namespaces[] = {
      {"user", CLONE_NEWUSER}, {"mnt", CLONE_NEWNS}, {"net", CLONE_NEWNET}, {"ipc", CLONE_NEWIPC}, {"pid", CLONE_NEWPID}};
  int fds[5];
  char path[96];
  for (int i = 0; i < 5; i++) {
    snprintf(path, sizeof path, "/proc/%llu/ns/%s", holder, namespaces[i].name);
    if ((fds[i] = open(path, O_RDONLY | O_CLOEXEC)) < 0) fail(path);
  }
  // A holder that died and whose PID was reused must not be joined: its user namespace is the judge's witness.
  struct stat user;
  if (fstat(fds[0], &user) < 0) fail("holder user namespace");
  if ((unsigned long long)user.st_ino != userNamespace) {
    errno = ESRCH;
    fail("the sandbox holder is gone");
  }
  for (int i = 0; i < 5; i++) {
    if (setns(fds[i], namespaces[i].type) < 0) fail(namespaces[i].name);
    close(fds[i]);
  }
  // Inside the holder's user namespace the judge's uid is 0; the map below points 65534 at it.
  uid_t uid = getuid();
  gid_t gid = getgid();

  pid_t below = fork();
  if (below < 0) fail("fork");
  if (below > 0) return endLike(below, -1, -1);

  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID) < 0) fail("unshare");
  char map[64];
  writeFile("/proc/self/setgroups", "deny");
  snprintf(map, sizeof map, "65534 %u 1", (unsigned)gid);
  writeFile("/proc/self/gid_map", map);
  snprintf(map, sizeof map, "65534 %u 1", (unsigned)uid);
  writeFile("/proc/self/uid_map", map);
  // The init's check that this process still lives once its parent-death signal is armed: EOF means it does not.
  int alive[2];
  if (pipe2(alive, O_CLOEXEC) < 0) fail("pipe");
  pid_t init = fork();
  if (init < 0) fail("fork");
  if (init > 0) {
    close(alive[0]);
    return endLike(init, usageFd, feedbackFd);
  }

  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
  close(alive[1]);
  char byte;
  if (fcntl(alive[0], F_SETFL, O_NONBLOCK) < 0) fail("pipe");
  if (read(alive[0], &byte, 1) == 0) _exit(SETUP_FAILED);
  close(alive[0]);
  if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) fail("make / private");
  // Read-only: outside, the program's uid is the judge's, so with a judge running as root /proc/sys (core_pattern,
  // domainname, …) would be writable to a program without Node's permission model, and it is the kernel's own.
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, NULL) < 0) fail("mount /proc");
  if (setsid() < 0) fail("setsid");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) fail("no new privileges");
  if (setrlimit(RLIMIT_CPU, &cpu) < 0) fail("cpu limit");
  if (setrlimit(RLIMIT_FSIZE, &fileSize) < 0) fail("file size limit");
  if (setrlimit(RLIMIT_NOFILE, &files) < 0) fail("open files limit");
  if (usageFd >= 0) close(usageFd);
  if (feedbackFd >= 0) {
    // A tmpfs of this mount namespace only (shared with the process above, which copies from it), owned by the
    // program's uid; ".." from it reaches only the read-only mounts around it.
    // nr_inodes: size bounds the data, not the kernel's memory for inodes and dentries (a loop of mkdir would take GiBs).
    if (mount("stonebench-feedback", "/run", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=8m,nr_inodes=256,mode=755") < 0) fail("mount the feedback folder");
    if (mkdir(FEEDBACK, 0755) < 0 || chown(FEEDBACK, 65534, 65534) < 0) fail("make the feedback folder");
    minimalDev();
    close(feedbackFd);
    char named[2][32];
    snprintf(named[0], sizeof named[0], "/dev/fd/%d", feedbackFd);
    snprintf(named[1], sizeof named[1], "/dev/fd/%d/", feedbackFd);
    for (int i = 10; i < argc; i++)
      if (strcmp(argv[i], named[0]) == 0 || strcmp(argv[i], named[1]) == 0) argv[i] = FEEDBACK "/";
  }
  execvp(argv[9], argv + 9);
  fail(argv[9]);
  return SETUP_FAILED;
}
