import { afterEach, describe, expect, it } from "vitest";
import { makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// Two cases: the solution prints debugging on stderr; it answers case 1 right and case 2 wrong.
const PROJECT = {
  "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
  "problems/echo/statement.md": "# Echo\n",
  "solutions/echo/main.ts":
    'import { readFileSync } from "node:fs";\nconst n = readFileSync(0, "utf8").trim();\nconsole.error(`debug: read ${n}`);\nprocess.stdout.write(n === "1" ? "1\\n" : "wrong answer here\\n");\n',
  "cases/echo/1.in": "1\n",
  "cases/echo/1.out": "1\n",
  "cases/echo/2.in": "2\n",
  "cases/echo/2.out": "2\n",
};

async function judge(args: string[]) {
  const project = makeProject(PROJECT);
  cleanup = project.cleanup;
  return runCommand("judge", ["echo", ...args], { env: { STONEBENCH_ROOT: project.root } });
}

describe("debugging output of judge", () => {
  it("shows the stderr tail under a WA case, not under an AC one", async () => {
    const result = await judge([]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("debug: read 2");
    expect(result.stdout).not.toContain("debug: read 1");
  });

  it("with --stderr shows it under every case", async () => {
    const result = await judge(["--stderr"]);
    expect(result.stdout).toContain("debug: read 1");
    expect(result.stdout).toContain("debug: read 2");
  });

  it("with --show prints the input and the whole output of the failing case only", async () => {
    const result = await judge(["--show"]);
    const [, afterCase2] = result.stdout.split(/\n\s+2\s+WA/);
    expect(afterCase2).toMatch(/input \(2 bytes\):\n\s+│ 2\n/);
    expect(afterCase2).toMatch(/output \(18 bytes\):\n\s+│ wrong answer here\n/);
    expect(result.stdout.split(/\n\s+2\s+WA/)[0]).not.toContain("input (");
  });

  it("--show-limit cuts the output and says how many bytes were left out", async () => {
    const result = await judge(["--show-limit", "5"]);
    expect(result.stdout).toMatch(/│ wrong\n\s+… \(13 more bytes/);
  });
});
