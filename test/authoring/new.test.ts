import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { repoRoot, runCommand, snapshot, tempProjectPerTest } from "./helpers/temp-project";

describe("npm run new", () => {
  const project = tempProjectPerTest();
  const run = (args: string[]) => runCommand("new", args, { root: project.root, cacheDir: project.cacheDir });

  it("creates problem.yaml, statement.md, main.ts and the cases folder, and prints the next steps", async () => {
    const result = await run(["brave-game", "--title", "Brave Game", "--tl", "1500", "--ml", "32", "--alias", "bash-game", "--source", "https://acm.hdu.edu.cn/showproblem.php?pid=1846"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const config = parseProblemConfig(readFileSync(join(project.root, "problems/brave-game/problem.yaml"), "utf8"), "problem.yaml");
    expect(config).toMatchObject({ title: "Brave Game", timeLimitMs: 1500, memoryLimitMiB: 32, aliases: ["bash-game"], checker: "hdu", source: "https://acm.hdu.edu.cn/showproblem.php?pid=1846" });
    const statement = readFileSync(join(project.root, "problems/brave-game/statement.md"), "utf8");
    for (const heading of ["# Brave Game", "## Input", "## Output", "## Constraints", "## Samples", "## Why the solution is right"]) expect(statement).toContain(heading);
    const main = readFileSync(join(project.root, "solutions/brave-game/main.ts"), "utf8");
    expect(main).toContain("readFileSync(0)");
    expect(main.match(/process\.stdout\.write/g)).toHaveLength(1);
    expect(existsSync(join(project.root, "cases/brave-game"))).toBe(true);
    expect(result.stdout).toContain("npm run case -- brave-game --in");
    expect(result.stdout).toContain("npm run judge brave-game");
  });

  it("refuses an id that is not lowercase letters, digits and dashes, states the rule, and writes nothing", async () => {
    for (const id of ["Brave_Game", "game-", "game--two", "../escape", "héros"]) {
      const result = await run([id]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Bad problem id "${id}"`);
      expect(result.stderr).toContain("lowercase letters, digits and dashes");
      expect(result.stderr).not.toContain("    at ");
    }
    expect(snapshot(project.root).size).toBe(0);
  });

  it("refuses a problem that exists, lists what exists, and leaves every file as it was", async () => {
    expect((await run(["brave-game", "--tl", "700"])).code).toBe(0);
    writeFileSync(join(project.root, "cases/brave-game/01.in"), "3\n0\n");
    const before = snapshot(project.root);
    const result = await run(["brave-game", "--tl", "900"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("problems/brave-game/, solutions/brave-game/, cases/brave-game/");
    expect(result.stderr).toContain("--force");
    expect(snapshot(project.root)).toEqual(before);
  });

  it("refuses when only one of the folders exists", async () => {
    mkdirSync(join(project.root, "cases/brave-game"), { recursive: true });
    const result = await run(["brave-game"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("cases/brave-game/");
    expect(existsSync(join(project.root, "problems/brave-game"))).toBe(false);
  });

  it("with --force replaces the scaffold files but keeps the cases", async () => {
    expect((await run(["brave-game", "--tl", "700"])).code).toBe(0);
    writeFileSync(join(project.root, "cases/brave-game/01.in"), "3\n0\n");
    const result = await run(["brave-game", "--tl", "900", "--force"]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(project.root, "problems/brave-game/problem.yaml"), "utf8")).toContain("timeLimitMs: 900");
    expect(readFileSync(join(project.root, "cases/brave-game/01.in"), "utf8")).toBe("3\n0\n");
  });

  it("refuses an id that is already another problem's alias", async () => {
    expect((await run(["brave-game", "--alias", "bash-game"])).code).toBe(0);
    const result = await run(["bash-game"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('"bash-game" is already an alias of brave-game');
  });

  it("scaffolds a main.ts that passes the project's strict type check", async () => {
    expect((await run(["typed-game"])).code).toBe(0);
    // A tsconfig beside the temp project that extends the real one, so the same strict options apply.
    const tsconfig = join(project.root, "tsconfig.json");
    writeFileSync(
      tsconfig,
      JSON.stringify({ extends: join(repoRoot, "tsconfig.json"), compilerOptions: { typeRoots: [join(repoRoot, "node_modules/@types")] }, include: ["solutions"] }),
    );
    const tsc = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", tsconfig], { timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      );
    });
    expect(tsc.output).toBe("");
    expect(tsc.code).toBe(0);
  });
});
