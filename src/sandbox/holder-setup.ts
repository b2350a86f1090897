import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * What the holder runs, as root of its fresh namespaces, before it waits: every mount read-only (walking mountinfo,
 * so /dev/shm, /proc, /sys and the rest are covered, not just /), the folders where Unix sockets live hidden under an
 * empty tmpfs with the folders to keep bound back, and a /proc of its PID namespace (each process mounts its own over
 * it, sandboxed-argv.ts; until then unshare needs it writable for its uid map). It then writes one byte to stdout
 * (ready) and waits on stdin: when the judge goes, its stdin closes and it exits, and with it its PID namespace.
 *
 * One perl process doing mount(2) itself takes a few ms; the shell fallback forks `mount` per mount line (150-300 ms).
 */
export function holderCommand(keep: string[], path = process.env.PATH ?? "/usr/bin:/bin"): string[] {
  const perl = findOnPath("perl", path);
  const mountNumber = MOUNT_SYSCALL[process.arch];
  if (perl && mountNumber !== undefined) return [perl, "-e", PERL_SETUP, String(mountNumber), ...keep];
  return ["/bin/sh", "-c", `${SHELL_SETUP}\necho ready\nread _`, "holder", ...keep];
}

// mount(2)'s number per Linux architecture (Node's process.arch); elsewhere the shell fallback runs.
const MOUNT_SYSCALL: Partial<Record<NodeJS.Architecture, number>> = { x64: 165, arm64: 40, riscv64: 40, loong64: 40, ia32: 21, arm: 21, ppc64: 21, s390x: 21 };

function findOnPath(name: string, path: string): string | undefined {
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

// perl-base is essential on Debian and Ubuntu; no module is loaded. A remount keeps each mount's nosuid, nodev, noexec
// and nosymfollow (mountinfo's field 6; the kernel refuses to drop a locked one in a user namespace) and, given no atime
// flag, its atime flags. Exit codes and messages are the shell version's.
const PERL_SETUP = String.raw`
my ($nr, @keep) = @ARGV; $nr += 0;
my ($RDONLY, $NOSUID, $NODEV, $NOEXEC, $NOSYMFOLLOW, $REMOUNT, $BIND, $REC, $PRIVATE) = (1, 2, 4, 8, 256, 32, 4096, 16384, 262144);
sub mnt { my ($source, $target, $type, $flags, $data) = @_; syscall($nr, $source, $target, $type, $flags + 0, $data) == 0 }
sub fail { print STDERR "$_[1]: $!\n"; exit $_[0] }
mnt("none", "/", 0, $REC | $PRIVATE, 0) or fail(3, "cannot make / private");
my @fds;
for my $keep (@keep) { open(my $fd, "<", $keep) or fail(6, "cannot open $keep"); push @fds, $fd }
for my $hide ("/tmp", "/run", "/var/tmp", "/dev/shm", "/dev/mqueue") {
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
  mnt("none", "$point", 0, $flags, 0) or fail(5, "cannot make $point read-only");
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
mount --make-rprivate / || exit 3
fd=3; for keep in "$@"; do eval "exec $fd<\\"\\$keep\\"" || exit 6; fd=$((fd + 1)); done
for hide in /tmp /run /var/tmp /dev/shm /dev/mqueue; do
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
  mount -o remount,bind,ro "$mp" 2>/dev/null || { echo "cannot make $mp read-only" >&2; exit 5; }
done < /proc/self/mountinfo
mount -t proc -o nosuid,nodev,noexec proc /proc || { echo "cannot mount /proc" >&2; exit 4; }
`;
