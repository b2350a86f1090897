import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { cleanEnv, makeProject, repoRoot } from "../helpers/cli";
import { formatSummary } from "../../src/report/text-reporter";
import { colorsFor } from "../../src/report/colors";
import { guardedText } from "../../src/report/terminal-guard";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function waitFor(read: () => string, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(read())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; got:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A solution that waits 1.5 s before answering, so a save or a signal lands while it runs.
const SLOW_ECHO = 'import { readFileSync } from "node:fs";\nAtomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);\nprocess.stdout.write(readFileSync(0));\n';
const WRONG = 'process.stdout.write("9\\n");\n';

function slowProject() {
  return makeProject({
    "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 3000\nmemoryLimitMiB: 64\n",
    "problems/echo/statement.md": "# Echo\n",
    "solutions/echo/main.ts": SLOW_ECHO,
    "cases/echo/1.in": "1\n",
    "cases/echo/1.out": "1\n",
  });
}

function startWatch(root: string) {
  const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "echo", "--watch"], {
    env: cleanEnv({ STONEBENCH_ROOT: root }),
    extendEnv: false,
    reject: false,
    stdin: "ignore",
  });
  const log = { text: "" };
  child.stdout?.on("data", (chunk: Buffer) => (log.text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log.text += chunk.toString()));
  return { child, log };
}

describe("judge --watch", () => {
  it("judges a save made while a run is going, instead of keeping the stale verdict", async () => {
    const project = slowProject();
    cleanup = project.cleanup;
    const { child, log } = startWatch(project.root);
    // The header line is printed when the first case starts; the solution then waits 1.5 s.
    await waitFor(() => log.text, /echo {2}solutions\/echo\/main\.ts/);
    writeFileSync(join(project.root, "solutions/echo/main.ts"), WRONG);
    await waitFor(() => log.text, /1\/1 AC[\s\S]*0\/1 AC {2}WA on 1/);
    child.kill("SIGINT");
    expect((await child).exitCode).toBe(130);
  });

  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)("stops on one %s during a watched run (exit %i), without waiting for a second", async (signal, code) => {
    const project = slowProject();
    cleanup = project.cleanup;
    const { child, log } = startWatch(project.root);
    await waitFor(() => log.text, /echo {2}solutions\/echo\/main\.ts/);
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    const result = await child;
    clearTimeout(timer);
    expect(result.signal).toBeUndefined();
    expect(result.exitCode).toBe(code);
  });

  it("puts one space between the verdict and 'on' in the summary, with colours on", () => {
    const c = colorsFor({ isTTY: true }, { FORCE_COLOR: "1" });
    const line = formatSummary(
      {
        problem: "p",
        solution: "s",
        cases: [{ name: "1", verdict: "WA", wallMs: 1, cpuMs: 1, memoryKiB: 1, message: "", details: { notes: [] } }],
        summary: { total: 1, passed: 0, verdict: "WA", message: "" },
        interrupted: false,
        sandbox: "namespaces",
      },
      c,
    );
    // eslint-disable-next-line no-control-regex
    // As the terminal gets it: the colours are written with the guard's marks (report/terminal-guard.ts).
    expect(guardedText(line).replace(/\u001b\[[0-9;]*m/g, "")).toBe("p  0/1 AC  WA on 1");
  });
});
