/*
 * stonebench's sandbox launcher: one exec that does what `nsenter … -- unshare … -- setsid prlimit … --` does, for
 * about 1.5 ms instead of about 5 (those are four execs of dynamically linked programs, each reading its locale and
 * unshare reading /etc/passwd and /etc/group).
 * Built once per content by src/sandbox/launcher-build.ts; without a C compiler the judge uses the util-linux chain,
 * which gives the same sandbox.
 *
 *   launcher <holder-pid> <holder-user-ns-inode> <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> <feedback-fd>
 *            [--option=value …] [--] <program> [args…]
 *
 * Options (each once unless said; any argument after the eight that starts with "--" is one, up to "--"):
 *   --box              a fresh root for the program instead of the holder's whole (read-only) filesystem: an empty
 *                      tmpfs holding only what --bind names, a /dev of harmless nodes, its own /proc (read-only) and
 *                      /box; made read-only before the exec. For programs without Node's permission model (compilers,
 *                      native, Python and Java programs, a package's validators): they see the toolchain, not the disk.
 *   --bind=<src>[:<dst>]  (with --box, repeatable) <src> of the holder's view, read-only at <dst> (default the same
 *                      path) in the box; a symbolic link is made again as a link (so /lib -> usr/lib keeps working).
 *   --work=<bytes>:<inodes>  (with --box) /box is a writable tmpfs of that size (with out/ and tmp/, and /tmp a link to
 *                      /box/tmp), the program's cwd, HOME and scratch.
 *   --in=<fd>          (with --work) the regular files under this folder of the judge's are copied into /box first.
 *   --out=<fd>:<files>:<bytes>  (with --work) after the program ends, the regular files under /box/out are copied
 *                      into this folder of the judge's: at most <files> files and <bytes> bytes, links never followed.
 *   --cwd=<path>       the program's cwd inside (default /box with --box, else /).
 *   --stack=<bytes>    RLIMIT_STACK (the main thread's stack).
 *   --no-fork          a seccomp filter: no new process (fork, vfork, a clone without CLONE_THREAD: EPERM; clone3:
 *                      ENOSYS, so the C library falls back to clone); threads and execve stay; and EPERM for the calls
 *                      that held memory or outlived a case where no count sees it (REFUSED below: memfds, namespaces,
 *                      vmsplice, io_uring, sockets, keys). For judged programs and a package's tools: RLIMIT_NPROC
 *                      cannot bound them (the kernel exempts a root judge's uid from it).
 *   --gate=<fd>        a go gate (a socket): with the box, limits and filter all set up, say "r" on it and wait for one
 *                      byte (the judge's go), then close it and exec. The setup overlaps the case before; the program
 *                      never holds the fd. EOF instead of the go (the judge cancelled the run) ends it unrun.
 *   --tasks=<fd>       a pids cgroup's cgroup.procs, open for writing: first thing, before any fork, this process moves
 *                      itself there and closes the fd, so the launch and all it starts count against that cgroup's
 *                      budget of PIDs (each side of an interactive case has one of its own: sandbox/side-tasks.ts).
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
 *    forge, as it can the preload's report, which it shares its process with (less the CPU its init spent before the exec:
 *    the CPU counts from the exec). With a <feedback-fd> (a folder of
 *    the judge's, not -1) it then copies each regular file the program left in its private feedback folder (below)
 *    into that folder: at most 64 files, never following a link; of a file over 1 MiB its first 1 MiB, and its
 *    length set to the original's (the rest a hole), so that the judge reads a long message's head and true size.
 * 3. (the init, PID 1 of its namespace) Dies with step 2 (so with the judge's SIGKILL to the group), gets a /proc of
 *    its own namespace, a session of its own (kill(0, …) reaches only what it starts), no way to gain privileges,
 *    the kernel limits, closes <usage-fd>, and execs the program with the environment and fds as given. With a
 *    <feedback-fd> it first mounts a fresh tmpfs on /run holding an empty folder /run/feedback/ of its own, closes
 *    <feedback-fd> and puts "/run/feedback/" for every argument that names it (/dev/fd/<n> or /dev/fd/<n>/): a Kattis
 *    validator or interactor writes its messages there, and cannot reach any folder of the judge's through it. Such a
 *    program has no permission model, so it also gets a /dev of its own with the harmless nodes only (minimalDev).
 * 4. (the program's process, a child of the init: PID 2, never an init, whose own signals the kernel would drop) Waits
 *    at the gate, if any, and execs. The init, not dumpable, waits for it and writes its own CPU and the program's wait
 *    status to a pipe step 2 reads: step 2 counts the program's CPU and ends with the program's status.
 * Every failure prints one line to stderr and exits 125.
 *
 * Init-first (the fork server's launches, where it has CAP_SYS_ADMIN: a judge run as root; launchAsInit): the server
 * clones the launch straight into a new PID namespace, and that child is step 3's init; steps 1 and 2 are no processes
 * of their own. With the server's privileges it checks the holder as step 1 does, joins its mount (or the prepared
 * box's), network and IPC namespaces, makes a mount namespace of its own (owned by the judge's user namespace, so no
 * process of the run has any capability over any mount in it) and sets up the box or /proc there, then makes its user
 * namespace, 65534 mapped to the judge's uid (a child of the judge's, beside the holder's). Once the program has ended
 * it kills and reaps whatever is left in its PID namespace, copies the feedback and /box/out back, and writes the
 * program's status, its own CPU and whether a copy was cut to a pipe of the server's; the server writes the usage
 * file from wait4's count less the init's own, as step 2 does. The PID namespace is a sibling of the holder's.
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
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <poll.h>
#include <stdarg.h>
#include <time.h>
#include <unistd.h>

#define SETUP_FAILED 125
#define MAX_BINDS 64

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

/* "<a>:<b>" or "<a>:<b>:<c>": whole numbers, each checked. */
static void numbers(const char *text, unsigned long long *out, int count, const char *what) {
  char copy[128];
  if (strlen(text) >= sizeof copy) {
    errno = EINVAL;
    fail(what);
  }
  strcpy(copy, text);
  char *rest = copy;
  for (int i = 0; i < count; i++) {
    char *part = strsep(&rest, ":");
    if (!part || (i == count - 1 && rest)) {
      errno = EINVAL;
      fail(what);
    }
    out[i] = number(part, what);
  }
}

/* One write of a file, by a path relative to `dir` (a /proc/self folder: the maps of mapIds). */
static void writeFileAt(int dir, const char *file, const char *text) {
  int fd = openat(dir, file, O_WRONLY | O_CLOEXEC);
  size_t length = strlen(text);
  if (fd < 0 || write(fd, text, length) != (ssize_t)length) fail(file);
  close(fd);
}

/* The maps of the user namespace this process just made, through `self` (its /proc/self folder): `inside` (65534,
 * or 0 for a prepared box) stands for uid/gid outside; setgroups denied first, as a gid map needs. */
static void mapIds(int self, unsigned inside, uid_t uid, gid_t gid) {
  char map[64];
  writeFileAt(self, "setgroups", "deny");
  snprintf(map, sizeof map, "%u %u 1", inside, (unsigned)gid);
  writeFileAt(self, "gid_map", map);
  snprintf(map, sizeof map, "%u %u 1", inside, (unsigned)uid);
  writeFileAt(self, "uid_map", map);
}

/* New user, mount and PID namespaces for this process, `inside` mapped to uid/gid. */
static void newNamespaces(unsigned inside, uid_t uid, gid_t gid) {
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID) < 0) fail("unshare");
  int self = open("/proc/self", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (self < 0) fail("/proc/self");
  mapIds(self, inside, uid, gid);
  close(self);
}

/* A launch of the fork server's whose box was prepared (below): the namespaces to enter, kept open until then. */
static int preparedUser = -1, preparedMount = -1;
/* A launch the fork server started as its init (startRun, launchAsInit), and the pipe its end record goes to. */
static int directInit = 0;
static int recordFd = -1;
/* Who owns the box's writable folders from outside (chown): 65534 inside a user namespace mapped 65534 -> the judge's
 * uid (the launch's own setup runs in it), or the judge's ids where the setup runs before that namespace is made. */
static uid_t boxUid = 65534;
static gid_t boxGid = 65534;

/* close_range(2) where the kernel has it (5.9), else each fd listed in /proc/self/fd; the fds the server passed far
 * above every slot (a prepared box's two, an init's record pipe) stay. */
static void closeFrom(unsigned int first) {
  int kept[3], count = 0;
  int candidates[3] = {preparedUser, preparedMount, recordFd};
  for (int i = 0; i < 3; i++)
    if (candidates[i] >= (int)first) kept[count++] = candidates[i];
  for (int i = 1; i < count; i++)
    for (int j = i; j > 0 && kept[j - 1] > kept[j]; j--) {
      int swap = kept[j];
      kept[j] = kept[j - 1];
      kept[j - 1] = swap;
    }
#ifdef SYS_close_range
  int closed = 1;
  unsigned int from = first;
  for (int i = 0; i < count && closed; i++) {
    if ((unsigned int)kept[i] > from) closed = syscall(SYS_close_range, from, (unsigned int)kept[i] - 1, 0) == 0;
    from = (unsigned int)kept[i] + 1;
  }
  if (closed && syscall(SYS_close_range, from, ~0U, 0) == 0) return;
#endif
  DIR *listing = opendir("/proc/self/fd");
  if (!listing) fail("list open fds");
  int own = dirfd(listing);
  for (struct dirent *entry; (entry = readdir(listing));) {
    int fd = atoi(entry->d_name);
    int keep = fd == own;
    for (int i = 0; i < count; i++) keep |= fd == kept[i];
    if (entry->d_name[0] != '.' && fd >= (int)first && !keep) close(fd);
  }
  closedir(listing);
}

#define FEEDBACK "/run/feedback"
#define FEEDBACK_FILES 64
#define FEEDBACK_FILE_BYTES (1 << 20)

/* What one copy may still take; a copy that would pass it stops there and says so. With keepHead a longer file keeps
 * its first fileBytes and its length (the rest a hole), else it is left out. */
struct budget {
  unsigned long long files, bytes, fileBytes;
  int over, keepHead;
};

/*
 * Copies the regular files under folder `from` into folder `into` (sub-folders up to `depth` deep), never following a
 * link (O_NOFOLLOW, and only what fstat says is a regular file or a folder), within the budget. Names are the
 * directory entries' own (no "/" can be in one; "." and ".." are skipped).
 */
