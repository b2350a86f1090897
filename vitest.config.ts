import { defineConfig } from "vitest/config";
import HeavyFirstSequencer from "./test/heavy-first-sequencer";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The largest inputs are generated cases: made once here in a fresh clone, not by the first tests that judge them.
    globalSetup: ["test/global-setup.ts"],
    // End-to-end tests start real processes on CI's two cores. A third worker fills the gaps while a file starts (about
    // a second each, 118 files) and while tests wait on the wall clock (TLE, deadlines): two left the machine idle 12%
    // of a run. The tests hold at twice this load (two suites side by side).
    maxWorkers: 3,
    // The longest files first, so that none is left running alone at the end.
    sequence: { sequencer: HeavyFirstSequencer },
    // Judge runs in tests skip the background type-check note (each would start tsc); its own test turns it back on.
    env: { STONEBENCH_TYPECHECK: "0" },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
