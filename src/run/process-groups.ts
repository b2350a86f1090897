// Every solution runs in its own process group; this registry lets the judge kill them all on the way out.
const liveGroups = new Set<number>();

export function trackGroup(pid: number): void {
  liveGroups.add(pid);
}

/** Kills a solution's whole group (the solution and anything it spawned). */
export function killGroup(pid: number): void {
  // ESRCH (the group already gone) is the usual end, once a case: its exception without a stack trace costs a tenth.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: the group is already gone.
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function releaseGroup(pid: number): void {
  killGroup(pid);
  liveGroups.delete(pid);
}

/**
 * Stops a run: the whole group at once, or, for a launcher that stops its program itself (launcher.c's --plain, the
 * program's subreaper), SIGTERM to the launcher, which kills the program and whatever it left in other groups and
 * sessions, counts them and exits; the group is killed anyway a moment later, should the launcher not be there.
 */
export function stopGroup(pid: number, byTerm: boolean): void {
  if (!byTerm) return releaseGroup(pid);
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    // Gone already.
  }
  setTimeout(() => releaseGroup(pid), 2000).unref();
}

export function killAllGroups(): void {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}

process.on("exit", killAllGroups);
