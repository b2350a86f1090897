import type { NodeLaunch } from "../languages/launch";

/** A built Node solution as an interactive side: the preload reports on fd 3; there is no go gate in an interactive run. */
export function nodeSolutionLaunch(program: string, stackBytes?: number): NodeLaunch {
  return { kind: "node", program, ...(stackBytes ? { stackBytes } : {}) };
}
