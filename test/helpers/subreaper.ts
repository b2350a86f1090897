// A child subreaper (perl's prctl) that runs a command and reaps as an init does: whatever the command started and did
// not wait for is reparented to it, and is seen the moment the command exits (a `ps` a few seconds later misses it).

const PRCTL: Partial<Record<NodeJS.Architecture, number>> = { x64: 157, arm64: 167, riscv64: 167, loong64: 167 };
/** prctl's syscall number here, for the script's first argument. */
export const PRCTL_NUMBER = PRCTL[process.arch];
/** Why these tests cannot run here, or undefined. */
export const cannotSubreap = PRCTL_NUMBER === undefined ? `prctl's syscall number for ${process.arch} is not listed` : undefined;

// `perl -e SUBREAPER <prctl> <command…>`: it ignores the group's signal (the command gets it); it says each orphan it
// reaps while the command runs ("orphan: <pid>"), then, the command reaped, what is still its child ("left: <pid>
// (<name>) <state>"), kills and reaps those, and exits with the command's status (128 + a signal's number).
export const SUBREAPER = String.raw`
my $nr = shift @ARGV;
syscall($nr, 36, 1, 0, 0, 0) == 0 or die "cannot become a child subreaper: $!\n";
my $command = fork() // die "cannot fork: $!\n";
if ($command == 0) { exec(@ARGV) or die "cannot run $ARGV[0]: $!\n" }
$SIG{$_} = 'IGNORE' for qw(INT TERM HUP);
my $status = 0;
for (;;) { my $pid = waitpid(-1, 0); last if $pid < 0; if ($pid == $command) { $status = $?; last } print STDERR "orphan: $pid\n" }
open(my $list, "<", "/proc/$$/task/$$/children") or die "no children list: $!\n";
my @pids = split " ", (<$list> // "");
for my $pid (@pids) { if (open(my $stat, "<", "/proc/$pid/stat")) { my $line = <$stat>; $line =~ /^(\d+ \(.*\) \S)/; print STDERR "left: $1\n" } }
kill 9, @pids;
1 while waitpid(-1, 0) > 0;
exit(($status & 127) ? 128 + ($status & 127) : $status >> 8);
`;
