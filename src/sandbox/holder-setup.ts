import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * The argv that starts the holder: PID 1 of fresh user, mount, network, IPC and PID namespaces, as their root (the
 * judge's own uid mapped to 0: an unprivileged judge can map nothing else; setgroups denied), dying with the judge.
 * It sets them up (every mount read-only, walking mountinfo so /dev/shm, /proc, /sys and the rest are covered, not
 * just /; the folders where Unix sockets live hidden under an empty tmpfs with the folders to keep bound back; a
 * /proc of its PID namespace, which each process mounts its own over, sandboxed-argv.ts, and until then unshare needs
 * writable for its uid map), writes one byte to stdout (ready) and waits on stdin: when the judge goes, its stdin
 * closes and it exits, and with it its PID namespace.
 *
 * perl does all of it in one process with the syscalls themselves (about 4 ms); without perl or the syscall numbers,
 * setpriv, unshare and sh with `mount` per mount line do (150-300 ms here: one exec each).
 */
export function holderCommand(keep: string[], path = process.env.PATH ?? "/usr/bin:/bin"): string[] {
  const perl = findOnPath("perl", path);
  const numbers = SYSCALLS[process.arch];
  const ids = [String(process.getuid?.() ?? 0), String(process.getgid?.() ?? 0)];
  // STONEBENCH_HOLDER=sh forces the fallback (its test; a machine whose perl misbehaves).
  if (perl && numbers && process.env.STONEBENCH_HOLDER !== "sh") return [perl, "-e", PERL_HOLDER, ...numbers.map(String), ...ids, ...keep];
  // setpriv: unshare dies with the judge; --kill-child: the holder (and its PID namespace) with unshare.
  const namespaces = ["unshare", "--user", "--map-root-user", "--mount", "--net", "--ipc", "--pid", "--fork", "--kill-child", "--propagation", "private", "--"];
  return ["setpriv", "--pdeathsig", "KILL", "--", ...namespaces, "/bin/sh", "-c", `${SHELL_SETUP}\necho ready\nread _`, "holder", ...keep];
}

// mount(2), unshare(2) and prctl(2) per Linux architecture (Node's process.arch); elsewhere the fallback runs.
const SYSCALLS: Partial<Record<NodeJS.Architecture, [number, number, number]>> = {
  x64: [165, 272, 157],
  arm64: [40, 97, 167],
  riscv64: [40, 97, 167],
  loong64: [40, 97, 167],
  ia32: [21, 310, 172],
  arm: [21, 337, 172],
  ppc64: [21, 282, 171],
  s390x: [21, 303, 172],
};

export function findOnPath(name: string, path: string): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not here.
    }
  }
  return undefined;
}

// perl-base is essential on Debian and Ubuntu; no module is loaded. What setpriv --pdeathsig and unshare --fork
// --kill-child --map-root-user did: this process dies with the judge, unshares, maps, forks the holder (PID 1, dying
// with this process) and waits for it. A remount keeps each mount's nosuid, nodev, noexec and nosymfollow
// (mountinfo's field 6; the kernel refuses to drop a locked one in a user namespace) and, given no atime flag, its
// atime flags. Exit codes and messages are the shell version's.
/** Folders the holder covers with an empty tmpfs (Unix sockets and others' scratch files live there): no program it starts sees them. */
export const HIDDEN_FOLDERS = ["/tmp", "/run", "/var/tmp", "/dev/shm", "/dev/mqueue"];

