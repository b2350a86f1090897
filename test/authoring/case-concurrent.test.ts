import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "./helpers/temp-project";

// Two `case` commands at once (a shell loop with &): both numbered their case 01 while the main computed the output,
// and the second failed "cases/sum/01.in already exists; nothing was written … run the command again". A number that
// nobody gave now moves on to the next free one; a --name given still refuses.
const has = (tool: string): boolean => {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe("two case commands at once", () => {
  const project = tempProjectPerTest();

  it("each case gets a number of its own, both written whole", async (context) => {
    if (!has("pypy3") && !has("python3")) return context.skip();
    writeFiles(project.root, {
      "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
      "problems/sum/statement.md": "# Sum\n",
      // Slow on purpose (a wall wait, no CPU): both commands have numbered their case before either writes it.
      "solutions/sum/main.py": "import sys, time\na, b = map(int, sys.stdin.read().split())\ntime.sleep(3)\nprint(a + b)\n",
    });
    const [first, second] = await Promise.all([
      runCommand("case", ["sum", "--in", "-"], { ...project, input: "2 3\n", timeoutMs: 120_000 }),
      runCommand("case", ["sum", "--in", "-"], { ...project, input: "4 5\n", timeoutMs: 120_000 }),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    const dir = join(project.root, "cases/sum");
    expect(readdirSync(dir).filter((name) => /\.(in|out)$/.test(name)).sort()).toEqual(["01.in", "01.out", "02.in", "02.out"]);
    const pairs = ["01", "02"].map((name) => `${readFileSync(join(dir, `${name}.in`), "utf8").trim()} -> ${readFileSync(join(dir, `${name}.out`), "utf8").trim()}`).sort();
    expect(pairs).toEqual(["2 3 -> 5", "4 5 -> 9"]);
    // Both outputs came from main: both are listed as proving nothing (each its own line, neither lost).
    expect(readFileSync(join(dir, ".from-main"), "utf8").split("\n").filter(Boolean).map((line) => line.split(" ")[0]).sort()).toEqual(["01", "02"]);
  });
});
