import { defineConfig } from "vitest/config";
import { availableParallelism, loadavg } from "node:os";
import HeavyFirstSequencer from "./test/heavy-first-sequencer";

const cores = availableParallelism();
// STONEBENCH_TEST_WORKERS overrides the choice (for measuring the suite's wall time against its worker count).
const WORKERS = Number(process.env.STONEBENCH_TEST_WORKERS) || cores;
console.log(`vitest: ${WORKERS} workers on ${cores} cores (load average ${loadavg()[0]!.toFixed(1)})`);

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The largest inputs are generated cases: made once here in a fresh clone, not by the first tests that judge them.
    globalSetup: ["test/global-setup.ts"],
    // One worker per core. The suite is bound by CPU, not by its waits: measured 2026-11-29 on two idle cores from fresh
    // clones, two workers took 1,310 s and four 1,351 s (the four used 10% more CPU, each file twice as long), and
    // kernel process accounting put the machine at 1.8 of its 2 cores throughout. (The load average chose more workers
    // before; after npm ci it was rarely low enough, so CI's count varied from run to run.)
    maxWorkers: WORKERS,
    // The longest files first, so that none is left running alone at the end.
    sequence: { sequencer: HeavyFirstSequencer },
    // Judge runs in tests skip the background type-check note (each would start tsc); its own test turns it back on.
    env: { STONEBENCH_TYPECHECK: "0" },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
