import { describe, expect, it } from "vitest";
import { readKattisProblemYaml } from "../../src/kattis/kattis-metadata";
import { isLegacyFormat } from "../../src/problem/package-format-version";

// One answer to "is this package legacy?" for import, verify's margins and verify's folder rules: the spec's
// legacy-icpc (the ICPC subset of legacy) is legacy too, as an absent version is.
describe("problem_format_version: legacy or later", () => {
  it("absent, legacy and legacy-icpc are legacy; 2023-07-draft, 2023-07 and 2025-09 are not", () => {
    for (const version of [undefined, null, "legacy", "legacy-icpc"]) expect(isLegacyFormat(version), String(version)).toBe(true);
    for (const version of ["2023-07-draft", "2023-07", "2025-09", "draft"]) expect(isLegacyFormat(version), version).toBe(false);
  });

  it("import reads a legacy-icpc package as legacy: its default multiplier is legacy's 5, its folders the fixed five", () => {
    const icpc = readKattisProblemYaml("problem_format_version: legacy-icpc\nname: X\n", "problem.yaml");
    expect(icpc.legacy).toBe(true);
    expect(icpc.timeDerivation.multiplier).toBe(5);
    const draft = readKattisProblemYaml("problem_format_version: 2023-07-draft\nname: X\n", "problem.yaml");
    expect(draft.legacy).toBe(false);
    expect(draft.timeDerivation.multiplier).toBe(2);
  });
});

// The format's name is a string or a map of language codes to strings: anything else stops the import, named, where
// it was dropped silently before (the problem then took its folder's name as its title).
describe("problem.yaml's name", () => {
  it("a string or a map of strings is read; a list, a number or a map holding a list is refused naming the key", () => {
    expect(readKattisProblemYaml("name: Stones\n", "problem.yaml").title).toBe("Stones");
    expect(readKattisProblemYaml("name: {sv: Stenar, en: Stones}\n", "problem.yaml").title).toBe("Stones");
    expect(readKattisProblemYaml("problem_format_version: 2025-09\n", "problem.yaml").title).toBeUndefined();
    for (const bad of ["name: [1, 2]", "name: 12", "name: {en: [Stones]}", "name: true"]) {
      expect(() => readKattisProblemYaml(`${bad}\n`, "pkg/problem.yaml"), bad).toThrow(/^pkg\/problem\.yaml: name is .*neither a string nor a map/);
    }
  });
});