static void copyTree(int from, int into, int depth, struct budget *budget) {
  int listingFd = dup(from);
  if (listingFd < 0) return;
  DIR *listing = fdopendir(listingFd);
  if (!listing) {
    close(listingFd);
    return;
  }
  static char data[1 << 16];
  for (struct dirent *entry; (entry = readdir(listing));) {
    if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
    int source = openat(from, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (source < 0) continue;
    struct stat info;
    if (fstat(source, &info) < 0) {
      close(source);
      continue;
    }
    if (S_ISDIR(info.st_mode)) {
      if (depth > 0 && (mkdirat(into, entry->d_name, 0755) == 0 || errno == EEXIST)) {
        int target = openat(into, entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (target >= 0) {
          copyTree(source, target, depth - 1, budget);
          close(target);
        }
      } else if (depth <= 0) {
        budget->over = 1;
      }
      close(source);
      continue;
    }
    if (!S_ISREG(info.st_mode)) {
      close(source);
      continue;
    }
    unsigned long long head = budget->fileBytes < budget->bytes ? budget->fileBytes : budget->bytes;
    int cut = (unsigned long long)info.st_size > head;
    if (budget->files == 0 || (cut && !budget->keepHead)) {
      budget->over = 1;
      close(source);
      continue;
    }
    int target = openat(into, entry->d_name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, (info.st_mode & 0111) ? 0755 : 0644);
    if (target < 0) {
      close(source);
      continue;
    }
    budget->files--;
    for (unsigned long long copied = 0;;) {
      size_t want = cut && head - copied < sizeof data ? (size_t)(head - copied) : sizeof data;
      ssize_t got = want == 0 ? 0 : read(source, data, want);
      if (got <= 0) break;
      if ((unsigned long long)got > budget->bytes) {
        budget->over = 1;
        break;
      }
      budget->bytes -= (unsigned long long)got;
      copied += (unsigned long long)got;
      if (write(target, data, (size_t)got) != got) {
        dprintf(2, "stonebench sandbox launcher: cannot copy %s\n", entry->d_name);
        break;
      }
    }
    // A message longer than the cap (an interactor's 3 MB judgemessage.txt read as none) keeps its head and its true
    // length: the judge reads the head and says the size, as where the program wrote into the judge's folder itself.
    if (cut) {
      budget->over = 1;
      if (ftruncate(target, info.st_size) < 0) dprintf(2, "stonebench sandbox launcher: %s cut at %llu of %lld bytes\n", entry->d_name, head, (long long)info.st_size);
    }
    close(target);
    close(source);
  }
  closedir(listing);
}

/* Copies the regular files the program left in a private folder into the judge's (the init and all it started are gone). */
static int copyOut(const char *folder, int into, int depth, struct budget budget) {
  int from = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (from < 0) return 0;
  copyTree(from, into, depth, &budget);
  close(from);
  return budget.over;
}

/* mkdir -p, each component made 0755 if missing. */
static void makePath(const char *path) {
  char partial[4096];
  size_t length = strlen(path);
  if (length >= sizeof partial) {
    errno = ENAMETOOLONG;
    fail(path);
  }
  for (size_t i = 1; i <= length; i++) {
    if (path[i] != '/' && path[i] != '\0') continue;
    memcpy(partial, path, i);
    partial[i] = '\0';
    if (mkdir(partial, 0755) < 0 && errno != EEXIST) fail(partial);
  }
}

/* The folder part of a path ("/a/b/c" -> "/a/b"), made. */
static void makeParent(const char *path) {
  char parent[4096];
  snprintf(parent, sizeof parent, "%s", path);
  char *slash = strrchr(parent, '/');
  if (slash && slash != parent) {
    *slash = '\0';
    makePath(parent);
  }
}

/* Makes a bind mount read-only, keeping the flags the kernel locks (nosuid, nodev, noexec as the source has them). */
static void readOnly(const char *target, int source) {
  struct statvfs info;
  unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV;
  if (fstatvfs(source, &info) == 0 && (info.f_flag & ST_NOEXEC)) flags |= MS_NOEXEC;
  if (mount(NULL, target, NULL, flags, NULL) < 0) fail(target);
}

#define BOX_ROOT "/tmp"

/*
 * One --bind, held open from before the box's root is mounted (a source under /tmp, the cache of a test, would be
 * hidden by it): a link's text, or an O_PATH fd of the file or folder.
 */
struct bind {
  char target[4096];
  char link[4096];
  int fd, isLink, isDir;
};

static void openBind(const char *spec, struct bind *bind) {
  char source[4096];
  const char *colon = strchr(spec, ':');
  size_t sourceLength = colon ? (size_t)(colon - spec) : strlen(spec);
  if (sourceLength == 0 || sourceLength >= sizeof source || spec[0] != '/') {
    errno = EINVAL;
    fail("--bind needs an absolute path");
  }
  memcpy(source, spec, sourceLength);
  source[sourceLength] = '\0';
  const char *destination = colon ? colon + 1 : source;
  if (destination[0] != '/' || strstr(destination, "/..") || strstr(source, "/..") || strlen(destination) + strlen(BOX_ROOT) >= sizeof bind->target) {
    errno = EINVAL;
    fail(spec);
  }
  snprintf(bind->target, sizeof bind->target, "%s%s", BOX_ROOT, destination);
  struct stat info;
  if (lstat(source, &info) < 0) fail(source);
  bind->isLink = S_ISLNK(info.st_mode);
  bind->isDir = S_ISDIR(info.st_mode);
  bind->fd = -1;
  if (bind->isLink) {
    ssize_t length = readlink(source, bind->link, sizeof bind->link - 1);
    if (length < 0) fail(source);
    bind->link[length] = '\0';
  } else if ((bind->fd = open(source, O_PATH | O_NOFOLLOW | O_CLOEXEC)) < 0) {
    fail(source);
  }
}

/* Puts an opened --bind in the box: the same link again, or a read-only bind of what the fd holds. */
static void placeBind(struct bind *bind) {
  makeParent(bind->target);
  if (bind->isLink) {
    if (symlink(bind->link, bind->target) < 0 && errno != EEXIST) fail(bind->target);
    return;
  }
  if (bind->isDir) {
    if (mkdir(bind->target, 0755) < 0 && errno != EEXIST) fail(bind->target);
  } else {
    int made = open(bind->target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (made < 0) fail(bind->target);
    close(made);
  }
  char from[32];
  snprintf(from, sizeof from, "/proc/self/fd/%d", bind->fd);
  // Recursive: a mount below the source comes along (a non-recursive bind of a locked tree is refused).
  if (mount(from, bind->target, NULL, MS_BIND | MS_REC, NULL) < 0) fail(bind->target);
  readOnly(bind->target, bind->fd);
  close(bind->fd);
}

/*
 * A /dev of null, zero, full, random, urandom and the fd links only, at <root>/dev, for a program without Node's
 * permission model (a package's validator or interactor, a compiler, a native solution): the machine's /dev is
 * devtmpfs, where a read-only mount does not stop a write to a device, and with a judge running as root every
 * root-owned node (loop devices, /dev/kmsg) is the program's to open. Each kept node is bound from the original, then
 * the new /dev is made read-only.
 */
static void minimalDev(const char *root) {
  static const char *keep[] = {"null", "zero", "full", "random", "urandom"};
  int nodes[5];
  char path[4096], dev[4096];
  for (int i = 0; i < 5; i++) {
    snprintf(path, sizeof path, "/dev/%s", keep[i]);
    if ((nodes[i] = open(path, O_PATH | O_CLOEXEC)) < 0) fail(path);
  }
  snprintf(dev, sizeof dev, "%s/dev", root);
  if (mkdir(dev, 0755) < 0 && errno != EEXIST) fail(dev);
  if (mount("stonebench-dev", dev, "tmpfs", MS_NOSUID | MS_NOEXEC, "size=16k,nr_inodes=32,mode=755") < 0) fail("mount /dev");
  for (int i = 0; i < 5; i++) {
    char from[32];
    snprintf(path, sizeof path, "%s/%s", dev, keep[i]);
    snprintf(from, sizeof from, "/proc/self/fd/%d", nodes[i]);
    int made = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (made < 0) fail(path);
    close(made);
    if (mount(from, path, NULL, MS_BIND, NULL) < 0) fail(path);
    close(nodes[i]);
  }
  static const char *links[][2] = {{"/proc/self/fd", "fd"}, {"/proc/self/fd/0", "stdin"}, {"/proc/self/fd/1", "stdout"}, {"/proc/self/fd/2", "stderr"}};
  for (int i = 0; i < 4; i++) {
    snprintf(path, sizeof path, "%s/%s", dev, links[i][1]);
    if (symlink(links[i][0], path) < 0) fail(path);
  }
  if (mount(NULL, dev, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC, "size=16k,nr_inodes=32,mode=755") < 0) fail("make /dev read-only");
}

/* The private feedback folder at <root>/run/feedback: a tmpfs of its own, owned by the program's uid. */
static void feedbackFolder(const char *root) {
  char run[4096], folder[4096];
  snprintf(run, sizeof run, "%s/run", root);
  snprintf(folder, sizeof folder, "%s" FEEDBACK, root);
  if (mkdir(run, 0755) < 0 && errno != EEXIST) fail(run);
  // A tmpfs of this mount namespace only (shared with the process above, which copies from it), owned by the
  // program's uid; ".." from it reaches only the read-only mounts around it.
  // nr_inodes: size bounds the data, not the kernel's memory for inodes and dentries (a loop of mkdir would take GiBs).
  if (mount("stonebench-feedback", run, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=8m,nr_inodes=256,mode=755") < 0) fail("mount the feedback folder");
  if (mkdir(folder, 0755) < 0 || chown(folder, boxUid, boxGid) < 0) fail("make the feedback folder");
}

struct options {
  int box;
  const char *binds[MAX_BINDS];
  int bindCount;
  unsigned long long work[2]; /* bytes, inodes; 0 bytes: none */
  int inFd, outFd;
  unsigned long long out[2]; /* files, bytes */
  const char *cwd;
  unsigned long long stack;
  int hasStack, noFork;
  int gateFd; /* --gate: -1 none */
  int tasksFd; /* --tasks: -1 none */
};

/* The box's root becomes / (read-only), and the old root is gone from this mount namespace. */
static void pivotIntoBox(void) {
  if (chdir(BOX_ROOT) < 0) fail("enter the box");
  // pivot_root(".", "."): the old root ends up under the new one, and is detached right after (no folder for it).
  if (syscall(SYS_pivot_root, ".", ".") < 0) fail("pivot_root");
  if (umount2(".", MNT_DETACH) < 0) fail("detach the old root");
  if (chdir("/") < 0) fail("chdir /");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0) fail("make the box's root read-only");
}

/*
 * The run's own /box under `root` (the box's root before pivot_root, or "" inside a prepared box): a tmpfs of the
 * work size owned by the program's uid, with out/ and tmp/, and the judge's copies of the sources, bounded by the
 * tmpfs (ENOSPC past its size).
 */
static void workFolder(const struct options *options, const char *root) {
  char data[64], path[4096];
  snprintf(path, sizeof path, "%s/box", root);
  snprintf(data, sizeof data, "size=%llu,nr_inodes=%llu,mode=755", options->work[0], options->work[1]);
  if (mount("stonebench-box", path, "tmpfs", MS_NOSUID | MS_NODEV, data) < 0) fail("mount /box");
  if (chown(path, boxUid, boxGid) < 0) fail("own /box");
  for (int i = 0; i < 2; i++) {
    snprintf(path, sizeof path, "%s/box/%s", root, i == 0 ? "out" : "tmp");
    if (mkdir(path, 0755) < 0 || chown(path, boxUid, boxGid) < 0) fail(path);
  }
  if (options->inFd < 0) return;
  snprintf(path, sizeof path, "%s/box", root);
  int box = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (box < 0) fail(path);
  struct budget budget = {4096, options->work[0], options->work[0], 0, 0};
  copyTree(options->inFd, box, 8, &budget);
  if (budget.over) {
    errno = EFBIG;
    fail("copy the sources into /box");
  }
  close(box);
}

/*
 * The box: a fresh tmpfs root (mounted over /tmp, which the holder hides anyway) holding the binds, /dev, /proc, /box
 * and /run/feedback, then pivot_root into it and the old root detached: nothing else of the machine is reachable, by
 * path or by "..". pivot_root also moves the process above (it shares this mount namespace and had the old root), so
 * it copies /box/out and /run/feedback from the same view.
 */
static void enterBox(const struct options *options, int feedback) {
  static struct bind binds[MAX_BINDS];
  for (int i = 0; i < options->bindCount; i++) openBind(options->binds[i], &binds[i]);
  if (mount("stonebench-root", BOX_ROOT, "tmpfs", MS_NOSUID | MS_NODEV, "size=256k,nr_inodes=1024,mode=755") < 0) fail("mount the box's root");
  for (int i = 0; i < options->bindCount; i++) placeBind(&binds[i]);
  char path[4096];
  snprintf(path, sizeof path, "%s/proc", BOX_ROOT);
  if (mkdir(path, 0555) < 0 && errno != EEXIST) fail(path);
  // Read-only: outside, the program's uid is the judge's, so with a judge running as root /proc/sys would be writable.
  if (mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, NULL) < 0) fail("mount /proc");
  minimalDev(BOX_ROOT);
  if (feedback) feedbackFolder(BOX_ROOT);
  snprintf(path, sizeof path, "%s/box", BOX_ROOT);
  struct stat seen;
  if (lstat(path, &seen) < 0 && mkdir(path, 0755) < 0) fail(path);
  if (options->work[0] > 0) {
    workFolder(options, BOX_ROOT);
    snprintf(path, sizeof path, "%s/tmp", BOX_ROOT);
    if (lstat(path, &seen) < 0 && symlink("/box/tmp", path) < 0) fail(path);
  }
  pivotIntoBox();
}

/*
 * The box of a launch whose box the fork server prepared (prepareBox below): this mount namespace is a copy of the
 * prepared one, whose root is already the box (the binds, /dev, an empty /box, /run and /proc, read-only and locked).
 * What is the run's own is made here, as enterBox does: its /proc (over the prepared one), /run/feedback and /box.
 */
static void enterPreparedBox(const struct options *options, int feedback) {
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, NULL) < 0) fail("mount /proc");
  if (feedback) feedbackFolder("");
  if (options->work[0] > 0) workFolder(options, "");
  if (chdir("/") < 0) fail("chdir /");
}

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

/*
 * Calls a judged program never needs that each held what no count sees (helpers' attacks; sandbox.md):
 * - memfd_create, memfd_secret: pages in no process's RSS (write() fills them unmapped): 1.2 GiB judged as 2.2 MiB;
 * - unshare, setns: a user namespace of its own made an IPC namespace with the kernel's limits again, whose System V
 *   segments (filled, then detached) held 1 GiB;
 * - vmsplice: 4 KiB of a huge page spliced into a pipe kept the whole 2 MiB page after munmap: 2 GiB;
 * - io_uring: a million pending polls in kernel memory (580 MiB), torn down by kernel threads after the case (0.8 s
 *   of CPU counted to nobody); legacy AIO's io_setup: one context of 65,536 events took the machine's whole
 *   fs.aio-max-nr, so every other process's io_setup failed with EAGAIN while the case ran;
 * - socket, bind, connect, listen, setsockopt, sendmsg, sendmmsg: send buffers of up to 8 MiB a socket (470 MiB), and
 *   sockets in an SCM_RIGHTS cycle outlived their case in the holder's network namespace (a name seen by the next case;
 *   336 MiB still held after the judge). socketpair stays (the JVM's file channels make one at their start): its pair
 *   has the default buffers, no name, and no way to pass an fd;
 * - add_key, request_key, keyctl: key payloads on the judge's uid's quota (24 MiB);
 * - timer_create: 90,000 POSIX timers in kernel memory (35 MiB), with no fd to bound them;
 * - fadvise64, readahead, mincore, preadv2, pwritev2, cachestat: which pages of a read-only toolchain file are cached,
 *   set by one case and read by the next (64 bits each case, and across judge runs), and toolchain files evicted;
 * - inotify_init, inotify_init1, fanotify_init: the judge's uid's 128 inotify instances, machine-wide, taken.
 * And by argument (argumentRules): a thread without CLONE_FILES (its own fd table, so 64 files each: 120 of them held
 * 1 GiB of socketpair buffers); MAP_SHARED|MAP_ANONYMOUS (a shared object keeps the pages MADV_DONTNEED drops from
 * the RSS: 920 MiB judged as 3.3 MiB); F_SETPIPE_SZ (1 MiB pipes, 56 MiB, and the judge's uid's pipe quota);
 * MADV_COLD and MADV_PAGEOUT (evicting file pages, the channel above).
 * - process_madvise: the same MADV_PAGEOUT and MADV_COLD through a pidfd of its own (pidfd_open(getpid())), past
 *   madvise's rule: it evicted a toolchain file's cached pages, which the next case or judge run saw as major faults.
 */
// madvise's values (uapi since Linux 5.4), named here for older headers.
#define MADV_COLD_ADVICE 20
#define MADV_PAGEOUT_ADVICE 21

static const int REFUSED[] = {
    __NR_memfd_create, __NR_unshare, __NR_setns, __NR_vmsplice, __NR_socket, __NR_bind, __NR_connect, __NR_listen,
    __NR_setsockopt, __NR_sendmsg, __NR_sendmmsg, __NR_add_key, __NR_request_key, __NR_keyctl, __NR_timer_create,
    __NR_fadvise64, __NR_readahead, __NR_mincore, __NR_preadv2, __NR_pwritev2, __NR_inotify_init1, __NR_fanotify_init,
#ifdef __NR_inotify_init
    __NR_inotify_init,
#endif
#ifdef __NR_cachestat
    __NR_cachestat,
#endif
#ifdef __NR_io_uring_setup
    __NR_io_uring_setup, __NR_io_uring_enter, __NR_io_uring_register,
#endif
    __NR_io_setup,
#ifdef __NR_memfd_secret
    __NR_memfd_secret,
#endif
#ifdef __NR_process_madvise
    __NR_process_madvise,
#endif
};
#define REFUSED_COUNT (int)(sizeof REFUSED / sizeof REFUSED[0])

/* --no-fork: threads yes, processes no, and none of REFUSED (see the options above). clone's first argument is its
 * flags on both arches. */
static void noNewProcesses(void) {
#ifdef FILTER_ARCH
  struct sock_filter head[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#ifdef __x86_64__
      // The x32 numbers reach the same calls under other numbers: none of them.
      BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_fork, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_vfork, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
#endif
  };
  // argumentRules: each block either returns or, for another call, jumps past itself with the number still loaded.
  struct sock_filter tail[] = {
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      // clone: a thread that shares the fd table (every threads library's flags), nothing else.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 5),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_STMT(BPF_ALU | BPF_AND | BPF_K, CLONE_THREAD | CLONE_FILES),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CLONE_THREAD | CLONE_FILES, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      // mmap: no shared anonymous memory (bit 0 is MAP_SHARED in MAP_SHARED_VALIDATE too).
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, 0, 5),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[3])),
      BPF_STMT(BPF_ALU | BPF_AND | BPF_K, MAP_ANONYMOUS | MAP_SHARED),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MAP_ANONYMOUS | MAP_SHARED, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      // fcntl: no F_SETPIPE_SZ.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_fcntl, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[1])),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETPIPE_SZ, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      // madvise: no MADV_COLD or MADV_PAGEOUT.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_madvise, 0, 5),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[2])),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MADV_COLD_ADVICE, 1, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MADV_PAGEOUT_ADVICE, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  enum { HEAD = sizeof head / sizeof head[0], TAIL = sizeof tail / sizeof tail[0] };
  struct sock_filter filter[HEAD + 2 * REFUSED_COUNT + TAIL];
  memcpy(filter, head, sizeof head);
  for (int i = 0; i < REFUSED_COUNT; i++) {
    filter[HEAD + 2 * i] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)REFUSED[i], 0, 1);
    filter[HEAD + 2 * i + 1] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM);
  }
  memcpy(filter + HEAD + 2 * REFUSED_COUNT, tail, sizeof tail);
  struct sock_fprog program = {(unsigned short)(sizeof filter / sizeof filter[0]), filter};
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) < 0) fail("seccomp filter");
#else
  errno = ENOSYS;
  fail("--no-fork on this architecture");
