import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// RMRC 2022's foodprocessor (icpc/na-rocky-mountain-2022-2023-public) labels foodprocessor2-hc.cc time_limit_exceeded,
// and here it passed every case: verify said only "weak test set: expected TLE or ILE, but it passes every case; add a
// case that catches it", though it took 406 ms of the 1000 ms limit, slower than every accepted submission: a solution
// its judges timed on other machines, not a mistake the cases miss. The failure now gives its slowest case's CPU time
// against the limit, so the two can be told apart. The echo problem, a TLE-labelled solution that echoes (passes).
const files = {
  ...ECHO_PROBLEM,
  "cases/echo/2.in": "2\n",
  "cases/echo/2.out": "2\n",
  "solutions/echo/wrong/slow.ts": '// expect: TLE (meant to be slow)\nimport { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n',
};

describe("verify: a solution labelled TLE that passes every case", () => {
  it("says how long its slowest case took against the time limit", async () => {
    const project = makeProject(files);
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--jobs", "1"], { env: { STONEBENCH_ROOT: project.root } });
      expect(stdout).toMatch(/echo wrong\/slow\.ts: weak test set: expected TLE, but it passes every case; add a case that catches it \(its slowest case, [12], took \d+ ms of CPU, \d+% of the 1000 ms limit\)/);
      expect(exitCode).toBe(1);
    } finally {
      project.cleanup();
    }
  }, 240_000);
});
