import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { inProject, makeTempDir, makeTempProject, runCommand, snapshot } from "./helpers/temp-project";

// Cases whose exact bytes a careless round trip would change.
const AWKWARD_CASES: Record<string, string> = {
  "03-crlf.in": "4\r\n5\r\n0\r\n",
  "03-crlf.out": "First\r\nFirst\r\n",
  "04-no-final-newline.in": "6\n0",
  "04-no-final-newline.out": "Second",
  "05-sample-two.in": "2\n\n\n0\n",
  "05-sample-two.out": "First\n",
};

describe("Kattis packages", { timeout: 180_000 }, () => {
  let source: ReturnType<typeof makeTempProject>;
  let target: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    source = makeTempProject("pile-game");
    for (const [name, text] of Object.entries(AWKWARD_CASES)) writeFileSync(join(source.root, "cases/pile-game", name), text);
    target = makeTempProject();
    scratch = makeTempDir("packages");
  });
  afterEach(() => {
    source.remove();
    target.remove();
    scratch.remove();
  });
  const exportFrom = (dir: string, options: { force?: boolean } = {}) => inProject(source.root, () => exportKattisPackage(findProblem("pile-game"), dir, options));

  it("export writes problem.yaml, the statement, data/sample and data/secret as .in/.ans, and submissions by verdict", async () => {
    const dir = join(scratch.dir, "pilegame");
    const result = await exportFrom(dir);
    expect(result.samples).toEqual(["01-sample", "05-sample-two"]);
    expect(result.secrets).toEqual(["02-large", "03-crlf", "04-no-final-newline"]);
    const files = [...snapshot(dir).keys()].sort();
    expect(files).toEqual(
      [
        "stonebench/gen.ts",
        "stonebench/problem.yaml",
        "stonebench/statement.md",
        "stonebench/validate.ts",
        "stonebench/solutions/main.ts",
        "stonebench/solutions/brute.ts",
        "stonebench/solutions/wrong/always-first.ts",
        "stonebench/solutions/wrong/crash.ts",
        "data/sample/01-sample.ans",
        "data/sample/01-sample.in",
        "data/sample/05-sample-two.ans",
        "data/sample/05-sample-two.in",
        "data/secret/02-large.ans",
        "data/secret/02-large.in",
        "data/secret/03-crlf.ans",
        "data/secret/03-crlf.in",
        "data/secret/04-no-final-newline.ans",
        "data/secret/04-no-final-newline.in",
        "data/testdata.yaml",
        "input_validators/validate/build",
        "input_validators/validate/run",
        "input_validators/validate/validate.js",
        "problem.yaml",
        "statement/problem.en.md",
        "submissions/accepted/main.js",
        "submissions/brute_force/brute.js",
        "submissions/run_time_error/crash.js",
        "submissions/wrong_answer/always-first.js",
      ].sort(),
    );
    // No name problemtools refuses (^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$ for every file and folder).
    for (const file of files) for (const part of file.split("/")) expect(part).toMatch(/^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/);
    const yaml = parse(readFileSync(join(dir, "problem.yaml"), "utf8")) as Record<string, unknown> & { limits: { memory: number } };
    expect(yaml).toMatchObject({
      problem_format_version: "2023-07-draft",
      name: "Take One or Two",
      source: { url: "https://example.com/problems/pile-game" },
      limits: { time_limit: 1, output: 64 },
    });
    // Whole-process memory: 64 MiB above Node's baseline plus that baseline (and at least what Node needs to start).
    expect(yaml.limits.memory).toBeGreaterThan(64 + 20);
    expect(yaml.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parse(readFileSync(join(dir, "data/testdata.yaml"), "utf8"))).toEqual({ output_validator_flags: "case_sensitive space_change_sensitive" });
    // The accepted JavaScript is what submit --js makes, and it is plain CommonJS that node runs as is.
    expect(readFileSync(join(dir, "submissions/accepted/main.js"), "utf8")).not.toMatch(/^\s*import /m);
    // One note for each kind, naming every file of that kind.
    expect(result.notes.join("\n")).toMatch(/case files? ha(s|ve) CRLF line ends \([^)]*data\/secret\/03-crlf\.in[,)]/);
    expect(result.notes.join("\n")).toMatch(/case files? ha(s|ve) no final newline \([^)]*data\/secret\/04-no-final-newline\.in[,)]/);
  });

  it("a round trip through export and import keeps every case, name and byte", async () => {
    const dir = join(scratch.dir, "pilegame");
    await exportFrom(dir);
    const imported = await inProject(target.root, () => importKattisPackage(dir, { id: "pile-game" }));
    expect(imported.id).toBe("pile-game");
    const before = snapshot(join(source.root, "cases/pile-game"));
    const after = snapshot(join(target.root, "cases/pile-game"));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, bytes] of before) expect(after.get(name)?.equals(bytes), name).toBe(true);
    // The problem and its solutions come back byte for byte too (beside the record of what the import wrote).
    const problem = snapshot(join(target.root, "problems/pile-game"));
    expect(problem.delete(".import-manifest.json")).toBe(true);
    expect(problem).toEqual(snapshot(join(source.root, "problems/pile-game")));
    expect(snapshot(join(target.root, "solutions/pile-game"))).toEqual(snapshot(join(source.root, "solutions/pile-game")));
  });

  it("export refuses a folder that is not empty and leaves it as it was", async () => {
    const dir = join(scratch.dir, "busy");
    mkdirSync(dir);
    writeFileSync(join(dir, "notes.txt"), "mine");
    await expect(exportFrom(dir)).rejects.toThrow(/is not empty/);
    // --force replaces packages only, never another kind of folder.
    await expect(exportFrom(dir, { force: true })).rejects.toThrow(/not a problem package/);
    expect([...snapshot(dir).keys()]).toEqual(["notes.txt"]);
    expect(readdirSync(scratch.dir)).toEqual(["busy"]);
  });

  it("export --force into the problem's own folder is refused and deletes nothing; a link is followed and kept, a dangling one named", async () => {
    const own = join(source.root, "problems/pile-game");
    const before = snapshot(source.root);
    // problems/<id> holds a problem.yaml, which --force took for a package's: the swap deleted the problem.
    await expect(exportFrom(own, { force: true })).rejects.toThrow(/workbench's own problems\/ folder; nothing was written/);
    await expect(exportFrom(join(source.root, "cases/pile-game"), { force: true })).rejects.toThrow(/workbench's own cases\/ folder/);
    await expect(exportFrom(source.root, { force: true })).rejects.toThrow(/holds the workbench/);
    expect(snapshot(source.root)).toEqual(before);
    // A dangling link was an internal error (ENOTDIR from the swap's rename).
    const dangling = join(scratch.dir, "dangling");
    symlinkSync(join(scratch.dir, "nowhere"), dangling);
    await expect(exportFrom(dangling)).rejects.toThrow(/is a link to .*nowhere, which does not exist; nothing was written/);
    // A link to an empty folder: the package goes there and the user's link stays a link.
    const real = join(scratch.dir, "real");
    mkdirSync(real);
    symlinkSync(real, join(scratch.dir, "link"));
    const result = await exportFrom(join(scratch.dir, "link"));
    expect(lstatSync(join(scratch.dir, "link")).isSymbolicLink()).toBe(true);
    expect(result.dir).toBe(real);
    expect(existsSync(join(real, "problem.yaml"))).toBe(true);
  });

  it("export --force replaces an earlier package, dropping cases that no longer exist", async () => {
    const dir = join(scratch.dir, "pilegame");
    await exportFrom(dir);
    rmSync(join(source.root, "cases/pile-game/03-crlf.in"));
    rmSync(join(source.root, "cases/pile-game/03-crlf.out"));
    await exportFrom(dir, { force: true });
    expect(existsSync(join(dir, "data/secret/03-crlf.in"))).toBe(false);
    expect(existsSync(join(dir, "data/secret/02-large.in"))).toBe(true);
    expect(readdirSync(scratch.dir)).toEqual(["pilegame"]);
  });

  // --force swapped the whole folder: a package folder kept in git lost its .git (history and all) without a word.
  it("export --force keeps the hidden entries of the package it replaces (.git) and names them", async () => {
    const dir = join(scratch.dir, "versioned");
    await exportFrom(dir);
    mkdirSync(join(dir, ".git/objects"), { recursive: true });
    writeFileSync(join(dir, ".git/HEAD"), "ref: refs/heads/main\n");
    writeFileSync(join(dir, ".notes"), "mine");
    const result = await exportFrom(dir, { force: true });
    expect(readFileSync(join(dir, ".git/HEAD"), "utf8")).toBe("ref: refs/heads/main\n");
    expect(readFileSync(join(dir, ".notes"), "utf8")).toBe("mine");
    expect(result.notes.join("\n")).toContain("kept from the package it replaced: .git, .notes");
    expect(readdirSync(scratch.dir)).toEqual(["versioned"]);
  });

  it("import refuses an existing problem without --force and changes nothing", async () => {
    const dir = join(scratch.dir, "pilegame");
    await exportFrom(dir);
    const before = snapshot(source.root);
    await expect(inProject(source.root, () => importKattisPackage(dir, { id: "pile-game" }))).rejects.toThrow(/already exists/);
    expect(snapshot(source.root)).toEqual(before);
  });

  it("import refuses a folder that is not a package, and a folder name that is not an id", async () => {
    await expect(inProject(target.root, () => importKattisPackage(scratch.dir))).rejects.toThrow(/holds no problem.yaml/);
    const odd = join(scratch.dir, "Odd Name");
    mkdirSync(odd);
    writeFileSync(join(odd, "problem.yaml"), "name: Odd\n");
    await expect(inProject(target.root, () => importKattisPackage(odd))).rejects.toThrow(/is not a problem id/);
    expect(snapshot(target.root).size).toBe(0);
  });

  it("imports a package made elsewhere: limits, float tolerance, grouped cases, labels for wrong submissions", async () => {
    const dir = join(scratch.dir, "average");
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write("problem.yaml", "problem_format_version: 2023-07-draft\nname:\n  en: Average\nsource:\n  name: NWERC\n  url: https://nwerc.example/\nlimits:\n  time_limit: 2.5\n  memory: 512\n");
    write("data/secret/testdata.yaml", "output_validator_args: [float_tolerance, 1e-4]\n");
    write("data/sample/1.in", "2\n1 2\n");
    write("data/sample/1.ans", "1.5\n");
    write("data/secret/group1/1.in", "1\n7\n");
    write("data/secret/group1/1.ans", "7\n");
    write("statement/problem.en.md", "# Average\n");
    write("submissions/accepted/sol.ts", "process.stdout.write('x');\n");
    write("submissions/accepted/sol.cpp", "int main() {}\n");
    write("submissions/wrong_answer/rounds.ts", "process.stdout.write('1');\n");
    const result = await inProject(target.root, () => importKattisPackage(dir));
    expect(result.id).toBe("average");
    // Samples first, then the secret groups; natural order already agrees, so the names stay.
    expect(result.cases).toEqual(["1-sample", "group1-1"]);
    const config = parseProblemConfig(readFileSync(join(target.root, "problems/average/problem.yaml"), "utf8"), "problem.yaml");
    expect(config).toMatchObject({ title: "Average", source: "https://nwerc.example/", timeLimitMs: 2500, memoryLimitMiB: 512, memoryLimitScope: "whole-process", checker: "kattis", validatorFlags: ["float_tolerance", "0.0001"] });
    expect(readFileSync(join(target.root, "solutions/average/main.ts"), "utf8")).toBe("process.stdout.write('x');\n");
    expect(readFileSync(join(target.root, "solutions/average/wrong/rounds.ts"), "utf8")).toBe(
      "// expect: WA (imported from submissions/wrong_answer/)\nprocess.stdout.write('1');\n",
    );
    expect(readFileSync(join(target.root, "cases/average/group1-1.out"), "utf8")).toBe("7\n");
    // Every installed language is kept under its folder's label (a C++ accepted submission is judged AC by verify).
    expect(readFileSync(join(target.root, "solutions/average/wrong/sol.cpp"), "utf8")).toBe("// expect: AC (imported from submissions/accepted/)\nint main() {}\n");
    expect(result.skipped.join("\n")).not.toContain("submissions/accepted/sol.cpp");
    expect(result.kept.join("\n")).toContain("data/secret/testdata.yaml");
  });

  it("refuses an interactive package that has no interactor", async () => {
    const dir = join(scratch.dir, "guess");
    mkdirSync(dir);
    writeFileSync(join(dir, "problem.yaml"), "problem_format_version: 2025-09\nname: Guess\ntype: [pass-fail, interactive]\n");
    await expect(inProject(target.root, () => importKattisPackage(dir))).rejects.toThrow(/interactive/);
    expect(snapshot(target.root).size).toBe(0);
  });
});

