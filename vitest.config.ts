import { defineConfig } from "vitest/config";
import { availableParallelism, loadavg } from "node:os";
import HeavyFirstSequencer from "./test/heavy-first-sequencer";

const cores = availableParallelism();
// STONEBENCH_TEST_WORKERS overrides the choice (for measuring the suite's wall time against its worker count).
const WORKERS = Number(process.env.STONEBENCH_TEST_WORKERS) || cores + 1;
console.log(`vitest: ${WORKERS} workers on ${cores} cores (load average ${loadavg()[0]!.toFixed(1)})`);

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The largest inputs are generated cases: made once here in a fresh clone, not by the first tests that judge them.
    globalSetup: ["test/global-setup.ts"],
    // One worker more than the cores. The suite is bound by CPU, but its files also wait (an interactive exchange's
    // relay, an idleness limit, a hard deadline, each file's start), and a third worker fills those waits on two cores.
    // Measured on two idle cores from fresh clones: two workers 1,310 s and four 1,351 s (2026-11-29 morning, four
    // using 10% more CPU); three 1,087 s for all of npm test that afternoon, kernel accounting putting the machine at
    // 1.81 of its 2 cores against 1.68 with two. (The load average chose the count before; after npm ci it was rarely
    // low enough, so CI's count varied from run to run.)
    maxWorkers: WORKERS,
    // The longest files first, so that none is left running alone at the end.
    sequence: { sequencer: HeavyFirstSequencer },
    // Judge runs in tests skip the background type-check note (each would start tsc); its own test turns it back on.
    env: { STONEBENCH_TYPECHECK: "0" },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
