import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { runCommand, tempProjectPerTest } from "./helpers/temp-project";

// A problem as an import leaves it: its own title, Kattis's 2048 MiB, the tokens checker, a hand-written statement.
const IMPORTED_YAML = "# imported\ntitle: Stone Copy\ntimeLimitMs: 2000\nmemoryLimitMiB: 2048\nchecker: tokens\n";
const STATEMENT = "# Stone Copy\n\nMy own words.\n";

describe("new --force on an existing problem, and judge's hints for one", () => {
  const project = tempProjectPerTest();
  const run = (command: string, args: string[]) => runCommand(command, args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 60_000 });
  const write = (path: string, text: string) => {
    mkdirSync(join(project.root, path, ".."), { recursive: true });
    writeFileSync(join(project.root, path), text);
  };
  const read = (path: string) => readFileSync(join(project.root, path), "utf8");

  it("keeps problem.yaml and the statement byte for byte when no option is given", async () => {
    write("problems/copy/problem.yaml", IMPORTED_YAML);
    write("problems/copy/statement.md", STATEMENT);
    const result = await run("new", ["copy", "--force"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(read("problems/copy/problem.yaml")).toBe(IMPORTED_YAML);
    expect(read("problems/copy/statement.md")).toBe(STATEMENT);
    expect(read("solutions/copy/main.ts")).toContain("readFileSync(0)");
  });

  it("changes only the options given; title, memory and checker stay", async () => {
    write("problems/copy/problem.yaml", IMPORTED_YAML);
    expect((await run("new", ["copy", "--force", "--tl", "900"])).code).toBe(0);
    const config = parseProblemConfig(read("problems/copy/problem.yaml"), "problem.yaml");
    expect(config).toMatchObject({ title: "Stone Copy", timeLimitMs: 900, memoryLimitMiB: 2048, checker: "tokens" });
    expect(read("problems/copy/problem.yaml")).toContain("# imported");
  });

  it("never replaces an existing main.ts", async () => {
    write("problems/copy/problem.yaml", IMPORTED_YAML);
    write("solutions/copy/main.ts", "// mine\n");
    expect((await run("new", ["copy", "--force"])).code).toBe(0);
    expect(read("solutions/copy/main.ts")).toBe("// mine\n");
  });

  it("judge on an existing problem without main.ts says what is missing and does not suggest new", async () => {
    write("problems/copy/problem.yaml", IMPORTED_YAML);
    write("cases/copy/1.in", "1\n");
    write("cases/copy/1.out", "1\n");
    const result = await run("judge", ["copy"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("solutions/copy/main.ts");
    expect(result.stderr).toContain("only its solution is missing");
    expect(result.stderr).not.toContain("npm run new");
  });
});