const PERL_HOLDER = String.raw`
my ($nr, $unshare, $prctl, $uid, $gid, @keep) = @ARGV; $_ += 0 for $nr, $unshare, $prctl;
my ($RDONLY, $NOSUID, $NODEV, $NOEXEC, $NOSYMFOLLOW, $REMOUNT, $BIND, $REC, $PRIVATE) = (1, 2, 4, 8, 256, 32, 4096, 16384, 262144);
sub mnt { my ($source, $target, $type, $flags, $data) = @_; syscall($nr, $source, $target, $type, $flags + 0, $data) == 0 }
sub fail { print STDERR "$_[1]: $!\n"; exit $_[0] }
sub dieWithParent { syscall($prctl, 1, 9, 0, 0, 0) == 0 or fail(2, "cannot set the parent-death signal") }
sub put { my ($file, $text) = @_; open(my $fd, ">", $file) or fail(2, "cannot open $file"); print $fd $text or fail(2, "cannot write $file"); close $fd or fail(2, "cannot write $file") }
dieWithParent();
# CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWNET, CLONE_NEWIPC, CLONE_NEWPID
syscall($unshare, 0x10000000 | 0x00020000 | 0x40000000 | 0x08000000 | 0x20000000) == 0 or fail(2, "cannot unshare");
put("/proc/self/setgroups", "deny");
put("/proc/self/gid_map", "0 $gid 1");
put("/proc/self/uid_map", "0 $uid 1");
# No System V IPC in the holder's IPC namespace, which every box shares: a segment outlives the run that made it,
# outside every memory count. Its limits are this namespace's own sysctls (writable here since Linux 5.17).
# POSIX message queues the same (fs/mqueue/queues_max, also the namespace's own; a queue made in one case was opened
# by the next).
for my $limit (["kernel/shmmni", "0"], ["kernel/msgmni", "0"], ["kernel/sem", "0 0 0 0"], ["fs/mqueue/queues_max", "0"]) {
  if (open(my $fd, ">", "/proc/sys/$limit->[0]")) { print $fd $limit->[1]; close $fd }
}
my $holder = fork() // fail(2, "cannot fork");
if ($holder) { waitpid($holder, 0); exit(($? & 127) ? 128 + ($? & 127) : $? >> 8) }
dieWithParent();
mnt("none", "/", 0, $REC | $PRIVATE, 0) or fail(3, "cannot make / private");
my @fds;
for my $keep (@keep) { open(my $fd, "<", $keep) or fail(6, "cannot open $keep"); push @fds, $fd }
for my $hide (${HIDDEN_FOLDERS.map((folder) => `"${folder}"`).join(", ")}) {
  next unless -d $hide && !-l $hide;
  mnt("stonebench-hidden", $hide, "tmpfs", $NOSUID | $NODEV | $NOEXEC, "size=64k,mode=755") or fail(7, "cannot hide $hide");
}
for my $i (0 .. $#keep) {
  my $dir = "";
  for (grep { length } split m{/}, $keep[$i]) { $dir .= "/$_"; mkdir $dir }
  mnt("/proc/self/fd/" . fileno($fds[$i]), $keep[$i], 0, $BIND, 0) or fail(8, "cannot keep $keep[$i] visible");
}
close $_ for @fds;
open(my $info, "<", "/proc/self/mountinfo") or fail(5, "cannot read mountinfo");
my @mounts = <$info>;
close $info;
for (@mounts) {
  my (undef, undef, undef, undef, $point, $options) = split / /;
  my %has = map { $_ => 1 } split /,/, $options;
  next if $has{ro};
  $point =~ s/\\([0-7]{3})/chr(oct($1))/ge;
  my $flags = $REMOUNT | $BIND | $RDONLY;
  $flags |= $NOSUID if $has{nosuid};
  $flags |= $NODEV if $has{nodev};
  $flags |= $NOEXEC if $has{noexec};
  $flags |= $NOSYMFOLLOW if $has{nosymfollow};
  next if mnt("none", "$point", 0, $flags, 0);
  # A mount below a hidden folder (systemd's /run/user/<uid>, a tmpfs under /tmp) lies under its empty tmpfs, and the
  # keep binds are not recursive: no path reaches it, and the path names nothing (ENOENT) or no mount (EINVAL).
  next if grep { index($point, "$_/") == 0 } (${HIDDEN_FOLDERS.map((folder) => `"${folder}"`).join(", ")});
  fail(5, "cannot make $point read-only");
}
mnt("proc", "/proc", "proc", $NOSUID | $NODEV | $NOEXEC, 0) or fail(4, "cannot mount /proc");
$| = 1;
print "r";
sysread(STDIN, my $byte, 1);
`;

// The same in sh with util-linux's mount: the fallback where perl or the syscall number is missing. The keep folders
// are opened as fds 3-9 before the hiding, and bound back from /proc/self/fd/N (mount -c keeps that path as it is,
// so the kernel follows it to the original).
const SHELL_SETUP = `
echo 0 > /proc/sys/kernel/shmmni 2>/dev/null; echo 0 > /proc/sys/kernel/msgmni 2>/dev/null; echo "0 0 0 0" > /proc/sys/kernel/sem 2>/dev/null; echo 0 > /proc/sys/fs/mqueue/queues_max 2>/dev/null
mount --make-rprivate / || exit 3
fd=3; for keep in "$@"; do eval "exec $fd<\\"\\$keep\\"" || exit 6; fd=$((fd + 1)); done
for hide in ${HIDDEN_FOLDERS.join(" ")}; do
  [ -d "$hide" ] && [ ! -L "$hide" ] || continue
  mount -t tmpfs -o nosuid,nodev,noexec,size=64k,mode=755 stonebench-hidden "$hide" || { echo "cannot hide $hide" >&2; exit 7; }
done
fd=3; for keep in "$@"; do
  mkdir -p "$keep" && mount -c --bind "/proc/self/fd/$fd" "$keep" || { echo "cannot keep $keep visible" >&2; exit 8; }
  fd=$((fd + 1))
done
fd=3; for keep in "$@"; do eval "exec $fd<&-"; fd=$((fd + 1)); done
while read -r _ _ _ _ mp opts _; do
  case ",$opts," in *,ro,*) continue;; esac
  mp=$(printf '%b' "$mp")
  mount -o remount,bind,ro "$mp" 2>/dev/null && continue
  # Below a hidden folder: covered by its tmpfs and not carried by the keep binds (as in the perl version).
  case "$mp" in ${HIDDEN_FOLDERS.map((folder) => `${folder}/*`).join("|")}) continue;; esac
  echo "cannot make $mp read-only" >&2; exit 5
done < /proc/self/mountinfo
mount -t proc -o nosuid,nodev,noexec proc /proc || { echo "cannot mount /proc" >&2; exit 4; }
`;