#endif
}

/* Zeroes this process's command line where /proc/<pid>/cmdline reads it (the arg area, fields 48 and 49 of
 * /proc/self/stat): a launch forked by the fork server still shows the server's, the path of the judge's install. */
static void blankCommandLine(void) {
  char stat[4096];
  int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  ssize_t length = read(fd, stat, sizeof stat - 1);
  close(fd);
  if (length <= 0) return;
  stat[length] = '\0';
  char *cursor = strrchr(stat, ')');
  unsigned long long start = 0, end = 0;
  // Each turn finds the space before field `field`.
  for (int field = 3; cursor && cursor[0] && cursor[1] && field <= 49; field++) {
    cursor = strchr(cursor + 1, ' ');
    if (!cursor) break;
    if (field == 48) start = strtoull(cursor + 1, NULL, 10);
    if (field == 49) end = strtoull(cursor + 1, NULL, 10);
  }
  if (start > 0 && end > start && end - start <= (1u << 20)) memset((void *)(uintptr_t)start, 0, (size_t)(end - start));
}

/* User plus system CPU of an rusage, in µs. */
static long long cpuUsOf(const struct rusage *usage) {
  return (long long)(usage->ru_utime.tv_sec + usage->ru_stime.tv_sec) * 1000000 + usage->ru_utime.tv_usec + usage->ru_stime.tv_usec;
}

/* A stage that only waits (steps 1 and 2, the init, --plain's end) lets go of the program's stdin and stdout: held
 * here, a program's close of its stdout (a Kattis interactor that has sent everything and closes it so that the
 * submission reads EOF) or of its stdin reached nobody until the program exited, and the other side of an interactive
 * run waited for ever. stderr stays: fail() reports there. */
static void releaseStdio(void) {
  close(STDIN_FILENO);
  close(STDOUT_FILENO);
}

/* What the init tells step 2 (or, where the fork server started the init itself, the server) when the program has
 * ended: the init's own CPU (its setup, subtracted: the CPU counts from the program's start), the program's wait
 * status, which the init could not pass on by dying of it, and whether a copy out was cut at its bounds. */
struct programEnd {
  long long initUs;
  int status;
  int over;
};

/* Where an init started by the fork server copies what the program left (step 2 does it otherwise): -1 for none. */
struct copyBack {
  int feedbackFd, outFd;
  unsigned long long out[2];
};

static int copyBackAll(const struct copyBack *back) {
  int over = 0;
  // A length past the copier's RLIMIT_FSIZE (an init's are the program's) fails with EFBIG rather than killing it.
  signal(SIGXFSZ, SIG_IGN);
  // A feedback file keeps its head when longer (a message); a compile's output is whole or missing (a cut binary runs).
  if (back->feedbackFd >= 0) over |= copyOut(FEEDBACK, back->feedbackFd, 0, (struct budget){FEEDBACK_FILES, FEEDBACK_FILES * (unsigned long long)FEEDBACK_FILE_BYTES, FEEDBACK_FILE_BYTES, 0, 1});
  if (back->outFd >= 0) over |= copyOut("/box/out", back->outFd, 8, (struct budget){back->out[0], back->out[1], back->out[1], 0, 0});
  return over;
}

/* The init's own limits as set before the program starts (keepInitLimits), to tell whether the program lowered them. */
static struct rlimit initLimits[RLIM_NLIMITS];

static void keepInitLimits(void) {
  for (int i = 0; i < RLIM_NLIMITS; i++)
    if (getrlimit(i, &initLimits[i]) < 0) initLimits[i].rlim_cur = initLimits[i].rlim_max = 0;
}

static int limitsLowered(void) {
  for (int i = 0; i < RLIM_NLIMITS; i++) {
    struct rlimit now;
    if (getrlimit(i, &now) < 0 || now.rlim_cur < initLimits[i].rlim_cur || now.rlim_max < initLimits[i].rlim_max) return 1;
  }
  return 0;
}

/* The init's part once the program is forked: wait for it, pass its end on, exit. Not dumpable first, so that the
 * program (the same uid) cannot open the init's end of the pipe through /proc/1/fd or ptrace it to forge the record
 * (both done, and its command line blanked, before the program starts: startFromInit). With a copy back
 * (an init the server started: no process above it shares its mount namespace), everything left in the namespace is
 * killed and reaped first, then the files are copied out, as step 2 does once the init is gone. */
