import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseYamlDocument, YAML_MARK_LIMIT, YAML_TEXT_LIMIT } from "../../src/util/yaml-nesting";
import { repoRoot } from "../helpers/cli";

// yaml's parser costs about 1 KB and tens of microseconds per value: 20 MiB of "0," in a package's problem.yaml took
// import 3 minutes and 4.5 GB, then V8's "Reached heap limit". Every YAML text is bounded before a parser sees it.

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

describe("a YAML text too large for a settings file is refused before it is parsed", () => {
  it("more values than the bound: one error, no parse (fast, not seconds per megabyte)", () => {
    const started = Date.now();
    const document = parseYamlDocument(`keywords: [${"0,".repeat(500_000)}0]\n`);
    expect(document.errors.map((error) => error.message)).toEqual([expect.stringMatching(/^too large to read: 500002 commas, lines, dashes and colons, more than the 20000/)]);
    expect(document.toJS()).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(parseYamlDocument(`- 0\n`.repeat(YAML_MARK_LIMIT)).errors[0]?.message).toMatch(/too large to read/);
  });

  it("more characters than the bound: one error", () => {
    expect(parseYamlDocument(`# ${"x".repeat(YAML_TEXT_LIMIT)}\n`).errors[0]?.message).toMatch(/^too large to read: \d+ characters, more than the 1048576/);
  });

  it("every YAML file of the project and its fixtures (real packages among them) parses as before", () => {
    const files = [...yamlFiles(join(repoRoot, "test", "fixtures")), ...yamlFiles(join(repoRoot, "problems"))];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const errors = parseYamlDocument(readFileSync(file, "utf8")).errors.map((error) => error.message);
      expect(errors.filter((message) => message.startsWith("too large")), file).toEqual([]);
    }
    // Just under the bound still parses.
    expect(parseYamlDocument(`- 0\n`.repeat(YAML_MARK_LIMIT / 2 - 1)).errors).toEqual([]);
  });
});
