import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, runCommand, snapshot } from "../authoring/helpers/temp-project";

// Multi-pass and submit-answer problems are refused: one error line naming the package and the kind, a hint, exit 2,
// no stack trace, nothing written. Both the 2023-07-draft `type:` and the legacy `validation:` spelling. Hand-made
// problem.yaml files (a refusal reads nothing else). One kind goes through the real command (a command's start costs
// 10-25 s on a loaded machine), the others through the same import function it calls.
const KINDS: [string, string, RegExp][] = [
  ["multipass", "problem_format_version: 2023-07-draft\nname: Relay\ntype: multi-pass\n", /is a multi-pass problem/],
  ["multipasslegacy", "name: Relay\nvalidation: custom multi-pass\n", /is a multi-pass problem/],
  ["submitanswer", "problem_format_version: 2023-07-draft\nname: Answers\ntype: submit-answer\n", /is a submit-answer problem/],
  ["scoring", "name: Points\ntype: scoring\n", /is a scoring problem/],
];

describe("problem types stonebench does not judge are refused clearly", { timeout: 120_000 }, () => {
  const scratch = makeTempDir("refused-types");
  const project = makeTempProject();
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  const packageOf = (name: string, yaml: string): string => {
    const dir = join(scratch.dir, name);
    mkdirSync(join(dir, "data", "secret"), { recursive: true });
    writeFileSync(join(dir, "problem.yaml"), yaml);
    writeFileSync(join(dir, "data", "secret", "1.in"), "1\n");
    writeFileSync(join(dir, "data", "secret", "1.ans"), "1\n");
    return dir;
  };
  const written = (): string[] => [...snapshot(project.root).keys()].filter((path) => !path.startsWith("node_modules"));

  it("the real command: exit 2, one error line and a hint, no stack trace, nothing written", async () => {
    const [name, yaml, reason] = KINDS[1]!;
    const result = await runCommand("import", [packageOf(name, yaml)], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).toMatch(/nothing was written$/);
    expect(lines[1]).toMatch(/^hint: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(written()).toEqual([]);
  });

  it.for(KINDS)("%s is refused with its reason, nothing written", async ([name, yaml, reason]) => {
    await expect(inProject(project.root, () => importKattisPackage(packageOf(name, yaml)))).rejects.toThrow(reason);
    expect(written()).toEqual([]);
  });
});