__attribute__((noreturn)) static void awaitProgram(pid_t program, int endFd, int gateFd, const struct copyBack *back) {
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0) _exit(SETUP_FAILED);
  releaseStdio();
  if (gateFd >= 0) close(gateFd);
  int status;
  // A program that made this process its tracer (PTRACE_TRACEME) reports its stops here: each is let go with its
  // signal, never passed on as the program's end (which read as an exit code, with the program's CPU uncounted).
  for (;;) {
    if (waitpid(program, &status, 0) < 0) {
      if (errno == EINTR) continue;
      _exit(SETUP_FAILED);
    }
    if (!WIFSTOPPED(status)) break;
    ptrace(PTRACE_DETACH, program, 0, (void *)(long)WSTOPSIG(status));
  }
  struct programEnd end = {0, status, 0};
  if (back) {
    kill(-1, SIGKILL);
    while (waitpid(-1, NULL, 0) > 0 || errno == EINTR) {
    }
    // The program (the same ids) may have lowered this process's limits with prlimit(1, …) to cut the copy short
    // unseen: then nothing is copied, and the copy says it was cut.
    end.over = limitsLowered() ? 1 : copyBackAll(back);
  }
  struct rusage self;
  if (getrusage(RUSAGE_SELF, &self) == 0) end.initUs = cpuUsOf(&self);
  if (write(endFd, &end, sizeof end) != (ssize_t)sizeof end) _exit(SETUP_FAILED);
  _exit(0);
}

/* The count, alone in the usage file: truncated first, so that nothing written there before (by a program that can
 * reach the file by its path, at the levels without namespaces) is left after it to make it unreadable. */
static int putUsage(int usageFd, const char *line, int length) {
  return ftruncate(usageFd, 0) == 0 && pwrite(usageFd, line, (size_t)length, 0) == length;
}

/* The usage line: wait4's count for the init and what it reaped, less the init's own CPU (its setup: mounts, the copy
 * into /box) where it told it, and whether a copy out was cut. Step 2 and the fork server (endOfInit) both write it. */
static int writeUsageOf(int usageFd, const struct rusage *usage, long long initUs, int over) {
  long long cpuUs = cpuUsOf(usage);
  if (initUs > 0 && initUs <= cpuUs) cpuUs -= initUs;
  char line[80];
  int length = snprintf(line, sizeof line, "%ld %lld%s\n", usage->ru_maxrss, cpuUs, over ? " over" : "");
  return putUsage(usageFd, line, length);
}

/* Ends as the program ended: its exit code, or its signal re-raised (nsenter and unshare do the same). */
static int endAs(int status) {
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

/* Waits for the child and ends the same way: its exit code, or its signal re-raised (as nsenter and unshare do).
 * With a usage fd, first writes the child's rusage there; with a feedback fd or an out fd, copies out first. */
static int endLike(pid_t child, int usageFd, int feedbackFd, int outFd, const unsigned long long *out, int setupFd) {
  releaseStdio();
  int status;
  struct rusage usage;
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  while (wait4(child, &status, 0, &usage) < 0)
    if (errno != EINTR) fail("wait4");
  struct copyBack back = {feedbackFd, outFd, {out ? out[0] : 0, out ? out[1] : 0}};
  int over = copyBackAll(&back);
  // The init's record of the program's end (step 4): the program's status stands for the init's, which only says the
  // init exited. No record (the init was killed, or the setup failed): the init's own status.
  struct programEnd end = {0, 0, 0};
  int ended = setupFd >= 0 && read(setupFd, &end, sizeof end) == (ssize_t)sizeof end;
  if (ended) status = end.status;
  if (usageFd >= 0) {
    if (!writeUsageOf(usageFd, &usage, ended ? end.initUs : 0, over)) fail("write the usage");
  }
  return endAs(status);
}

/* An fd given to an option: one the judge passes (below <fds-kept>), not one of the others. */
static int passedFd(const char *text, unsigned long long kept, const char *what) {
  unsigned long long fd = number(text, what);
  if (fd < 3 || fd >= kept) {
    errno = EBADF;
    fail(what);
  }
  return (int)fd;
}

/* Reads the options after the eight positional arguments; returns the index of the program. */
static int readOptions(int argc, char **argv, unsigned long long kept, struct options *options) {
  int i = 9;
  for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
    const char *arg = argv[i];
    if (strcmp(arg, "--") == 0) return i + 1;
    const char *value = strchr(arg, '=');
    value = value ? value + 1 : "";
    if (strcmp(arg, "--box") == 0) options->box = 1;
    else if (strncmp(arg, "--bind=", 7) == 0) {
      if (options->bindCount == MAX_BINDS) {
        errno = E2BIG;
        fail("--bind");
      }
      options->binds[options->bindCount++] = value;
    } else if (strncmp(arg, "--work=", 7) == 0) numbers(value, options->work, 2, "--work");
    else if (strncmp(arg, "--in=", 5) == 0) options->inFd = passedFd(value, kept, "--in");
    else if (strncmp(arg, "--out=", 6) == 0) {
      char fd[32];
      size_t length = strcspn(value, ":");
      if (length == 0 || length >= sizeof fd || value[length] != ':') {
        errno = EINVAL;
        fail("--out");
      }
      memcpy(fd, value, length);
      fd[length] = '\0';
      options->outFd = passedFd(fd, kept, "--out");
      numbers(value + length + 1, options->out, 2, "--out");
    } else if (strncmp(arg, "--cwd=", 6) == 0) options->cwd = value;
    else if (strncmp(arg, "--stack=", 8) == 0) options->stack = number(value, "--stack"), options->hasStack = 1;
    else if (strcmp(arg, "--no-fork") == 0) options->noFork = 1;
    else if (strncmp(arg, "--gate=", 7) == 0) options->gateFd = passedFd(value, kept, "--gate");
    else if (strncmp(arg, "--tasks=", 8) == 0) options->tasksFd = passedFd(value, kept, "--tasks");
    else {
      errno = EINVAL;
      fail(arg);
    }
  }
  return i;
}

static int serve(pid_t judge);

/* --tasks: this process, so everything it starts, joins the pids cgroup whose cgroup.procs the judge opened ("0" is the
 * writer), and the fd is closed: each side of an interactive case has a budget of PIDs the other cannot exhaust. */
static void joinTasks(int fd) {
  // Refused (a cgroup v2 delegation rule, a cgroup removed under it): the launch keeps the judge's shared budget, as
  // where no budget is given; the side still runs, with every other limit.
  if (write(fd, "0\n", 2) != 2) errno = 0;
  close(fd);
}

/* The kernel limits both modes give a program, from their arguments <cpu-s> <fsize-bytes> <nofile>, soft = hard. */
struct limits {
  struct rlimit cpu, fileSize, files;
};
static struct limits readLimits(char **text) {
  struct limits limits = {{number(text[0], "cpu seconds"), 0}, {number(text[1], "file size"), 0}, {number(text[2], "open files"), 0}};
  limits.cpu.rlim_max = limits.cpu.rlim_cur, limits.fileSize.rlim_max = limits.fileSize.rlim_cur, limits.files.rlim_max = limits.files.rlim_cur;
  return limits;
}
static void setLimits(const struct limits *limits, int hasStack, unsigned long long stackBytes) {
  if (setrlimit(RLIMIT_CPU, &limits->cpu) < 0) fail("cpu limit");
  if (setrlimit(RLIMIT_FSIZE, &limits->fileSize) < 0) fail("file size limit");
  if (setrlimit(RLIMIT_NOFILE, &limits->files) < 0) fail("open files limit");
  // No core dump, and none the program can ask for: the judge's hard limit (often unlimited) let it raise its soft
  // limit, and where core_pattern is a pipe (apport, systemd-coredump) the kernel hands a crash's whole memory to a
  // helper run as root outside every box and count.
  struct rlimit noCore = {0, 0};
  if (setrlimit(RLIMIT_CORE, &noCore) < 0) fail("core limit");
  if (hasStack) {
    struct rlimit stack = {stackBytes, stackBytes};
    if (setrlimit(RLIMIT_STACK, &stack) < 0) fail("stack limit");
  }
}

/* The init's mounts: / private, then the box (prepared or built) or, without one, a /proc of its own (and the
 * feedback folder with a minimal /dev); then its cwd. */
/* A shared mapping of /dev/zero is a shared object, as MAP_SHARED|MAP_ANONYMOUS is (the filter refuses that): the
 * pages MADV_DONTNEED drops from the RSS stay in it. A program under the filter reads /dev/null there instead. */
static void noSharedZero(void) {
  if (mount("/dev/null", "/dev/zero", NULL, MS_BIND, NULL) < 0) fail("hide /dev/zero");
}

static void setUpMounts(const struct options *options, int feedbackFd, int prepared) {
  if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) fail("make / private");
  if (prepared) {
    enterPreparedBox(options, feedbackFd >= 0);
    if (options->noFork) noSharedZero();
  } else if (options->box) {
    enterBox(options, feedbackFd >= 0);
    if (options->noFork) noSharedZero();
  } else {
    // Read-only: outside, the program's uid is the judge's, so with a judge running as root /proc/sys (core_pattern,
    // domainname, …) would be writable to a program without Node's permission model, and it is the kernel's own.
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, NULL) < 0) fail("mount /proc");
    if (feedbackFd >= 0) {
      feedbackFolder("");
      // Such a program has no permission model (or a Node one whose feedback folder is this): a /dev of its own.
      minimalDev("");
    }
  }
  const char *cwd = options->cwd ? options->cwd : options->box ? "/box" : NULL;
  if (cwd && chdir(cwd) < 0) fail(cwd);
}

/* What step 4 needs, handed over by pointer: it runs on the init's memory until its exec. */
struct programStart {
  char **argv;
  const struct options *options;
};

/* Step 4: the gate, the filter, the exec. Only _exit and syscalls here (the init's memory is shared until the exec). */
static int startProgram(void *arg) {
  const struct programStart *start = arg;
  // Last: the filter holds from the exec on (after no_new_privs, which an unprivileged filter needs).
  if (start->options->noFork) noNewProcesses();
  if (start->options->gateFd >= 0) {
    char byte = 'r';
    if (write(start->options->gateFd, &byte, 1) != 1 || read(start->options->gateFd, &byte, 1) != 1) _exit(SETUP_FAILED);
    close(start->options->gateFd);
  }
  execvp(start->argv[0], start->argv);
  fail(start->argv[0]);
  return SETUP_FAILED;
}

/* Step 3 from its session on: no new privileges, the limits, the program's argv, then step 4's fork and the wait.
 * The fds of the box's setup are closed by the caller (inFd here). */
