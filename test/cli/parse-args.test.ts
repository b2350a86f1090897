import { describe, expect, it } from "vitest";
import { parseCommandLine, positiveInteger, type CommandSpec } from "../../src/cli/parse-args";
import { UserError } from "../../src/errors";

const spec: CommandSpec = {
  name: "judge",
  summary: "test",
  positionals: ["<id>"],
  options: [
    { name: "json", type: "boolean", help: "" },
    { name: "js", type: "boolean", help: "", npmName: "jsx-not-json" },
    { name: "no-sandbox", type: "boolean", help: "" },
    { name: "tl", type: "string", help: "", parse: positiveInteger("--tl") },
    { name: "jobs", type: "string", help: "", parse: positiveInteger("--jobs") },
    { name: "case", type: "string", help: "" },
  ],
};
const npm = (extra: Record<string, string>) => ({ npm_lifecycle_event: "judge", ...extra });

describe("parsing a command line", () => {
  it("reads options written after --", () => {
    expect(parseCommandLine(spec, ["hdu2516", "--json", "--tl", "500"], {}).values).toEqual({ json: true, tl: 500 });
  });

  it("turns a value that fails its check into a UserError naming the option", () => {
    expect(() => parseCommandLine(spec, ["x", "--tl", "-5"], {})).toThrow('Expected --tl to be a positive whole number, got "-5"');
    expect(() => parseCommandLine(spec, ["x", "--tl", "1.5"], {})).toThrow(UserError);
  });

  it("suggests the closest option for an unknown one", () => {
    expect(() => parseCommandLine(spec, ["x", "--jsno"], {})).toThrow('Unknown option "--jsno"; did you mean --json?');
  });

  it("ignores npm_config_* variables unless npm is running this very command", () => {
    expect(parseCommandLine(spec, ["x"], { npm_lifecycle_event: "test", npm_config_json: "true" }).values).toEqual({});
  });

  it("recovers a boolean that npm swallowed, and notes it", () => {
    const parsed = parseCommandLine(spec, ["hdu2516"], npm({ npm_config_json: "true" }));
    expect(parsed.values.json).toBe(true);
    expect(parsed.notes[0]).toMatch(/npm swallowed --json/);
  });

  it("recovers --no-sandbox from npm_config_sandbox being empty", () => {
    expect(parseCommandLine(spec, ["hdu2516"], npm({ npm_config_sandbox: "" })).values["no-sandbox"]).toBe(true);
  });

  it("recovers a value flag whose value npm passed on as a bare word", () => {
    const parsed = parseCommandLine(spec, ["hdu2516", "03-fib"], npm({ npm_config_case: "true" }));
    expect(parsed.positionals).toEqual(["hdu2516"]);
    expect(parsed.values.case).toBe("03-fib");
  });

  it("recovers --flag=value, which npm passes whole", () => {
    expect(parseCommandLine(spec, ["hdu2516"], npm({ npm_config_tl: "700" })).values.tl).toBe(700);
  });

  it("pairs several swallowed values when only one pairing passes the checks", () => {
    const parsed = parseCommandLine(spec, ["hdu2516", "01-sample", "900"], npm({ npm_config_case: "true", npm_config_tl: "true" }));
    expect(parsed.values).toMatchObject({ case: "01-sample", tl: 900 });
  });

  it("refuses, with the command to type, when swallowed values could pair either way", () => {
    expect(() => parseCommandLine(spec, ["hdu2516", "500", "2"], npm({ npm_config_tl: "true", npm_config_jobs: "true" }))).toThrow(/npm kept --tl, --jobs/);
  });

  it("follows npm's expansion of an abbreviated flag (npm turns --js into --json)", () => {
    const submit: CommandSpec = { ...spec, name: "submit", options: [{ name: "js", type: "boolean", help: "", npmName: "json" }] };
    expect(parseCommandLine(submit, ["hdu2516"], { npm_lifecycle_event: "submit", npm_config_json: "true" }).values.js).toBe(true);
  });

  it("recovers --ml and --lang, which npm splits into its one-letter flags (-m -l, -l -a -n -g)", () => {
    // What npm 10 leaves for `npm run judge hdu2516 --ml 512 --lang cpp`: no npm_config_ml or npm_config_lang at all.
    const judge: CommandSpec = { ...spec, options: [{ name: "ml", type: "string", help: "", parse: positiveInteger("--ml") }, { name: "lang", type: "string", help: "" }] };
    expect(parseCommandLine(judge, ["hdu2516", "512"], npm({ npm_config_message: "", npm_config_long: "true" })).values).toEqual({ ml: 512 });
    expect(parseCommandLine(judge, ["hdu2516", "cpp"], npm({ npm_config_long: "true", npm_config_all: "true", npm_config_global: "true" })).values).toEqual({ lang: "cpp" });
  });

  it("complains about a missing positional and about extra ones", () => {
    expect(() => parseCommandLine(spec, [], {})).toThrow('Missing <id> for "judge"');
    expect(() => parseCommandLine(spec, ["a", "b"], {})).toThrow('Unexpected argument "b"');
  });

  // `npm run judge -- hdu2516 my.cpp` and `npm run export -- cf1a ../pkg` got the usage line only: the stray word is
  // almost always the value of the command's file option, and the hint now says which, as a command to type.
  it("names the option a stray word most likely belongs to, as a command to type", () => {
    const withFiles = (options: string[]): CommandSpec => ({ ...spec, options: [...spec.options, ...options.map((name) => ({ name, type: "string" as const, help: "" }))] });
    const hint = (command: CommandSpec, argv: string[]) => {
      try {
        parseCommandLine(command, argv, {});
      } catch (error) {
        return (error as UserError).hint;
      }
      return undefined;
    };
    expect(hint(withFiles(["solution", "in"]), ["hdu2516", "my sol.cpp"])).toBe("did you mean --solution? npm run judge -- hdu2516 --solution 'my sol.cpp' (usage: npm run judge -- <id> [options])");
    expect(hint(withFiles(["solution", "in"]), ["hdu2516", "big.in"])).toMatch(/^did you mean --in\? npm run judge -- hdu2516 --in big\.in /);
    expect(hint(withFiles(["kattis"]), ["cf1a", "../pkg"])).toMatch(/^did you mean --kattis\? npm run judge -- cf1a --kattis \.\.\/pkg /);
    expect(hint(withFiles(["id"]), ["pkg", "cf9"])).toMatch(/^did you mean --id\? npm run judge -- pkg --id cf9 /);
    // Nothing fits: the usage line alone, as before.
    expect(hint(spec, ["a", "b"])).toBe("usage: npm run judge -- <id> [options]");
    expect(hint(withFiles(["solution"]), ["a", "b", "c"])).toBe("usage: npm run judge -- <id> [options]");
  });
});
