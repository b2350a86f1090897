import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { folderForLabel } from "../../src/kattis/submission-folders";
import { ruleFor, submissionsYaml, type SubmissionEntry } from "../../src/kattis/submissions-yaml";
import { labelOfSource } from "../../src/verify/solution-label";

// What an exported package's submissions.yaml says of submissions their folder does not describe: the folder each
// label goes to, the rule it gets, and how the package's own submissions.yaml (kept at import) is merged, never lost.
const entry = (line: string, path: string): SubmissionEntry => {
  const label = labelOfSource(line);
  return { path, label, folder: folderForLabel(label) };
};

describe("export: folders and submissions.yaml entries from our labels", () => {
  it("each label's folder: one verdict its folder, failures only rejected/, AC among several and mixed to mixed/", () => {
    const folder = (line: string): string => folderForLabel(labelOfSource(line));
    expect(folder("// expect: WA (x)")).toBe("wrong_answer");
    expect(folder("// expect: TLE or ILE")).toBe("time_limit_exceeded");
    expect(folder("// expect: MLE or RE")).toBe("run_time_error");
    expect(folder("// expect: WA or TLE")).toBe("rejected");
    expect(folder("// expect: AC or TLE (machine speed)")).toBe("mixed");
    expect(folder("// expect: mixed (why)")).toBe("mixed");
    expect(folder("// expect: rejected")).toBe("rejected");
    expect(folderForLabel(undefined)).toBe("rejected");
    // Back to the folder a package gave it, whatever its name (2023-07 lets a package add folders).
    expect(folder("# expect: mixed (imported from submissions/slow_ones/)")).toBe("slow_ones");
    expect(folder("// expect: mixed (imported from submissions/partially_accepted/x.cpp)")).toBe("partially_accepted");
  });

  it("rules: mixed/ permits exactly the label's verdicts (all four for mixed); rejected/ with several requires one of them", () => {
    expect(ruleFor(entry("// expect: AC or TLE", "mixed/a.js"))).toEqual({ permitted: ["AC", "TLE"] });
    expect(ruleFor(entry("// expect: AC or MLE or PE", "mixed/a.js"))).toEqual({ permitted: ["AC", "WA", "RTE"] });
    expect(ruleFor(entry("// expect: mixed", "mixed/a.js"))).toEqual({ permitted: ["AC", "WA", "TLE", "RTE"] });
    expect(ruleFor(entry("// expect: WA or TLE or ILE", "rejected/b.js"))).toEqual({ required: ["WA", "TLE"] });
    expect(ruleFor(entry("// expect: WA", "wrong_answer/c.js"))).toBeUndefined();
    expect(ruleFor(entry("// expect: rejected", "rejected/d.js"))).toBeUndefined();
    // Imported from a package's folder: that package says it.
    expect(ruleFor(entry("# expect: mixed (imported from submissions/mixed/)", "mixed/e.py"))).toBeUndefined();
  });

  it("merging: the package's own text first, byte for byte; our entries after it, never over one it has", () => {
    const entries = [entry("// expect: mixed", "mixed/a.js"), entry("// expect: WA or TLE", "rejected/b.js")];
    const notes: string[] = [];
    expect(submissionsYaml(undefined, [entry("// expect: WA", "wrong_answer/c.js")], notes)).toBeUndefined();
    const alone = submissionsYaml(undefined, entries, notes)!;
    expect(parse(alone)).toEqual({ "mixed/a.js": { permitted: ["AC", "WA", "TLE", "RTE"] }, "rejected/b.js": { required: ["WA", "TLE"] } });
    const kept = "# the authors' own\naccepted/x.py:\n  model_solution: true\nmixed/a.js:\n  permitted: [AC]";
    const merged = submissionsYaml(kept, entries, notes)!;
    expect(merged.startsWith(`${kept}\n`)).toBe(true);
    expect(parse(merged)).toEqual({ "accepted/x.py": { model_solution: true }, "mixed/a.js": { permitted: ["AC"] }, "rejected/b.js": { required: ["WA", "TLE"] } });
    expect(notes).toEqual(["submissions/submissions.yaml (the package's own) already describes mixed/a.js; its entry is kept, ours is not added"]);
    // A kept file that is not a map goes back unchanged, with a note.
    const list = "- not\n- a map\n";
    const notes2: string[] = [];
    expect(submissionsYaml(list, entries, notes2)).toBe(list);
    expect(notes2.join("\n")).toMatch(/is not a map, so mixed\/a\.js, rejected\/b\.js are not described in it/);
    // Broken YAML (here an alias bomb past the parser's alias limit, and a bad indent): as it was, with a note.
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 12 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(", ")}]`).join("\n")}\n`;
    for (const bad of [bomb, "a:\n  - b\n c: d\n"]) {
      const notes3: string[] = [];
      expect(submissionsYaml(bad, entries, notes3)).toBe(bad);
      expect(notes3.join("\n")).toMatch(/is not valid YAML, so mixed\/a\.js, rejected\/b\.js are not described in it/);
    }
    // Nothing to add: the kept text as it was.
    expect(submissionsYaml(kept, [], [])).toBe(kept);
  });
});