__attribute__((noreturn)) static void startFromInit(int argc, char **argv, int program, const struct options *options, int feedbackFd, const struct limits *limits, int endFd, const struct copyBack *back) {
  // An init the server started is already the leader of a group of its own, in the server's session (which has no
  // terminal): kill(0, …) reaches only what it starts, as a session of its own gives the others.
  if (!directInit && setsid() < 0) fail("setsid");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) fail("no new privileges");
  setLimits(limits, options->hasStack, options->stack);
  keepInitLimits();
  if (options->inFd >= 0) close(options->inFd);
  if (feedbackFd >= 0) {
    // "/dev/fd/<n>", "/dev/fd/<n>/" and "…=/dev/fd/<n>[/]" (a Node flag such as --allow-fs-write=) name the private folder.
    char named[2][32];
    snprintf(named[0], sizeof named[0], "/dev/fd/%d", feedbackFd);
    snprintf(named[1], sizeof named[1], "/dev/fd/%d/", feedbackFd);
    for (int i = program + 1; i < argc; i++) {
      const char *equals = strchr(argv[i], '=');
      const char *tail = argv[i][0] == '-' && equals ? equals + 1 : argv[i];
      if (strcmp(tail, named[0]) != 0 && strcmp(tail, named[1]) != 0) continue;
      if (tail == argv[i]) {
        argv[i] = FEEDBACK "/";
        continue;
      }
      size_t head = (size_t)(tail - argv[i]);
      char *rewritten = malloc(head + sizeof FEEDBACK "/");
      if (!rewritten) fail("malloc");
      memcpy(rewritten, argv[i], head);
      strcpy(rewritten + head, FEEDBACK "/");
      argv[i] = rewritten;
    }
  }
  // 4. The program is not the init: the kernel drops every signal an init gets from its own namespace without a
  // handler, its own included, so a program that printed its answer and then called abort() or raise(SIGTERM) ran on
  // as if nothing had happened. The init starts it and waits; step 2 learns its end through the setup pipe.
  // It shares the init's memory until its exec (vfork's way: no copy of this process's pages to throw away), so the
  // init is not dumpable from before it (the flag is the memory's; the exec gives the program its own).
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0) fail("not dumpable");
  // The command line is blanked before too: this process runs again only after the exec, by when the program could
  // read /proc/1/cmdline. The argv handed over is a copy (it may live in the area blanked).
  char **programArgv = calloc((size_t)(argc - program) + 1, sizeof *programArgv);
  if (!programArgv) fail("malloc");
  for (int i = program; i < argc; i++)
    if (!(programArgv[i - program] = strdup(argv[i]))) fail("malloc");
  blankCommandLine();
  static char stack[1 << 16] __attribute__((aligned(16)));
  struct programStart start = {programArgv, options};
  pid_t child = clone(startProgram, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &start);
  if (child < 0) fail("clone");
  awaitProgram(child, endFd, options->gateFd, back);
}

static int launchAsInit(int argc, char **argv, int program, struct options *options, int usageFd, int feedbackFd, const struct limits *limits, int *fds);

/* <fds-kept>: every fd from it up is closed (see step 1 below); what the judge passes sits below it. */
static unsigned long long keepFdsBelow(const char *text) {
  unsigned long long kept = number(text, "fds kept");
  if (kept > 1024) kept = 1024;
  closeFrom(kept < 3 ? 3 : (unsigned int)kept);
  return kept;
}

/* One launch, as the judge's spawn of this launcher does it (or a child of the serving mode, below). */
static int launch(int argc, char **argv) {
  if (argc < 10) {
    dprintf(2, "usage: %s <holder-pid> <holder-user-ns-inode> <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> <feedback-fd> [--option=value …] [--] <program> [args…]\n", argv[0]);
    return SETUP_FAILED;
  }
  unsigned long long kept = keepFdsBelow(argv[6]);
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
  struct options options = {0};
  options.inFd = options.outFd = options.gateFd = options.tasksFd = -1;
  int program = readOptions(argc, argv, kept, &options);
  if (program >= argc) {
    errno = EINVAL;
    fail("no program");
  }
  if (!options.box && (options.bindCount || options.work[0])) {
    errno = EINVAL;
    fail("--bind and --work need --box");
  }
  if ((options.inFd >= 0 || options.outFd >= 0) && options.work[0] == 0) {
    errno = EINVAL;
    fail("--in and --out need --work");
  }
  int used[] = {usageFd, feedbackFd, options.inFd, options.outFd, options.tasksFd};
  for (int a = 0; a < 5; a++)
    for (int b = a + 1; b < 5; b++)
      if (used[a] >= 0 && used[a] == used[b]) {
        errno = EBADF;
        fail("the same fd for two purposes");
      }
  // Before anything is forked, so that every process of the launch counts against that budget.
  if (options.tasksFd >= 0) joinTasks(options.tasksFd);
  unsigned long long holder = number(argv[1], "holder pid"), userNamespace = number(argv[2], "holder user namespace");
  struct limits limits = readLimits(argv + 3);

  // Allowed only out here (the holder's user namespace denies setgroups); EPERM when the judge is not root.
  if (setgroups(0, NULL) < 0 && errno != EPERM) fail("setgroups");
  static const struct { const char *name; int type; } namespaces[] = {
      {"user", CLONE_NEWUSER}, {"mnt", CLONE_NEWNS}, {"net", CLONE_NEWNET}, {"ipc", CLONE_NEWIPC}, {"pid", CLONE_NEWPID}};
  int fds[5] = {-1, -1, -1, -1, -1};
  char path[96];
  for (int i = 0; i < 5; i++) {
    // An init-first launch makes its PID namespace beside the holder's, and enters a prepared box's mounts instead.
    if (directInit && (i == 4 || (i == 1 && options.box && preparedMount >= 0))) continue;
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
  if (directInit) return launchAsInit(argc, argv, program, &options, usageFd, feedbackFd, &limits, fds);
  // Born in the holder's PID namespace (the fork server put its children there: joinHolderPid below), this process
  // makes its own below it at once; else setns only places its children there, so one fork goes between.
  struct stat active, holderPid;
  int bornInHolder = stat("/proc/self/ns/pid", &active) == 0 && fstat(fds[4], &holderPid) == 0 && active.st_ino == holderPid.st_ino && active.st_dev == holderPid.st_dev;
  for (int i = 0; i < 5; i++) {
    if (setns(fds[i], namespaces[i].type) < 0) fail(namespaces[i].name);
    close(fds[i]);
  }
  // A box the fork server prepared: its user namespace (a child of the holder's) and its mount namespace (only the box).
  int prepared = options.box && preparedUser >= 0;
  if (preparedUser >= 0) {
    if (prepared && (setns(preparedUser, CLONE_NEWUSER) < 0 || setns(preparedMount, CLONE_NEWNS) < 0)) fail("enter the prepared box");
    close(preparedUser);
    close(preparedMount);
  }
  // Inside the holder's user namespace the judge's uid is 0; the map below points 65534 at it.
  uid_t uid = getuid();
  gid_t gid = getgid();

  if (!bornInHolder) {
    pid_t below = fork();
    if (below < 0) fail("fork");
    if (below > 0) return endLike(below, -1, -1, -1, NULL, -1);
  }

  newNamespaces(65534, uid, gid);
  // The init's check that this process still lives once its parent-death signal is armed: EOF means it does not.
  int alive[2], setup[2];
  if (pipe2(alive, O_CLOEXEC) < 0 || pipe2(setup, O_CLOEXEC) < 0) fail("pipe");
  pid_t init = fork();
  if (init < 0) fail("fork");
  if (init > 0) {
    close(alive[0]);
    if (options.inFd >= 0) close(options.inFd);
    close(setup[1]);
    return endLike(init, usageFd, feedbackFd, options.outFd, options.out, setup[0]);
  }

  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
  close(alive[1]);
  close(setup[0]);
  char byte;
  if (fcntl(alive[0], F_SETFL, O_NONBLOCK) < 0) fail("pipe");
  if (read(alive[0], &byte, 1) == 0) _exit(SETUP_FAILED);
  close(alive[0]);
  setUpMounts(&options, feedbackFd, prepared);
  if (usageFd >= 0) close(usageFd);
  if (options.outFd >= 0) close(options.outFd);
  if (feedbackFd >= 0) close(feedbackFd);
  startFromInit(argc, argv, program, &options, feedbackFd, &limits, setup[1], NULL);
}

/*
 * The fork server's init-first launch (its child, born as PID 1 of a PID namespace of its own; startRun): where the
 * server may (CAP_SYS_ADMIN in its user namespace, a judge run as root), it clones each launch straight into a new PID
 * namespace, and that child is the init of step 3 itself: steps 1 and 2 are not separate processes. Still with the
 * server's privileges, it joins the holder's mount namespace (or the prepared box's), network and IPC namespaces, makes
 * a mount namespace of its own (owned by the server's user namespace: nothing in the run can change a mount in it),
 * sets up the box or /proc there, and only then makes the user namespace where 65534 is the judge's uid (a child of
 * the server's; its map is written through the /proc/self opened before any of this, the machine's writable one).
 * From there it is step 3, and the server does step 2's wait and count (reap). The PID namespace is a sibling of the
 * holder's, owned by the server's user namespace; the run sees only its own, as before.
 */
static int launchAsInit(int argc, char **argv, int program, struct options *options, int usageFd, int feedbackFd, const struct limits *limits, int *fds) {
  int procSelf = open("/proc/self", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (procSelf < 0) fail("/proc/self");
  uid_t uid = getuid();
  gid_t gid = getgid();
  int prepared = options->box && preparedMount >= 0;
  if (setns(prepared ? preparedMount : fds[1], CLONE_NEWNS) < 0) fail(prepared ? "enter the prepared box" : "mnt");
  if (setns(fds[2], CLONE_NEWNET) < 0) fail("net");
  if (setns(fds[3], CLONE_NEWIPC) < 0) fail("ipc");
  for (int i = 0; i < 5; i++)
    if (fds[i] >= 0) close(fds[i]);
  if (preparedUser >= 0) {
    close(preparedUser);
    close(preparedMount);
  }
  if (unshare(CLONE_NEWNS) < 0) fail("unshare");
  // The box's writable folders belong to the uid that 65534 will stand for.
  boxUid = uid;
  boxGid = gid;
  setUpMounts(options, feedbackFd, prepared);
  if (unshare(CLONE_NEWUSER) < 0) fail("unshare");
  mapIds(procSelf, 65534, uid, gid);
  close(procSelf);
  // The usage is the server's to write; what the program leaves is this process's to copy out at the end.
  if (usageFd >= 0) close(usageFd);
  struct copyBack back = {-1, -1, {options->out[0], options->out[1]}};
  if (feedbackFd >= 0 && (back.feedbackFd = fcntl(feedbackFd, F_DUPFD_CLOEXEC, 800)) < 0) fail("keep the feedback folder");
  if (options->outFd >= 0 && (back.outFd = fcntl(options->outFd, F_DUPFD_CLOEXEC, 800)) < 0) fail("keep the out folder");
  if (feedbackFd >= 0) close(feedbackFd);
  if (options->outFd >= 0) close(options->outFd);
  startFromInit(argc, argv, program, options, feedbackFd, limits, recordFd, &back);
}

/*
 * --serve <judge-pid>: the fork server. The judge starts it once per run (instead of forking its own 60 MB process for
 * every case) and sends it launches on stdin; it answers on stdout. Each launch is what a spawn of this launcher does
 * (launch() above, in a child of its own process group, so the judge's kill of the group reaches it as before).
 *
 * Requests ("<type><payload bytes>\n<payload>"):
 *   L: <id>\0<cwd>\0<slots>\0<slot>…\0<env count>\0<env>…\0<argc>\0<argv>…   one launch; each slot is the child's fd
 *      of that number: "-" closed, "g" the go gate (a socket pair: the program's end there, this server's relayed),
 *      or a mode letter and a path: r (O_RDONLY|O_NONBLOCK), w (O_WRONLY), u (O_RDWR), d (a folder). The judge names
 *      its own fds by /proc/<judge>/fd/<n>: reopened here they are the same files on the same mounts.
 *   G: <id>   the judge's go: "g" written to the gate, which is closed; the launch's wall time counts from here.
 * Answers (lines): "S <id> <pid> <layers fewer than a spawned launch's: 2 init-first, 1 born in the holder's PID
 * namespace, else 0>" started (a gated launch's only with its "R" or its "X", in the same write);
 * "F <id> <errno> <what>" not started; "R <id>" the program said ready on its gate (or closed it);
 * "X <id> <exit code or -1> <signal or 0> <CPU µs> <peak RSS KiB> <wall µs>" it ended (wait4's figures for the
 * launcher's first process; the program's own are in its usage file, as before; the wall from its go, or from its fork
 * without a gate, to its reaping here, which a judge busy elsewhere does not delay).
 * The server dies with the judge (parent-death signal, and EOF on stdin); its children die with it (the same signal).
 */
#define MAX_RUNS 256
#define MAX_SLOTS 64

struct served {
  long long id;
  pid_t pid;
  int gate;
  int gateSaid;
  struct timespec started;
  /* An init-first launch (launchAsInit): its end record's pipe and its usage file, which reap() writes; else -1. */
  int record, usage;
  /* A gated launch's "S" waits for its "R" (or its "X"), and goes in the same write: one wakeup of the judge less. */
  int startSaid, fewerLayers;
};

static struct served runs[MAX_RUNS];

static void answer(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void answer(const char *format, ...) {
  char line[512];
  va_list list;
  va_start(list, format);
  int length = vsnprintf(line, sizeof line, format, list);
  va_end(list);
  if (length < 0 || length >= (int)sizeof line) return;
  for (int done = 0; done < length;) {
    ssize_t wrote = write(1, line + done, (size_t)(length - done));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) _exit(0); /* the judge is gone */
    done += (int)wrote;
  }
}

static struct served *findRun(long long id) {
  for (int i = 0; i < MAX_RUNS; i++)
    if (runs[i].pid > 0 && runs[i].id == id) return &runs[i];
  return NULL;
}

/* Splits a payload at its NULs: the next field, or NULL past the end. */
static char *field(char **cursor, char *end) {
  if (*cursor >= end) return NULL;
  char *start = *cursor;
  char *nul = memchr(start, '\0', (size_t)(end - start));
  if (!nul) return NULL;
  *cursor = nul + 1;
  return start;
}

/*
 * The server's children are born in the launch's holder's PID namespace where the server may put them there: setns
 * of its PID namespace for children, which needs CAP_SYS_ADMIN over the holder's (a judge run as root has it). Such a
 * launch then makes its own PID namespace without first forking into the holder's (launch() above): one process less
 * a case. The holder is checked by its user namespace, as launch() checks it. 1 if the next child is born there.
 */
static int ownPid = -1;
static unsigned long long joinedHolder, joinedUser, refusedHolder;
/* This server as a pidfd (Linux 5.3): a child born in the holder's PID namespace cannot tell by getppid() that the
 * server died before its parent-death signal was armed (it reads 0 either way, its reaper being outside); the pidfd can. */
static int serverPidfd = -1;

/* Whether launches start init-first (launchAsInit): CAP_SYS_ADMIN in this server's user namespace, and a pidfd. */
static int mayCloneInit = 0;

/* CAP_SYS_ADMIN (21) in CapEff. */
static int hasSysAdmin(void) {
  FILE *status = fopen("/proc/self/status", "re");
  if (!status) return 0;
  char line[256];
  unsigned long long caps = 0;
  while (fgets(line, sizeof line, status))
    if (strncmp(line, "CapEff:", 7) == 0) caps = strtoull(line + 7, NULL, 16);
  fclose(status);
  return (caps >> 21) & 1;
}

static void leaveHolderPid(void) {
  if (joinedHolder && ownPid >= 0 && setns(ownPid, CLONE_NEWPID) == 0) joinedHolder = joinedUser = 0;
}

static int joinHolderPid(int argc, char **argv) {
  if (serverPidfd < 0) return 0;
  char *end;
  unsigned long long holder = argc >= 10 ? strtoull(argv[1], &end, 10) : 0, user = holder ? strtoull(argv[2], NULL, 10) : 0;
  if (!holder || *end) return 0;
  if (holder == joinedHolder && user == joinedUser) return 1;
  leaveHolderPid();
  if (joinedHolder || holder == refusedHolder) return 0;
  if (ownPid < 0) ownPid = open("/proc/self/ns/pid", O_RDONLY | O_CLOEXEC);
  char path[64];
  snprintf(path, sizeof path, "/proc/%llu/ns/user", holder);
  struct stat seen;
  int pidFd = -1;
  if (ownPid >= 0 && stat(path, &seen) == 0 && (unsigned long long)seen.st_ino == user) {
    snprintf(path, sizeof path, "/proc/%llu/ns/pid", holder);
    pidFd = open(path, O_RDONLY | O_CLOEXEC);
  }
  int joined = pidFd >= 0 && setns(pidFd, CLONE_NEWPID) == 0;
  if (pidFd >= 0) close(pidFd);
  if (joined) joinedHolder = holder, joinedUser = user;
  else refusedHolder = holder;
  return joined;
}

/*
 * Prepared boxes: a launch with --box builds a tmpfs root and its binds (and a /dev) in a fresh copy of the holder's
 * whole mount tree, per run. The server prepares that once per holder and set of binds instead: a preparer (a child of
 * this server) joins the holder's user and mount namespaces, makes a user namespace of its own below the holder's
 * (0 mapped to the holder's 0, as the judge's uid is there) and a mount namespace whose only tree is the box, read-only
 * (the binds, /dev, a /proc of its own and empty /box and /run, then pivot_root with the old root detached); the
 * server keeps both namespaces by fd. Each such launch then enters them after the holder's namespaces and makes its
 * own user, mount and PID namespaces below as before: its mount namespace is a copy of the prepared box only, locked
 * read-only as a copy from a namespace owned by another user namespace is, and its /proc, /run/feedback and /box are
 * its own (enterPreparedBox). A bind's source that changed (another inode, or its inode changed: a file replaced by
 * rename) makes the box anew. Where a box cannot be prepared, its launches build theirs as before.
 */
#define MAX_PREPARED 8

struct preparedBox {
  char key[16384];
  size_t keyLength;
  int count, userFd, mountFd, failed;
  dev_t dev[MAX_BINDS];
  ino_t ino[MAX_BINDS];
  struct timespec changed[MAX_BINDS];
  struct timespec tried;
  unsigned long long lastUse;
};

static struct preparedBox boxes[MAX_PREPARED];
static unsigned long long useClock;

/*
 * The preparer's work, in the namespaces described above. It joins the holder's PID namespace too (its /proc/self
 * is the holder's), forks the keeper (which holds the new namespaces: its pid, as this server sees it, goes to `ready`
 * first), whose init builds the box and writes "k" to `ready`. Never returns.
 */
static void buildPreparedBox(char **argv, int argc, int ready) {
  int quiet = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (quiet >= 0) dup2(quiet, 2);
  unsigned long long holder = number(argv[1], "holder pid"), userNamespace = number(argv[2], "holder user namespace");
  int fds[3];
  char path[96];
  static const struct { const char *name; int type; } joined[] = {{"user", CLONE_NEWUSER}, {"mnt", CLONE_NEWNS}, {"pid", CLONE_NEWPID}};
  for (int i = 0; i < 3; i++) {
    snprintf(path, sizeof path, "/proc/%llu/ns/%s", holder, joined[i].name);
    if ((fds[i] = open(path, O_RDONLY | O_CLOEXEC)) < 0) fail(path);
  }
  struct stat user;
  if (fstat(fds[0], &user) < 0 || (unsigned long long)user.st_ino != userNamespace) fail("the sandbox holder is gone");
  for (int i = 0; i < 3; i++)
    if (setns(fds[i], joined[i].type) < 0) fail(joined[i].name);
  uid_t uid = getuid();
  gid_t gid = getgid();
  pid_t keeper = fork();
  if (keeper < 0) fail("fork");
  if (keeper > 0) {
    int pid = (int)keeper;
    if (write(ready, &pid, sizeof pid) != (ssize_t)sizeof pid) fail("ready");
    close(ready);
    while (waitpid(keeper, NULL, 0) < 0 && errno == EINTR) {
    }
    _exit(0);
  }
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
  newNamespaces(0, uid, gid);
  pid_t init = fork();
  if (init < 0) fail("fork");
  if (init > 0) {
    // The keeper holds both namespaces until the server has opened them (then it is killed).
    int status;
    while (waitpid(init, &status, 0) < 0)
      if (errno != EINTR) _exit(SETUP_FAILED);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) _exit(SETUP_FAILED);
    for (;;) pause();
  }
  // The init builds the box (and ends: the keeper holds the namespaces).
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
  if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) fail("make / private");
  struct options options = {0};
  options.inFd = options.outFd = options.gateFd = options.tasksFd = -1;
  for (int i = 9; i < argc && strncmp(argv[i], "--", 2) == 0 && strcmp(argv[i], "--") != 0; i++) {
    if (strncmp(argv[i], "--bind=", 7) == 0 && options.bindCount < MAX_BINDS) options.binds[options.bindCount++] = argv[i] + 7;
    else if (strncmp(argv[i], "--work=", 7) == 0) numbers(argv[i] + 7, options.work, 2, "--work");
  }
  static struct bind binds[MAX_BINDS];
  for (int i = 0; i < options.bindCount; i++) openBind(options.binds[i], &binds[i]);
  if (mount("stonebench-root", BOX_ROOT, "tmpfs", MS_NOSUID | MS_NODEV, "size=256k,nr_inodes=1024,mode=755") < 0) fail("mount the box's root");
  for (int i = 0; i < options.bindCount; i++) placeBind(&binds[i]);
  static const char *folders[] = {"proc", "run", "box"};
  for (int i = 0; i < 3; i++) {
    snprintf(path, sizeof path, "%s/%s", BOX_ROOT, folders[i]);
    struct stat seen;
    if (lstat(path, &seen) < 0 && mkdir(path, i == 0 ? 0555 : 0755) < 0) fail(path);
  }
  // The holder's own /proc (read-only, its PID namespace's), where each run's setup finds /proc/self before it mounts
  // its own over it: the kernel mounts a /proc in a user namespace only where one is already fully visible.
  snprintf(path, sizeof path, "%s/proc", BOX_ROOT);
  if (mount("/proc", path, NULL, MS_BIND | MS_REC, NULL) < 0) fail("bind /proc");
  minimalDev(BOX_ROOT);
  if (options.work[0] > 0) {
    snprintf(path, sizeof path, "%s/tmp", BOX_ROOT);
    struct stat seen;
    if (lstat(path, &seen) < 0 && symlink("/box/tmp", path) < 0) fail(path);
  }
  pivotIntoBox();
  if (write(ready, "k", 1) != 1) fail("ready");
  _exit(0);
}

