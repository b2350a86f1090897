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

  it("--lang cpp's next steps name main.cpp and a brute force in any language, not main.ts and brute.ts", async () => {
    const result = await run(["in-cpp", "--lang", "cpp"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/it comes from brute\.<ext>,\n\s+second-method\.<ext> or main\.cpp\)/);
    expect(result.stdout).toMatch(/solutions\/in-cpp\/brute\.<ext> +an obviously right slow solution, in any language/);
    expect(result.stdout).not.toMatch(/brute\.ts|main\.ts/);
    // TypeScript's stay as they were.
    const ts = await run(["in-ts"]);
    expect(ts.stdout).toMatch(/it comes from brute\.ts,\n\s+second-method\.ts or main\.ts\)/);
  });

  it.each([
    [["cf4a", "--judge", "codeforces"], "tokens", "checker tokens, as on Codeforces (--judge codeforces): its checkers compare tokens, so spaces and line breaks are free"],
    [["cf4a", "--judge", "CF"], "tokens", "as on Codeforces (--judge cf)"],
    [["abc300a", "--source", "https://atcoder.jp/contests/abc300/tasks/abc300_a"], "tokens", "checker tokens, as on AtCoder (from the source URL)"],
    [["hdu1846", "--source", "https://acm.hdu.edu.cn/showproblem.php?pid=1846"], "hdu", "checker hdu, as on HDU (from the source URL): it answers Presentation Error when only the layout differs"],
    [["poj1067", "--judge", "poj"], "hdu", "as on POJ (--judge poj)"],
    [["hello", "--judge", "kattis"], "kattis", "checker kattis, as on Kattis (--judge kattis)"],
    [["mine", "--source", "https://example.org/p/1"], "tokens", "checker tokens: example.org is not a judge known here"],
    [["mine"], "tokens", "checker tokens: no --judge or --source was given, and most judges compare tokens"],
    // --judge wins over the URL's judge.
    [["both", "--judge", "hdu", "--source", "https://codeforces.com/contest/4/problem/A"], "hdu", "as on HDU (--judge hdu)"],
  ])("new %j takes its judge's checker (%s) and says why", async (args, checker, why) => {
    const result = await run(args);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(why);
    expect(parseProblemConfig(readFileSync(join(project.root, "problems", args[0]!, "problem.yaml"), "utf8"), "problem.yaml").checker).toBe(checker);
  });

  it("refuses an unknown --judge, listing the judges it knows, and writes nothing", async () => {
    const result = await run(["x", "--judge", "topcoder"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown judge "topcoder" for --judge');
    expect(result.stderr).toContain("codeforces, atcoder, hdu, poj, kattis");
    expect(snapshot(project.root).size).toBe(0);
  });

  it("a misspelt --judge gets the judge meant", async () => {
    const result = await run(["x", "--judge", "codefroces"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown judge "codefroces" for --judge; did you mean codeforces?');
    expect(snapshot(project.root).size).toBe(0);
  });

  it("writes no placeholder validator, generator or brute force; --example writes the worked A+B ones", async () => {
    expect((await run(["plain"])).code).toBe(0);
    expect([...snapshot(project.root).keys()].sort()).toEqual(["problems/plain/problem.yaml", "problems/plain/statement.md", "solutions/plain/main.ts"]);
    expect(readFileSync(join(project.root, "solutions/plain/main.ts"), "utf8")).not.toContain("a + b");
    const example = await run(["worked", "--example"]);
    expect(example.code).toBe(0);
    for (const file of ["problems/worked/validate.ts", "problems/worked/gen.ts", "problems/worked/cases.ts", "solutions/worked/brute.ts"]) expect(existsSync(join(project.root, file)), file).toBe(true);
    expect(example.stdout).toContain("The worked A+B example works now");
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
