import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";

// A user of oj, cph or BAPCtools types the names they know: export's folder as --out (it is --kattis), oj's --tle for
// the time limit, -d for the cases' folder, --generator for stress's --gen. Each was "Unknown option" alone, since
// none is near its name here by spelling; the option meant is now named, with its value and what it does.
describe("an option named as other tools name it", () => {
  const project = tempProjectPerTest();

  it.each([
    ["export", ["sum", "--out", "pkg"], 'Unknown option "--out"; did you mean --kattis <dir>, the package folder to write?'],
    ["judge", ["sum", "--tle", "2000"], 'Unknown option "--tle"; did you mean --tl <ms>, time limit in ms?'],
    ["judge", ["sum", "--memory-limit", "256"], 'Unknown option "--memory-limit"; did you mean --ml <MiB>, memory limit in MiB?'],
    ["judge", ["sum", "-d", "tests"], 'Unknown option "-d"; did you mean --cases <dir>, take .in/.out pairs from this folder instead of cases/<id>/?'],
    ["submit", ["sum", "--file", "a.cpp"], 'Unknown option "--file"; did you mean --solution <file>, submit this file instead of solutions/<id>/main.ts, in any language?'],
    ["stress", ["sum", "--generator", "gen.py"], 'Unknown option "--generator"; did you mean --gen <gen>, the generator?'],
  ])("%s %j", async (command, args, said) => {
    writeFiles(project.root, { "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n" });
    const result = await runCommand(command, args, project);
    expect(result.code).toBe(2);
    expect(result.stderr.split("\n")[0]).toBe(`error: ${said}`);
  });

  it("a misspelling still gets the nearest name", async () => {
    const result = await runCommand("judge", ["sum", "--soluton", "a.cpp"], project);
    expect(result.stderr).toMatch(/Unknown option "--soluton"; did you mean --solution\?/);
  });
});