/* The prepared box for a launch's argv, prepared now if need be; NULL when it asks for no box or none can be had
 * (*wanted then says which). */
static struct preparedBox *preparedBoxFor(int argc, char **argv, int *wanted) {
  *wanted = 0;
  if (argc < 10) return NULL;
  for (int i = 9; i < argc && strncmp(argv[i], "--", 2) == 0 && strcmp(argv[i], "--") != 0; i++)
    if (strcmp(argv[i], "--box") == 0) *wanted = 1;
  if (!*wanted) return NULL;
  char key[sizeof boxes[0].key];
  size_t length = 0;
  int work = 0, count = 0;
  const char *sources[MAX_BINDS];
  size_t sourceLengths[MAX_BINDS];
  length += (size_t)snprintf(key, sizeof key, "%s\n%s\n", argv[1], argv[2]);
  for (int i = 9; i < argc && strncmp(argv[i], "--", 2) == 0 && strcmp(argv[i], "--") != 0; i++) {
    if (strncmp(argv[i], "--work=", 7) == 0) work = argv[i][7] != '0' || argv[i][8] != ':';
    else if (strncmp(argv[i], "--bind=", 7) == 0) {
      if (count == MAX_BINDS) return NULL;
      const char *spec = argv[i] + 7, *colon = strchr(spec, ':');
      sources[count] = spec;
      sourceLengths[count++] = colon ? (size_t)(colon - spec) : strlen(spec);
      size_t add = strlen(spec) + 1;
      if (length + add + 4 >= sizeof key) return NULL;
      memcpy(key + length, spec, add - 1);
      key[length + add - 1] = '\n';
      length += add;
    }
  }
  key[length++] = work ? 'w' : '-';
  struct stat seen[MAX_BINDS];
  for (int i = 0; i < count; i++) {
    char source[4096];
    if (sourceLengths[i] >= sizeof source) return NULL;
    memcpy(source, sources[i], sourceLengths[i]);
    source[sourceLengths[i]] = '\0';
    if (lstat(source, &seen[i]) < 0) return NULL;
  }
  struct preparedBox *found = NULL, *oldest = &boxes[0];
  for (int i = 0; i < MAX_PREPARED && !found; i++) {
    if (boxes[i].keyLength == length && memcmp(boxes[i].key, key, length) == 0) found = &boxes[i];
    if (boxes[i].lastUse < oldest->lastUse) oldest = &boxes[i];
  }
  if (found && !found->failed) {
    int same = found->count == count;
    for (int i = 0; same && i < count; i++)
      same = found->dev[i] == seen[i].st_dev && found->ino[i] == seen[i].st_ino && found->changed[i].tv_sec == seen[i].st_ctim.tv_sec &&
             found->changed[i].tv_nsec == seen[i].st_ctim.tv_nsec;
    if (same) {
      found->lastUse = ++useClock;
      return found;
    }
  }
  // A box that could not be prepared (a fork refused while a run held the PID budget) is tried again after a second or two.
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  if (found && found->failed && now.tv_sec - found->tried.tv_sec < 2) return NULL;
  struct preparedBox *slot = found ? found : oldest;
  if (slot->keyLength) {
    close(slot->userFd);
    close(slot->mountFd);
  }
  memset(slot, 0, sizeof *slot);
  slot->userFd = slot->mountFd = -1;
  memcpy(slot->key, key, length);
  slot->keyLength = length;
  slot->count = count;
  slot->lastUse = ++useClock;
  slot->tried = now;
  for (int i = 0; i < count; i++) slot->dev[i] = seen[i].st_dev, slot->ino[i] = seen[i].st_ino, slot->changed[i] = seen[i].st_ctim;
  slot->failed = 1;
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) < 0) return NULL;
  // Born in this server's own PID namespace, so that the keeper's pid it sends is the one this server's /proc knows.
  leaveHolderPid();
  pid_t preparer = fork();
  if (preparer == 0) {
    close(ready[0]);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) _exit(SETUP_FAILED);
    buildPreparedBox(argv, argc, ready[1]);
  }
  close(ready[1]);
  // The keeper's pid, then "k" from its init once the box is built (EOF: it could not be).
  struct { int pid; char byte; } said = {0, 0};
  size_t have = 0;
  while (preparer > 0 && have < sizeof said.pid + 1) {
    char *into = have < sizeof said.pid ? (char *)&said.pid + have : &said.byte;
    ssize_t got = read(ready[0], into, have < sizeof said.pid ? sizeof said.pid - have : 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    have += (size_t)got;
  }
  close(ready[0]);
  if (have == sizeof said.pid + 1 && said.byte == 'k' && said.pid > 0) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/ns/user", said.pid);
    slot->userFd = open(path, O_RDONLY | O_CLOEXEC);
    snprintf(path, sizeof path, "/proc/%d/ns/mnt", said.pid);
    slot->mountFd = open(path, O_RDONLY | O_CLOEXEC);
    if (slot->userFd >= 0 && slot->mountFd >= 0) slot->failed = 0;
  }
  if (have >= sizeof said.pid && said.pid > 0) kill(said.pid, SIGKILL);
  // The keeper dies with the preparer too (its parent-death signal).
  if (preparer > 0) {
    kill(preparer, SIGKILL);
    while (waitpid(preparer, NULL, 0) < 0 && errno == EINTR) {
    }
  }
  if (slot->failed) {
    if (slot->userFd >= 0) close(slot->userFd);
    if (slot->mountFd >= 0) close(slot->mountFd);
    slot->userFd = slot->mountFd = -1;
    return NULL;
  }
  return slot;
}

