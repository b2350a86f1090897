import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { ECHO_PACKAGE } from "../helpers/echo-package";
import { missingToolchain } from "../languages/language-fixtures";

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

// The same for a package's submission: its TLE label comes from the package's time_limit_exceeded/ folder, set by the
// judges' timing on their machine, and foodprocessor2-hc.cc (RMRC 2022) still read "weak test set … add a case that
// catches it", advice no case can follow when this machine is the faster one. Such a failure now says whose label it
// is and both readings. A package in that shape, in our own words.
const PACKAGE: Record<string, string> = {
  ...ECHO_PACKAGE,
  "submissions/time_limit_exceeded/meant_slow.py": "print(int(input()))\n",
};

const noPython = await missingToolchain("python");
describe.skipIf(noPython !== undefined)("verify: a package's submission labelled TLE by its folder that passes every case", () => {
  it("names the package's folder and the judges' timing, not a weak test set", async () => {
    const scratch = makeTempDir("tle-passes-package");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "echo");
      writeFiles(dir, PACKAGE);
      const env = { STONEBENCH_ROOT: project.root };
      expect((await runCommand("import", [dir], { env })).exitCode).toBe(0);
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--jobs", "1"], { env });
      expect(stdout).toMatch(/echo wrong\/meant_slow\.py: expected TLE or ILE \(the package's submissions\/time_limit_exceeded\/\), but it passes every case here \(its slowest case, [^,]+, took \d+ ms of CPU, \d+% of the 1000 ms limit\).*; the package's judges labelled it by its times on their machine, and this one may be faster \(then no case here makes the label true\), or the cases miss its slowness/);
      expect(stdout).not.toMatch(/meant_slow\.py: weak test set/);
      expect(exitCode).toBe(1);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 240_000);
});
