import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { cleanEnv, ECHO_PROBLEM, makeProject, repoRoot } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function waitFor(read: () => string, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(read())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; got:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("npm run judge -- <id> --watch", () => {
  it("judges again when a case changes, and stops with exit 130 on Ctrl-C", async () => {
    const project = makeProject(ECHO_PROBLEM);
    cleanup = project.cleanup;
    const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "echo", "--watch"], {
      env: cleanEnv({ STONEBENCH_ROOT: project.root }),
      extendEnv: false,
      reject: false,
      stdin: "ignore",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output, /echo {2}1\/1 AC[\s\S]*watching/);
    writeFileSync(join(project.root, "cases/echo/1.out"), "2\n");
    await waitFor(() => output, /echo {2}0\/1 AC {2}WA on 1[\s\S]*changed: .*1\.out/);
    writeFileSync(join(project.root, "cases/echo/1.out"), "1\n");
    await waitFor(() => output, /WA on 1[\s\S]*echo {2}1\/1 AC/);
    child.kill("SIGINT");
    const result = await child;
    expect(result.exitCode).toBe(130);
  });

  it("a save that brings a type error shows the note on the run the save triggered, not one run late", { timeout: 120_000 }, async () => {
    const project = makeProject(ECHO_PROBLEM);
    cleanup = project.cleanup;
    const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "echo", "--watch"], {
      env: cleanEnv({ STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" }),
      extendEnv: false,
      reject: false,
      stdin: "ignore",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output, /echo {2}1\/1 AC[\s\S]*watching/, 60_000);
    const before = output.length;
    // A text never checked before (the cache cannot answer for it), with a type error on line 3.
    writeFileSync(join(project.root, "solutions/echo/main.ts"), `import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\nconst n: number = "${Date.now()}";\n`);
    // The run the save triggered: its verdicts, then the note, then its "watching … (changed: …main.ts)" line.
    await waitFor(() => output.slice(before), /changed: .*main\.ts/, 90_000);
    const run = output.slice(before);
    expect(run).toMatch(/echo {2}1\/1 AC[\s\S]*main\.ts:3:7: error: Type 'string' is not assignable to type 'number'[\s\S]*watching .*changed: .*main\.ts/);
    child.kill("SIGINT");
    expect((await child).exitCode).toBe(130);
  });
});