static void startRun(char *payload, size_t size) {
  pid_t server = getpid();
  char *cursor = payload, *end = payload + size;
  char *idText = field(&cursor, end), *cwd = field(&cursor, end), *slotText = field(&cursor, end);
  long long id = idText ? atoll(idText) : -1;
  int slotCount = slotText ? atoi(slotText) : -1;
  if (!cwd || slotCount < 0 || slotCount > MAX_SLOTS) return answer("F %lld %d bad request\n", id, EINVAL);
  char *slots[MAX_SLOTS];
  for (int i = 0; i < slotCount; i++)
    if (!(slots[i] = field(&cursor, end))) return answer("F %lld %d bad request\n", id, EINVAL);
  char *countText = field(&cursor, end);
  int envCount = countText ? atoi(countText) : -1;
  if (envCount < 0 || envCount > 4096) return answer("F %lld %d bad request\n", id, EINVAL);
  char **env = calloc((size_t)envCount + 1, sizeof *env);
  if (!env) return answer("F %lld %d out of memory\n", id, ENOMEM);
  for (int i = 0; i < envCount; i++)
    if (!(env[i] = field(&cursor, end))) return free(env), answer("F %lld %d bad request\n", id, EINVAL);
  countText = field(&cursor, end);
  int argCount = countText ? atoi(countText) : -1;
  if (argCount < 1 || argCount > 65536) return free(env), answer("F %lld %d bad request\n", id, EINVAL);
  char **args = calloc((size_t)argCount + 1, sizeof *args);
  if (!args) return free(env), answer("F %lld %d out of memory\n", id, ENOMEM);
  for (int i = 0; i < argCount; i++)
    if (!(args[i] = field(&cursor, end))) return free(env), free(args), answer("F %lld %d bad request\n", id, EINVAL);
  struct served *run = NULL;
  for (int i = 0; i < MAX_RUNS && !run; i++)
    if (runs[i].pid <= 0) run = &runs[i];
  if (!run) return free(env), free(args), answer("F %lld %d too many runs\n", id, EAGAIN);
  // Every slot opened here, before the fork (the judge closes its own copies once it has the answer).
  int opened[MAX_SLOTS], gate[2] = {-1, -1}, failedErrno = 0;
  const char *failedWhat = "";
  for (int i = 0; i < slotCount; i++) {
    opened[i] = -1;
    if (failedErrno) continue;
    char mode = slots[i][0];
    const char *path = slots[i] + 1;
    if (mode == '-') continue;
    if (mode == 'g') {
      if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, gate) < 0) failedErrno = errno, failedWhat = "gate";
      else opened[i] = gate[1];
      continue;
    }
    int flags = mode == 'r' ? O_RDONLY | O_NONBLOCK : mode == 'w' ? O_WRONLY : mode == 'u' ? O_RDWR : mode == 'd' ? O_RDONLY | O_DIRECTORY : -1;
    if (flags < 0) failedErrno = EINVAL, failedWhat = slots[i];
    else if ((opened[i] = open(path, flags | O_CLOEXEC)) < 0) failedErrno = errno, failedWhat = path;
  }
  int wantsBox = 0;
  struct preparedBox *prepared = failedErrno ? NULL : preparedBoxFor(argCount, args, &wantsBox);
  // Init-first where the server may (see launchAsInit): its usage file is the server's to write, so it is kept here.
  // Not for a box that could not be prepared: building one places its binds through /proc/self/fd, and an init-first
  // launch is in the holder's mounts but not its PID namespace, so that /proc has no "self" (ENOENT).
  int usageSlot = argCount >= 10 ? atoi(args[7]) : -1;
  int direct = !failedErrno && mayCloneInit && (prepared || !wantsBox) && argCount >= 10 && usageSlot >= -1 && usageSlot < slotCount && (usageSlot < 0 || opened[usageSlot] >= 0);
  int record[2] = {-1, -1}, usage = -1;
  if (direct && (pipe2(record, O_CLOEXEC) < 0 || (usageSlot >= 0 && (usage = fcntl(opened[usageSlot], F_DUPFD_CLOEXEC, 3)) < 0))) {
    failedErrno = errno, failedWhat = "record pipe";
    direct = 0;
  }
  int bornInHolder = failedErrno || direct ? 0 : joinHolderPid(argCount, args);
  // A PID namespace made by the clone is a child of the one for children, which must be this server's own here.
  if (direct) leaveHolderPid();
  pid_t child = failedErrno ? -1 : direct ? (pid_t)syscall(SYS_clone, CLONE_NEWPID | SIGCHLD, 0, 0, 0, 0) : fork();
  // A holder that died leaves a PID namespace no process can be born in (ENOMEM): born outside it, the launch says so.
  if (child < 0 && bornInHolder && errno == ENOMEM) {
    refusedHolder = joinedHolder;
    leaveHolderPid();
    bornInHolder = 0;
    child = fork();
  }
  if (child == 0) {
    // The prepared box's namespaces, far above every slot (launch() enters them, then closes them).
    if (prepared) {
      preparedUser = fcntl(prepared->userFd, F_DUPFD_CLOEXEC, 900);
      preparedMount = fcntl(prepared->mountFd, F_DUPFD_CLOEXEC, 900);
      if (preparedUser < 0 || preparedMount < 0) fail("keep the prepared box");
    }
    // The launch's first process: a group of its own (the judge kills it by the group), the judge's signals as a
    // spawn leaves them, and dead with this server.
    setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
    // The server gone before the signal was armed: stop. Born in the holder's PID namespace, the child sees no parent
    // (0) whether the server lives or not, so only the pidfd tells (where there is none, the server joins nothing).
    if (serverPidfd >= 0) {
      struct pollfd ended = {serverPidfd, POLLIN, 0};
      if (poll(&ended, 1, 0) != 0) _exit(SETUP_FAILED);
      close(serverPidfd);
    }
    if (!bornInHolder && !direct && getppid() != server) _exit(SETUP_FAILED);
    if (direct) {
      directInit = 1;
      close(record[0]);
      if ((recordFd = fcntl(record[1], F_DUPFD_CLOEXEC, 890)) < 0) fail("keep the record pipe");
      close(record[1]);
    }
    // Above every slot first (an opened fd may sit on a slot's number), then into place; launch() closes the rest.
    int high[MAX_SLOTS];
    for (int i = 0; i < slotCount; i++) high[i] = opened[i] < 0 ? -1 : fcntl(opened[i], F_DUPFD, MAX_SLOTS + 8);
    for (int i = 0; i < slotCount; i++) {
      if (high[i] < 0) close(i);
      else if (dup2(high[i], i) < 0) fail("place an fd");
    }
    if (cwd[0] && chdir(cwd) < 0) fail(cwd);
    environ = env;
    _exit(launch(argCount, args));
  }
  int saved = errno;
  for (int i = 0; i < slotCount; i++)
    if (opened[i] >= 0 && opened[i] != gate[1]) close(opened[i]);
  if (gate[1] >= 0) close(gate[1]);
  free(env);
  free(args);
  if (record[1] >= 0) close(record[1]);
  if (failedErrno || child < 0) {
    if (gate[0] >= 0) close(gate[0]);
    if (record[0] >= 0) close(record[0]);
    if (usage >= 0) close(usage);
    return answer("F %lld %d %s\n", id, failedErrno ? failedErrno : saved, failedErrno ? failedWhat : "fork");
  }
  setpgid(child, child);
  run->id = id;
  run->pid = child;
  run->gate = gate[0];
  run->gateSaid = 0;
  run->record = record[0];
  run->usage = usage;
  clock_gettime(CLOCK_MONOTONIC, &run->started);
  // The layers between the launch's first process and the program, fewer than a spawned launch's three.
  run->fewerLayers = direct ? 2 : bornInHolder;
  run->startSaid = gate[0] < 0;
  if (run->startSaid) answer("S %lld %d %d\n", id, (int)child, run->fewerLayers);
}

/*
 * Step 2's end for an init-first launch, done here: the init's record (written just before it exited) gives the
 * program's status, which stands for the init's, and the usage file gets wait4's count less the init's own, as
 * endLike writes it. No record (the init was killed, or its setup failed): the init's own status, and no count.
 */
