import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { runCommand, tempProjectPerTest } from "./helpers/temp-project";

// A setter starting an interactive problem had no way to say so to new ("Unknown option --interactive"): only listen
// made one (from Competitive Companion). new --interactive writes interactive: true and listen's interactor.ts.

describe("npm run new --interactive", () => {
  const project = tempProjectPerTest();
  const run = (args: string[]) => runCommand("new", args, { root: project.root, cacheDir: project.cacheDir });
  const config = (id: string) => parseProblemConfig(readFileSync(join(project.root, `problems/${id}/problem.yaml`), "utf8"), "problem.yaml");

  it("writes interactive: true and an interactor.ts that judge runs at once, and names it in the next steps", async () => {
    const made = await run(["guess", "--interactive"]);
    expect(made.code, made.stderr).toBe(0);
    expect(config("guess").interactive).toBe(true);
    expect(readFileSync(join(project.root, "problems/guess/interactor.ts"), "utf8")).toContain('from "../../src/problem-kit/interactor"');
    expect(made.stdout).toMatch(/created {2}problems\/guess\/interactor\.ts/);
    expect(made.stdout).toMatch(/and the interactor .*: problems\/guess\/interactor\.ts/);
    // The replaying interactor and a main that echoes the sample: AC, so the scaffold judges as it stands.
    writeFileSync(join(project.root, "cases/guess/01-sample.in"), "5\n");
    writeFileSync(join(project.root, "cases/guess/01-sample.out"), "5\n");
    writeFileSync(join(project.root, "solutions/guess/main.ts"), 'process.stdin.once("data", (data) => { process.stdout.write(String(data)); process.exit(0); });\n');
    const judged = await runCommand("judge", ["guess"], { root: project.root, cacheDir: project.cacheDir, timeoutMs: 60_000 });
    expect(judged.stdout, judged.stderr).toMatch(/01-sample\s+AC /);
  }, 90_000);

  it("--force --interactive on a problem with interactor.py sets the key and writes no interactor.ts beside it; --example with it is refused", async () => {
    expect((await run(["guess"])).code).toBe(0);
    writeFileSync(join(project.root, "problems/guess/interactor.py"), "import sys\nsys.exit(42)\n");
    const forced = await run(["guess", "--force", "--interactive"]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(config("guess").interactive).toBe(true);
    expect(existsSync(join(project.root, "problems/guess/interactor.ts"))).toBe(false);
    const both = await run(["other", "--interactive", "--example"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/give --interactive or --example, not both; nothing was written/);
    expect(existsSync(join(project.root, "problems/other"))).toBe(false);
  });

  it("case without --out on an interactive problem says the answer file must be given, and writes nothing", async () => {
    // Before: the main was run as a batch program on the interactor's input ("got RE … cannot give the expected output").
    expect((await run(["guess", "--interactive"])).code).toBe(0);
    writeFileSync(join(project.root, "solutions/guess/main.ts"), 'process.stdout.write("? 1\\n");\n');
    const added = await runCommand("case", ["guess"], { root: project.root, cacheDir: project.cacheDir, input: "5 10\n" });
    expect(added.code).toBe(2);
    expect(added.stderr).toMatch(/guess is interactive: a case's \.out is the answer file the interactor reads.*nothing was written\nhint: give it: npm run case -- guess --in <file> --out <answer file>/);
    expect(existsSync(join(project.root, "cases/guess/01.in"))).toBe(false);
  });
});
