import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { toLegacyLayout } from "../../src/kattis/legacy-layout";

// export --legacy: the draft package's files in the legacy places, and its problem.yaml in legacy keys (the format's
// legacy spec: name a string, author, source and source_url, validation, validator_flags, time_multiplier and
// time_safety_margin, no time_limit).
describe("export --legacy", () => {
  const draft = [
    "# Exported by stonebench",
    "problem_format_version: 2023-07-draft",
    "name:",
    "  en: Guess the Number",
    "  sv: Gissa talet",
    "uuid: 5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e",
    "source:",
    "  name: NWERC",
    "  url: https://example.org/nwerc",
    "credits: Ada",
    "limits:",
    "  time_limit: 2",
    "  memory: 512",
    "  time_multipliers:",
    "    ac_to_time_limit: 3",
    "    time_limit_to_tle: 4",
    "license: cc by-sa",
    "type: interactive",
    "validation: custom interactive",
    "",
  ].join("\n");
  const files = [
    { path: "problem.yaml", data: draft },
    { path: "statement/problem.en.md", data: "# Guess\n" },
    { path: "output_validator/validate.cc", data: "int main() {}\n" },
    { path: "output_validators/interactor/interactor.js", data: "x" },
    { path: "data/testdata.yaml", data: "output_validator_flags: float_tolerance 1e-6\n" },
    { path: "data/secret/1.in", data: "1\n" },
    { path: "submissions/accepted/guess.cc", data: "int main() {}\n" },
  ];

  it("moves the statement and the validator, and writes problem.yaml in legacy keys", () => {
    const notes: string[] = [];
    const legacy = toLegacyLayout(files, "k-guess", notes);
    expect(legacy.map((file) => file.path).sort()).toEqual(["data/secret/1.in", "output_validators/k_guess_validator/validate.cc", "problem.yaml", "problem_statement/problem.en.md", "problem_statement/problem.en.tex", "submissions/accepted/guess.cc"]);
    const yaml = parse(legacy.find((file) => file.path === "problem.yaml")!.data.toString()) as Record<string, unknown>;
    expect(yaml).toEqual({
      problem_format_version: "legacy",
      name: "Guess the Number",
      uuid: "5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e",
      source: "NWERC",
      source_url: "https://example.org/nwerc",
      author: "Ada",
      limits: { memory: 512, time_multiplier: 3, time_safety_margin: 4 },
      license: "cc by-sa",
      validation: "custom interactive",
      validator_flags: "float_tolerance 1e-6",
    });
    expect(notes.join("\n")).toMatch(/one name: "Guess the Number"/);
    expect(notes.join("\n")).toMatch(/2 s is in \.timelimit/);
  });

  // problemtools (legacy) finds statements only as problem.<lang>.tex: without one, "Names exist for languages without
  // problem statements: en" is an error.
  it("writes problem_statement/problem.en.tex from the Markdown statement", () => {
    const legacy = toLegacyLayout(files, "k-guess", []);
    expect(legacy.find((file) => file.path === "problem_statement/problem.en.tex")?.data).toBe("\\problemname{Guess}\n");
  });

  // problemtools' legacy reads an output validator only with `validation: custom` ("There are validator programs but
  // problem.yaml has validation = default" otherwise); each entry of output_validators/ is one program.
  it("says validation: custom for a package with an output validator, and keeps the validator's folder name", () => {
    const checker = [
      { path: "problem.yaml", data: "problem_format_version: 2023-07-draft\nname: Sum\n" },
      { path: "output_validator/sum_validator/build", data: "#!/bin/sh\n", executable: true },
      { path: "output_validator/sum_validator/validate.js", data: "x" },
    ];
    const legacy = toLegacyLayout(checker, "sum", []);
    expect(legacy.map((file) => file.path).sort()).toEqual(["output_validators/sum_validator/build", "output_validators/sum_validator/validate.js", "problem.yaml"]);
    expect(legacy.find((file) => file.path.endsWith("/build"))?.executable).toBe(true);
    expect((parse(legacy.find((file) => file.path === "problem.yaml")!.data.toString()) as Record<string, unknown>).validation).toBe("custom");
    const plain = toLegacyLayout([{ path: "problem.yaml", data: "problem_format_version: 2023-07-draft\nname: Sum\n" }], "sum", []);
    expect((parse(plain[0]!.data.toString()) as Record<string, unknown>).validation).toBeUndefined();
  });

  // BAPCtools' pseudointeraction (2025-09) says credits: {authors: Michael Zündorf}; --legacy wrote
  // author: '{"authors":"Michael Zündorf"}', the map as JSON text.
  it("takes legacy's author from a credits map's authors, a list joined with commas", () => {
    const authorOf = (credits: string): unknown => {
      const yaml = draft.replace("credits: Ada", credits);
      const legacy = toLegacyLayout([{ path: "problem.yaml", data: yaml }], "k-guess", []);
      return (parse(legacy.find((file) => file.path === "problem.yaml")!.data.toString()) as Record<string, unknown>).author;
    };
    expect(authorOf("credits:\n  authors: Michael Zündorf")).toBe("Michael Zündorf");
    expect(authorOf("credits:\n  authors: [Ada Lovelace <ada@example.org>, Alan Turing]\n  testers: Grace")).toBe("Ada Lovelace <ada@example.org>, Alan Turing");
  });
});
