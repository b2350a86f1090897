import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { hostileHarness } from "../helpers/hostile-harness";
import { writeFiles } from "../authoring/helpers/temp-project";

// A package's checktestdata scripts run on our interpreter under the package's own validation_* limits, end to end
// through import and verify: an endless loop stops at validation_time, an array of huge numbers at
// validation_memory, a power too large is the script's own error; a sound .ctd beside them still judges. No
// toolchain is needed (the interpreter is Node), so this runs on every machine.
const MARK = `stonebench-hostile-ctd-${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-ctd-validators", MARK);

describe("hostile checktestdata input validators, stopped by the package's validation_* limits", { timeout: 240_000 }, () => {
  it("endless loop, memory hog, huge power: each a failure naming the limit and the key; the sound one judges", async () => {
    const root = scratch(`${MARK}-project-`);
    const pack = join(scratch(`${MARK}-package-`), "hostile");
    writeFiles(pack, {
      "problem.yaml": "problem_format_version: 2023-07-draft\nname: Hostile\nlimits:\n  time_limit: 1\n  validation_time: 1\n  validation_memory: 200\n",
      "data/sample/1.in": "1 2\n",
      "data/sample/1.ans": "3\n",
      "data/secret/1.in": "2 20\n",
      "data/secret/1.ans": "22\n",
      "submissions/accepted/add.js": "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);\nconsole.log(a + b);\n",
      "input_validators/digits.ctd": "INT(1, 9) SPACE INT(1, 9) NEWLINE\n",
      "input_validators/endless.ctd": "WHILE(1 == 1) END\n",
      "input_validators/hog.ctd": "SET(b = 10^(10^6)) REPI(i, 10^12) SET(a[i] = b + i) END\n",
      "input_validators/power.ctd": "INT(1, 9, n) SPACE INT(1, 99) NEWLINE SET(x = n^(10^15))\n",
    });
    const env = { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir };
    mkdirSync(join(root, "problems"), { recursive: true });
    const imported = await runCommand("import", [pack], { cwd: root, env, timeoutMs: 120_000 });
    expect(imported.exitCode, imported.stderr).toBe(0);
    const verified = await runCommand("verify", ["hostile", "--jobs", "2"], { cwd: root, env, timeoutMs: 200_000 });
    const said = verified.stdout + verified.stderr;
    expect([0, 1], said).toContain(verified.exitCode);
    expect(said).not.toMatch(/internal error|    at |not run/);
    const problemYaml = "problems/hostile/kattis/problem.yaml";
    const about = (shown: string, validator: string) => `${shown.replace(/\./g, "\\.")} \\(case \\S+\\): the input validator problems/hostile/kattis/input_validators/${validator}`;
    for (const shown of ["data/sample/1.in", "data/secret/1.in"]) {
      expect(said).toMatch(new RegExp(`${about(shown, "endless.ctd")} was stopped: over 1 s of CPU \\(validation_time of ${problemYaml}\\)`));
      expect(said).toMatch(new RegExp(`${about(shown, "hog.ctd")} was stopped: over 200 MiB of memory \\(validation_memory of ${problemYaml}\\)`));
    }
    // power.ctd: 1^(10^15) is 1 (the sample passes); 2^(10^15) is the script's error, not a verdict on the input.
    expect(said).toMatch(new RegExp(`${about("data/secret/1.in", "power.ctd")} failed: .*error in the script: a power would have more than the \\d+ decimal digits this checktestdata allows \\(in SET\\(x = n\\^\\(10\\^15\\)\\), line 1 of the script\\)`));
    expect(said).not.toMatch(new RegExp(about("data/sample/1.in", "power.ctd")));
    // The sound script judges: it rejects 20 (character 5, after the number, as checktestdata points).
    expect(said).toMatch(/data\/secret\/1\.in \(case \S+\) is rejected by input_validators\/digits\.ctd \(exit 43: ERROR: line 1 character 5 of the input doesn't match INT\(1, 9\) \(line 1 of the script\): value 20 out of range \[1, 9\]\)/);
  });
});
