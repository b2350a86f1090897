import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { runCommand, tempProjectPerTest } from "../authoring/helpers/temp-project";

describe("status: draft", () => {
  const project = tempProjectPerTest();
  const run = (command: string, args: string[]) => runCommand(command, args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 240_000 });

  it("problem.yaml accepts status: draft (and ready), and refuses anything else naming the line", () => {
    expect(parseProblemConfig("title: t\ntimeLimitMs: 1\nmemoryLimitMiB: 1\nstatus: draft\n", "p.yaml").status).toBe("draft");
    expect(parseProblemConfig("title: t\ntimeLimitMs: 1\nmemoryLimitMiB: 1\nstatus: ready\n", "p.yaml").status).toBeUndefined();
    expect(() => parseProblemConfig("title: t\ntimeLimitMs: 1\nmemoryLimitMiB: 1\nstatus: done\n", "p.yaml")).toThrow(/p\.yaml:4: "status" must be draft or ready/);
  });

  it("new writes it; verify shows every check of the draft, exit 0; without the line the same problem fails", async () => {
    expect((await run("new", ["my-game"])).code).toBe(0);
    const yamlPath = join(project.root, "problems/my-game/problem.yaml");
    expect(readFileSync(yamlPath, "utf8")).toMatch(/^status: draft$/m);
    const all = await run("verify", []);
    expect(all.stdout).toContain("my-game  (draft");
    expect(all.stdout).toMatch(/1 draft not counted \(my-game: \d+ to finish\)/);
    expect(all.stdout).not.toContain("✗");
    expect(all.code).toBe(0);
    const one = await run("verify", ["my-game"]);
    expect(one.stdout).toContain("○");
    expect(one.stdout).toContain("No cases");
    // One check is "1 check" (it said "1 checks").
    expect(one.stdout).toMatch(/^verified: 1 problem, 1 check; 1 draft not counted/m);
    expect(one.code).toBe(0);
    writeFileSync(yamlPath, readFileSync(yamlPath, "utf8").replace(/^status: draft$/m, ""));
    const finished = await run("verify", ["my-game"]);
    expect(finished.stdout).toContain("✗");
    expect(finished.code).toBe(1);
  }, 600_000);
});
