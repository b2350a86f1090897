import { defineConfig } from "vitest/config";
import { availableParallelism, loadavg } from "node:os";
import HeavyFirstSequencer from "./test/heavy-first-sequencer";

const cores = availableParallelism();
// STONEBENCH_TEST_WORKERS overrides the choice (for measuring the suite's wall time against its worker count).
const WORKERS = Number(process.env.STONEBENCH_TEST_WORKERS) || (loadavg()[0]! < cores / 2 ? cores + 2 : cores);
console.log(`vitest: ${WORKERS} workers on ${cores} cores (load average ${loadavg()[0]!.toFixed(1)})`);

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The largest inputs are generated cases: made once here in a fresh clone, not by the first tests that judge them.
    globalSetup: ["test/global-setup.ts"],
    // End-to-end tests start real processes: one worker per core, and two more on an otherwise idle machine (CI), where
    // they fill the gaps while a file starts (about a second each) and while tests wait on the wall clock (TLE, ILE,
    // an interactive game's turns, deadlines). Measured 2026-11-29 on two cores: with four workers the suite's own CPU
    // was 63% of the two cores' time (1,710 CPU-s in 1,365 s), so it waits more than it computes; CI took 1,274 s with
    // three. On a busy machine they would only add load.
    maxWorkers: WORKERS,
    // The longest files first, so that none is left running alone at the end.
    sequence: { sequencer: HeavyFirstSequencer },
    // Judge runs in tests skip the background type-check note (each would start tsc); its own test turns it back on.
    env: { STONEBENCH_TYPECHECK: "0" },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
