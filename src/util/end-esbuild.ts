import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * esbuild's service is a child process that ends by itself only after this one does (EOF on its stdin), and it holds
 * our stderr until then: a command that built something ended with the service still there. When the command has
 * nothing left to do, the service is stopped and waited for until it is reaped, so nothing outlives the command.
 */
export function endEsbuildOnExit(esbuild: { stop(): void }): void {
  if (hooked.has(esbuild)) return;
  hooked.add(esbuild);
  let ending = false;
  process.on("beforeExit", () => {
    if (ending) return;
    ending = true;
    esbuild.stop();
    void untilGone("esbuild");
  });
}

const hooked = new WeakSet<object>();

/** Keeps the event loop (which reaps them) running until no child of this process is named `name`, for at most 2 s. */
export async function untilGone(name: string): Promise<void> {
  for (let waited = 0; waited < 2000 && childrenNamed(name) > 0; waited++) await sleep(1);
}

function childrenNamed(name: string): number {
  let count = 0;
  try {
    for (const pid of readFileSync(`/proc/self/task/${process.pid}/children`, "latin1").split(" ")) {
      if (!pid.trim()) continue;
      try {
        const stat = readFileSync(`/proc/${pid.trim()}/stat`, "latin1");
        if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === name) count++;
      } catch {
        // Reaped meanwhile.
      }
    }
  } catch {
    // No /proc: nothing to wait for here.
  }
  return count;
}