static int endOfInit(struct served *run, int status, const struct rusage *usage) {
  struct programEnd end;
  int ended = fcntl(run->record, F_SETFL, O_NONBLOCK) == 0 && read(run->record, &end, sizeof end) == (ssize_t)sizeof end;
  close(run->record);
  run->record = -1;
  if (ended) {
    status = end.status;
    if (run->usage >= 0 && !writeUsageOf(run->usage, usage, end.initUs, end.over)) status = SETUP_FAILED << 8;
  }
  if (run->usage >= 0) close(run->usage);
  run->usage = -1;
  return status;
}

static void reap(void) {
  for (;;) {
    int status;
    struct rusage usage;
    pid_t pid = wait4(-1, &status, WNOHANG, &usage);
    if (pid <= 0) return;
    for (int i = 0; i < MAX_RUNS; i++) {
      if (runs[i].pid != pid) continue;
      struct timespec now;
      clock_gettime(CLOCK_MONOTONIC, &now);
      long long wallUs = (now.tv_sec - runs[i].started.tv_sec) * 1000000LL + (now.tv_nsec - runs[i].started.tv_nsec) / 1000;
      long long cpuUs = cpuUsOf(&usage);
      if (runs[i].gate >= 0) close(runs[i].gate);
      if (runs[i].record >= 0) status = endOfInit(&runs[i], status, &usage);
      // A gate never said ready: the judge's wait for it ends with the exit (and learns the start with it).
      if (!runs[i].startSaid) answer("S %lld %d %d\n", runs[i].id, (int)runs[i].pid, runs[i].fewerLayers);
      runs[i].startSaid = 1;
      answer("X %lld %d %d %lld %ld %lld\n", runs[i].id, WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpuUs, usage.ru_maxrss, wallUs);
      runs[i].pid = 0;
      runs[i].gate = -1;
    }
  }
}

static int serve(pid_t judge) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) fail("parent-death signal");
  if (getppid() != judge) _exit(0);
  // The orphans of its launches and box preparations come back here and are reaped (reap() waits for any child): a
  // prepared box's keeper, killed once its namespaces are open, was left a zombie for the machine's PID 1, inside the
  // holder's PID namespace, whose end then waited for it (2 s at each judge's exit where PID 1 is slow to reap).
  (void)prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#ifdef SYS_pidfd_open
  serverPidfd = (int)syscall(SYS_pidfd_open, getpid(), 0);
#endif
  signal(SIGPIPE, SIG_IGN);
  signal(SIGINT, SIG_IGN);
  sigset_t child;
  sigemptyset(&child);
  sigaddset(&child, SIGCHLD);
  if (sigprocmask(SIG_BLOCK, &child, NULL) < 0) fail("block SIGCHLD");
  int children = signalfd(-1, &child, SFD_NONBLOCK | SFD_CLOEXEC);
  if (children < 0) fail("signalfd");
  for (int i = 0; i < MAX_RUNS; i++) runs[i].gate = runs[i].record = runs[i].usage = -1;
  // STONEBENCH_INIT_FIRST=off (passed on by the judge): every launch as before, for A/B benches and the old path's tests.
  const char *initFirst = getenv("STONEBENCH_INIT_FIRST");
  mayCloneInit = serverPidfd >= 0 && hasSysAdmin() && !(initFirst && strcmp(initFirst, "off") == 0);
  static char buffer[1 << 20];
  size_t held = 0;
  for (;;) {
    struct pollfd watched[MAX_RUNS + 2];
    int which[MAX_RUNS + 2], count = 0;
    watched[count] = (struct pollfd){0, POLLIN, 0}, which[count++] = -1;
    watched[count] = (struct pollfd){children, POLLIN, 0}, which[count++] = -2;
    for (int i = 0; i < MAX_RUNS; i++)
      if (runs[i].pid > 0 && runs[i].gate >= 0 && !runs[i].gateSaid) watched[count] = (struct pollfd){runs[i].gate, POLLIN, 0}, which[count++] = i;
    if (poll(watched, (nfds_t)count, -1) < 0) {
      if (errno == EINTR) continue;
      fail("poll");
    }
    for (int k = 0; k < count; k++) {
      if (!watched[k].revents) continue;
      if (which[k] == -2) {
        struct signalfd_siginfo info;
        while (read(children, &info, sizeof info) > 0) {
        }
        reap();
      } else if (which[k] >= 0) {
        struct served *run = &runs[which[k]];
        char byte;
        (void)!read(run->gate, &byte, 1);
        run->gateSaid = 1;
        if (run->startSaid) answer("R %lld\n", run->id);
        else answer("S %lld %d %d\nR %lld\n", run->id, (int)run->pid, run->fewerLayers, run->id);
        run->startSaid = 1;
      } else {
        ssize_t got = read(0, buffer + held, sizeof buffer - held);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
          // The judge is gone (or closed its end): every launch still running goes with it, and is reaped here before
          // this server ends (an init-first launch left unreaped held its holder's PID namespace, and so the holder,
          // until someone else reaped it: the judge's command ended with both still there).
          for (int i = 0; i < MAX_RUNS; i++)
            if (runs[i].pid > 0) kill(-runs[i].pid, SIGKILL);
          // Bounded (2 s): a child that somehow outlived its SIGKILL must not hold the judge's exit for ever.
          for (int waited = 0; waited < 2000;) {
            pid_t gone = waitpid(-1, NULL, WNOHANG);
            if (gone > 0) continue;
            if (gone < 0 && errno != EINTR) break;
            usleep(1000), waited++;
          }
          _exit(0);
        }
        held += (size_t)got;
        for (;;) {
          char *newline = memchr(buffer, '\n', held);
          if (!newline) {
            if (held == sizeof buffer) fail("a request too long");
            break;
          }
          char type = buffer[0];
          size_t size = (size_t)strtoull(buffer + 1, NULL, 10), header = (size_t)(newline - buffer) + 1;
          if (header + size > sizeof buffer) fail("a request too long");
          if (held < header + size) break;
          char *payload = buffer + header;
          if (type == 'L') startRun(payload, size);
          else if (type == 'G') {
            char idText[32];
            snprintf(idText, sizeof idText, "%.*s", (int)(size < 31 ? size : 31), payload);
            struct served *run = findRun(atoll(idText));
            if (run && run->gate >= 0) {
              (void)!write(run->gate, "g", 1);
              close(run->gate);
              run->gate = -1;
              clock_gettime(CLOCK_MONOTONIC, &run->started);
            }
          }
          memmove(buffer, buffer + header + size, held - header - size);
          held -= header + size;
        }
      }
    }
  }
}

/*
 * --plain <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> [--stack=<bytes>] [--] <program> [args…]: no
 * namespaces (the permission-model and off levels, where the machine gives none), only the kernel limits and the
 * kernel's count: fork, set the limits, exec; wait4 the program, write "<peak RSS KiB> <CPU µs>\n" to <usage-fd> and
 * end as it ended. Without it a program of a few milliseconds was judged from /proc samples taken every 10 ms: its
 * CPU read 0 ms and its memory 0.0 MiB, and one ending just past the time limit between two samples read under it.
 * The program stays in this process's group (the judge's kill of the group reaches it) and never holds <usage-fd>.
 * This process is the program's subreaper: what the program leaves behind comes back here, is counted, and is
 * killed when the program ends. SIGTERM (the judge's stop) kills the program and all of it, then counts as usual.
 */
static volatile sig_atomic_t stopAsked = 0;
static void onStop(int sig) {
  (void)sig;
  stopAsked = 1;
}

/* SIGKILL to every child of this process (the program, and what it left that came back here). */
static void killChildren(void) {
  char path[64], list[4096];
  snprintf(path, sizeof path, "/proc/self/task/%d/children", (int)getpid());
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  ssize_t got = read(fd, list, sizeof list - 1);
  close(fd);
  if (got <= 0) return;
  list[got] = 0;
  for (char *cursor = list, *end; *cursor; cursor = end) {
    long pid = strtol(cursor, &end, 10);
    if (end == cursor) break;
    if (pid > 1) kill((pid_t)pid, SIGKILL);
  }
}

/* --plain's end: wait for the program (or kill it, on the judge's SIGTERM), then kill and reap whatever it left
 * (they came back here as to a subreaper), adding their CPU to its own and keeping the largest peak; write the count
 * and end as the program ended. */
static int endPlain(pid_t child, int usageFd) {
  releaseStdio();
  int status = 0, killed = 0;
  struct rusage usage, more;
  // The stop is looked at before each wait too: a SIGTERM that came before the first wait interrupts none.
  for (;;) {
    if (stopAsked && !killed) kill(child, SIGKILL), killChildren(), killed = 1;
    if (wait4(child, &status, 0, &usage) >= 0) break;
    if (errno != EINTR) fail("wait4");
  }
  long long cpuUs = cpuUsOf(&usage);
  long maxRss = usage.ru_maxrss;
  for (;;) {
    killChildren();
    pid_t got = wait4(-1, NULL, 0, &more);
    if (got < 0) {
      if (errno == EINTR) continue;
      break;  // ECHILD: nothing left
    }
    cpuUs += cpuUsOf(&more);
    if (more.ru_maxrss > maxRss) maxRss = more.ru_maxrss;
  }
  char line[80];
  int length = snprintf(line, sizeof line, "%ld %lld\n", maxRss, cpuUs);
  if (!putUsage(usageFd, line, length)) fail("write the usage");
  signal(SIGTERM, SIG_DFL);
  signal(SIGINT, SIG_DFL);
  return endAs(status);
}

static int plain(int argc, char **argv) {
  if (argc < 8) {
    dprintf(2, "usage: %s --plain <cpu-s> <fsize-bytes> <nofile> <fds-kept> <usage-fd> [--stack=<bytes>] [--] <program> [args…]\n", argv[0]);
    return SETUP_FAILED;
  }
  unsigned long long kept = keepFdsBelow(argv[5]);
  int usageFd = (int)number(argv[6], "usage fd");
  if (usageFd < 3 || (unsigned long long)usageFd >= kept) {
    errno = EBADF;
    fail("usage fd");
  }
  struct limits limits = readLimits(argv + 2);
  int program = 7, hasStack = 0;
  unsigned long long stackBytes = 0;
  if (program < argc && strncmp(argv[program], "--stack=", 8) == 0) stackBytes = number(argv[program++] + 8, "--stack"), hasStack = 1;
  if (program < argc && strcmp(argv[program], "--") == 0) program++;
  if (program >= argc) {
    errno = EINVAL;
    fail("no program");
  }
  // What the program starts and leaves (a child that forks and exits, a daemon of its own session) comes back here
  // instead of to init: its CPU is counted and it ends with the program.
  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) < 0) fail("child subreaper");
  struct sigaction stop = {0};
  stop.sa_handler = onStop;
  sigemptyset(&stop.sa_mask);
  if (sigaction(SIGTERM, &stop, NULL) < 0 || sigaction(SIGINT, &stop, NULL) < 0) fail("sigaction");
  // A judge that dies (SIGKILL, a crash) stops the run as its SIGTERM does: without it, at these levels, a program that
  // slept (no CPU, so no RLIMIT_CPU) or looped outlived the command, adopted by init.
  if (prctl(PR_SET_PDEATHSIG, SIGTERM) < 0) fail("parent-death signal");
  pid_t child = fork();
  if (child < 0) fail("fork");
  if (child > 0) return endPlain(child, usageFd);
  signal(SIGTERM, SIG_DFL);
  signal(SIGINT, SIG_DFL);
  // And the program dies with this process, should it be killed outright.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) _exit(SETUP_FAILED);
  close(usageFd);
  setLimits(&limits, hasStack, stackBytes);
  execvp(argv[program], argv + program);
  fail(argv[program]);
  return SETUP_FAILED;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--serve") == 0) return serve((pid_t)number(argv[2], "judge pid"));
  if (argc >= 2 && strcmp(argv[1], "--plain") == 0) return plain(argc, argv);
  return launch(argc, argv);
}