describe("npm run export and npm run import", () => {
  let source: ReturnType<typeof makeTempProject>;
  let target: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    source = makeTempProject("pile-game");
    target = makeTempProject();
    scratch = makeTempDir("cli");
  });
  afterEach(() => {
    source.remove();
    target.remove();
    scratch.remove();
  });

  it("export then import from the command line reproduces the cases, and a second export is refused", async () => {
    const dir = join(scratch.dir, "packages", "pilegame");
    const cacheDir = join(scratch.dir, "cache");
    // Export judges the JavaScript it writes on every case, so it takes several seconds on a busy machine.
    const exported = await runCommand("export", ["one-or-two", "--kattis", dir], { root: source.root, cacheDir, timeoutMs: 170_000 });
    expect(exported.stderr).toBe("");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`Exported pile-game to ${dir}`);
    expect(exported.stdout).toContain("data/sample: 1 (01-sample)");
    const again = await runCommand("export", ["pile-game", "--kattis", dir], { root: source.root, cacheDir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("is not empty");
    const imported = await runCommand("import", [dir, "--id", "pile-game"], { root: target.root, cacheDir });
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("Imported pile-game: 2 cases (01-sample, 02-large)");
    expect(snapshot(join(target.root, "cases/pile-game"))).toEqual(snapshot(join(source.root, "cases/pile-game")));
    const twice = await runCommand("import", [dir, "--id", "pile-game"], { root: target.root, cacheDir });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('Problem "pile-game" already exists');
  }, 240_000);
});
