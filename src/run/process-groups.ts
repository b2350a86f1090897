// Every solution runs in its own process group; this registry lets the judge kill them all on the way out.
const liveGroups = new Set<number>();

export function trackGroup(pid: number): void {
  liveGroups.add(pid);
}

/** Kills a solution's whole group (the solution and anything it spawned). */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: the group is already gone.
  }
}

export function releaseGroup(pid: number): void {
  killGroup(pid);
  liveGroups.delete(pid);
}

export function killAllGroups(): void {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}

process.on("exit", killAllGroups);
