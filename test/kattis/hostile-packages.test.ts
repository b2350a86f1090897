import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir, makeTempProject, runCommand, snapshot } from "../authoring/helpers/temp-project";
import { importKattisPackage } from "../../src/kattis/import-package";

// Attacks on import through the package's files, each through the real command: exit 2, the file named, nothing written.

type Entry = string | { link: string } | { fifo: true } | { socket: true } | { device: true };

const MINIMAL: Record<string, Entry> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Add Two\nlimits:\n  time_limit: 1\n  memory: 256\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/1.in": "2 2\n",
  "data/secret/1.ans": "4\n",
  "submissions/accepted/add.js": "const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nprocess.stdout.write(`${a + b}\\n`);\n",
};

// A package as we export it: our own problem.yaml and files in stonebench/.
const OWN: Record<string, Entry> = {
  ...MINIMAL,
  "stonebench/problem.yaml": "title: Add Two\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n",
  "stonebench/solutions/main.ts": "import { readFileSync } from \"node:fs\";\nconst [a, b] = readFileSync(0, \"utf8\").split(/\\s+/).map(Number);\nprocess.stdout.write(`${a! + b!}\\n`);\n",
};

const sockets: { close(): void }[] = [];

async function writePackage(dir: string, entries: Record<string, Entry>): Promise<void> {
  for (const [path, entry] of Object.entries(entries)) {
    const at = join(dir, path);
    mkdirSync(dirname(at), { recursive: true });
    if (typeof entry === "string") writeFileSync(at, entry);
    else if ("link" in entry) symlinkSync(entry.link, at);
    else if ("fifo" in entry) execFileSync("mkfifo", [at]);
    else if ("device" in entry) execFileSync("mknod", [at, "c", "1", "3"]);
    else {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(at, resolve));
      sockets.push(server);
    }
  }
}

describe("npm run import refuses a hostile package with exit 2, names the file, and writes nothing", { timeout: 120_000 }, () => {
  let project: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  let secret: string;
  beforeEach(() => {
    project = makeTempProject();
    scratch = makeTempDir("hostile-package");
    secret = join(scratch.dir, "secret.txt");
    writeFileSync(secret, "TOP SECRET: the user's private key\n");
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
    project.remove();
    scratch.remove();
  });

  let made = 0;
  const importPackage = async (entries: Record<string, Entry>, args: string[] = []) => {
    const dir = join(scratch.dir, `package-${++made}`, "addtwo");
    await writePackage(dir, entries);
    const before = snapshot(project.root);
    const started = Date.now();
    // 60 s: far beyond what a refusal takes even on a loaded machine, and a hang is killed and fails the test.
    const result = await runCommand("import", [dir, ...args], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    return { ...result, dir, before, seconds: (Date.now() - started) / 1000 };
  };
  const expectRefused = (result: Awaited<ReturnType<typeof importPackage>>, file: string, why: RegExp) => {
    expect(result.code, result.stderr).toBe(2);
    const first = result.stderr.split("\n")[0]!;
    expect(first).toContain(join(result.dir, file));
    expect(first).toMatch(why);
    expect(first).toContain("nothing was written");
    expect(result.stderr).not.toContain("    at ");
    expect(result.stderr).not.toContain("TOP SECRET");
    expect(snapshot(project.root)).toEqual(result.before);
  };

  it.each(["checker.ts", "validate.ts", "gen.ts", "interactor.ts", "statement.md", "solutions/main.ts"])("a symlink stonebench/%s to a file outside is refused; the secret reaches no file", async (name) => {
    const result = await importPackage({ ...OWN, [`stonebench/${name}`]: { link: secret } });
    expectRefused(result, `stonebench/${name}`, /links outside the package/);
    expect(result.stdout).not.toContain("TOP SECRET");
  });

  it("a link outside data/ that leads outside the package or to nothing is left out and named, never followed", async () => {
    // A package taken out of a contest's repository links to the contest's shared files: the whole import was refused.
    const result = await importPackage({ ...MINIMAL, "attachments/notes.txt": { link: secret }, "extra/etc": { link: "/etc" }, "generators/testlib.h": { link: "../../../lib/testlib.h" }, "submissions/accepted/shared.py": { link: "../../../../shared/sol.py" } }, ["--id", "linked"]);
    expect(result.code, result.stderr).toBe(0);
    const said = result.stdout + result.stderr;
    expect(said).toMatch(/attachments\/notes\.txt was not imported: it links outside the package \(to .*\)/);
    expect(said).toMatch(/extra\/etc was not imported: it links outside the package \(to \/etc\)/);
    expect(said).toMatch(/generators\/testlib\.h was not imported: it links to \.\.\/\.\.\/\.\.\/lib\/testlib\.h, which does not exist/);
    expect(said).toMatch(/submissions\/accepted\/shared\.py was not imported: it links to/);
    expect(said).not.toContain("TOP SECRET");
    const written = [...snapshot(project.root).entries()].filter(([path]) => !result.before.has(path));
    expect(written.length).toBeGreaterThan(0);
    for (const [path, bytes] of written) expect(bytes.toString("latin1"), path).not.toContain("TOP SECRET");
    expect(written.some(([path]) => /notes\.txt|testlib\.h|shared\.py|\/etc\//.test(path))).toBe(false);
  });

  it("a link outside the package in data/ is still refused: the cases come whole or not at all", async () => {
    expectRefused(await importPackage({ ...MINIMAL, "data/secret/9.in": { link: secret }, "data/secret/9.ans": "1\n" }), "data/secret/9.in", /links outside the package/);
    expectRefused(await importPackage({ ...MINIMAL, "data/secret/9.in": { link: "../../nowhere.in" }, "data/secret/9.ans": "1\n" }), "data/secret/9.in", /is a symlink to nothing/);
  });

  it.each(["data/secret/1.ans", "data/secret/2.in", "submissions/accepted/pipe.js", "statement/problem.en.md", "junk/pipe"])("a FIFO at %s stops import at once instead of hanging", async (path) => {
    const result = await importPackage({ ...MINIMAL, [path]: { fifo: true } });
    expectRefused(result, path, /is a FIFO \(named pipe\), not a regular file or a folder/);
  });

  it("a socket is refused, and so is a link to a FIFO inside the package", async () => {
    expectRefused(await importPackage({ ...MINIMAL, "data/secret/sock": { socket: true } }), "data/secret/sock", /is a socket/);
    expectRefused(await importPackage({ ...MINIMAL, "pipes/p": { fifo: true }, "data/secret/3.in": { link: "../../pipes/p" }, "data/secret/3.ans": "1\n" }), "data/secret/3.in", /is a FIFO.*through the link to \.\.\/\.\.\/pipes\/p/);
  });

  it.skipIf(process.getuid?.() !== 0)("a device node is refused (needs root to make one)", async () => {
    expectRefused(await importPackage({ ...MINIMAL, "data/secret/null": { device: true } }), "data/secret/null", /is a character device/);
  });
  if (process.getuid?.() !== 0) console.warn("skipped: the device-node package test needs root to run mknod");

  it.each([
    ["a link to itself", { "data/secret/self": { link: "self" } }, "data/secret/self", /is a symlink loop \(it links to self, which leads back to itself\)/],
    ["two links to each other", { "data/secret/a": { link: "b" }, "data/secret/b": { link: "a" } }, "data/secret/a", /is a symlink loop/],
    ["a folder linking to its parent", { "data/secret/up": { link: ".." } }, "data/secret/up", /is a symlink loop: it links to \.\. \(the package's folder data\), which holds it/],
    ["a folder linking to the package", { "submissions/accepted/all": { link: "../.." } }, "submissions/accepted/all", /is a symlink loop: it links to \.\.\/\.\. \(the package's own folder\)/],
  ] as const)("%s is a loop: exit 2 naming it, not an internal error", async (_what, entries, file, why) => {
    const result = await importPackage({ ...MINIMAL, ...(entries as Record<string, Entry>) });
    expectRefused(result, file, why);
    expect(result.stderr).not.toContain("internal error");
  });

  it("a name that is not UTF-8 and a path too long for the system are refused naming the entry, not an internal error", async () => {
    const importWith = async (add: (dir: string) => void) => {
      const dir = join(scratch.dir, `package-${++made}`, "addtwo");
      await writePackage(dir, MINIMAL);
      add(dir);
      const before = snapshot(project.root);
      const result = await runCommand("import", [dir], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
      return { ...result, dir, before, seconds: 0 };
    };
    const latin1 = await importWith((dir) => writeFileSync(Buffer.concat([Buffer.from(join(dir, "data/secret/bad")), Buffer.from([0xff, 0xfe]), Buffer.from(".in")]), "1\n"));
    expectRefused(latin1, "data/secret/bad\\xff\\xfe.in", /has a name that is not UTF-8/);
    expect(latin1.stderr).not.toContain("internal error");
    // 1100 nested folders: past PATH_MAX (4096), where lstat fails with ENAMETOOLONG.
    const deep = await importWith((dir) => execFileSync("sh", ["-c", 'cd "$1" && i=0; while [ $i -lt 1100 ]; do mkdir dddd && cd dddd; i=$((i + 1)); done', "sh", join(dir, "data")]));
    execFileSync("rm", ["-rf", join(deep.dir, "data", "dddd")]); // rmSync cannot remove a tree past PATH_MAX
    expectRefused(deep, "data/dddd/dddd", /cannot be read \(ENAMETOOLONG\)/);
    expect(deep.stderr).not.toContain("internal error");
  });

  it("a 3 GiB case (sparse: no disk) is refused naming it, not ERR_FS_FILE_TOO_LARGE as an internal error", async () => {
    const dir = join(scratch.dir, `package-${++made}`, "addtwo");
    await writePackage(dir, MINIMAL);
    truncateSync(join(dir, "data/secret/1.in"), 3 * 2 ** 30);
    const before = snapshot(project.root);
    const result = await runCommand("import", [dir], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expectRefused({ ...result, dir, before, seconds: 0 }, "data/secret/1.in", /is 3072 MiB, more than the 1024 MiB a file of a package may be/);
    expect(result.stderr).not.toContain("internal error");
  });

  // Read as text, 600 MiB passed V8's longest string: "Cannot create a string longer than 0x1fffffe8", an internal error.
  it("a 600 MiB problem.yaml (sparse) is refused naming it, not an internal error", async () => {
    const dir = join(scratch.dir, `package-${++made}`, "addtwo");
    await writePackage(dir, MINIMAL);
    truncateSync(join(dir, "problem.yaml"), 600 * 2 ** 20);
    const before = snapshot(project.root);
    const result = await runCommand("import", [dir], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expectRefused({ ...result, dir, before, seconds: 0 }, "problem.yaml", /is 600 MiB, more than the 64 MiB a text file of a package may be/);
    expect(result.stderr).not.toContain("internal error");
  });

  // A statement is text too: a 100 MiB problem.en.md was imported (copied into statement.md) while every other text was refused.
  it.each([
    ["statement/problem.en.md", MINIMAL],
    ["statement/problem.sv.md", { ...MINIMAL, "statement/problem.en.md": "# Add Two\n" }],
    ["problem_statement/problem.tex", MINIMAL],
    ["stonebench/statement.md", OWN],
  ] as const)("a 100 MiB statement %s (sparse) is refused naming it and the 64 MiB text limit", async (path, entries) => {
    const dir = join(scratch.dir, `package-${++made}`, "addtwo");
    await writePackage(dir, { ...entries, [path]: "" });
    truncateSync(join(dir, path), 100 * 2 ** 20);
    const before = snapshot(project.root);
    const result = await runCommand("import", [dir], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expectRefused({ ...result, dir, before, seconds: 0 }, path, /is 100 MiB, more than the 64 MiB a text file of a package may be/);
  });

  it("a zipped package (or a name: [1, 2]) is refused with how to fix it, and nothing is written", async () => {
    const zip = join(scratch.dir, "addtwo.zip");
    writeFileSync(zip, Buffer.from("PK\x03\x04 the rest of a zip", "latin1"));
    const before = snapshot(project.root);
    const result = await runCommand("import", [zip], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`${zip} is not a folder`);
    // A path that does not exist says so (it said "is not a folder"), and points at the path.
    await expect(importKattisPackage(join(scratch.dir, "nothere"))).rejects.toThrow(/nothere does not exist/);
    expect(result.stderr).toMatch(/hint: it is a zip: unpack it first \(unzip ".*addtwo\.zip" -d "addtwo"\)/);
    expect(snapshot(project.root)).toEqual(before);
    const listed = await importPackage({ ...MINIMAL, "problem.yaml": "name: [1, 2]\n" });
    expectRefused(listed, "problem.yaml", /name is \[1,2\], neither a string nor a map/);
  });

  it.each([
    ["memory: 99999999999999999999", /limits\.memory is 100000000000000000000 MiB, past the 1048576 MiB/],
    ["output: 1e300", /limits\.output is 1e\+300 MiB, past the 65536 MiB/],
    ["time_limit: 1e400", /limits\.time_limit is Infinity; the format wants a number > 0/],
  ])("limits %s: refused at import, not written into a problem.yaml every command then refuses", async (limit, why) => {
    const result = await importPackage({ ...MINIMAL, "problem.yaml": `problem_format_version: 2023-07-draft\nname: Add Two\nlimits:\n  time_limit: 1\n  ${limit}\n`.replace("time_limit: 1\n  time_limit", "time_limit") });
    expectRefused(result, "problem.yaml", why);
  });

  // No program can be given a NUL byte: a problem.yaml with one in validatorFlags made every case IE (spawn refused it),
  // and import wrote such a problem.yaml.
  it("a NUL byte in validator_flags or a group's output_validator_args is refused at import, naming the file", async () => {
    const flags = await importPackage({ ...MINIMAL, "problem.yaml": 'name: Add Two\nvalidator_flags: "case_sensitive a\\0b"\n' });
    expectRefused(flags, "problem.yaml", /validator_flags holds a NUL byte/);
    const args = await importPackage({ ...MINIMAL, "data/testdata.yaml": 'output_validator_args: ["a\\0b"]\n' });
    expect(args.code, args.stderr).toBe(2);
    expect(args.stderr.split("\n")[0]).toBe(`error: ${join(args.dir, "data/testdata.yaml")}: output_validator_args holds a NUL byte (\\0), which no program can be given as an argument`);
    expect(snapshot(project.root)).toEqual(args.before);
  });

  // A package's text files may be 64 MiB: a 2 MB name became the title of a problem.yaml every command then refused
  // ("it is 2001038 bytes, more than the 1048576 such a file may be"), and import's own timing runs failed on it.
  it("a name of 2 MB is refused at import, not written into a problem.yaml past what every command reads", async () => {
    const result = await importPackage({ ...MINIMAL, "problem.yaml": `problem_format_version: 2023-07-draft\nname: ${"N".repeat(2_000_000)}\nlimits:\n  time_limit: 1\n` });
    // (Now refused as it is read: a package's YAML, as every YAML file, is read only up to 1 MiB, src/util/yaml-nesting.ts.)
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.split("\n")[0]).toBe(`error: ${join(result.dir, "problem.yaml")}: broken YAML: too large to read: 2000069 characters, more than the 1048576 a settings file may be (real ones are a few KB)`);
    expect(snapshot(project.root)).toEqual(result.before);
  });

  // yaml's composer recurses once a level: 20,000 nested brackets in submissions.yaml ended import now and then (three
  // runs in three, here) with "FATAL ERROR: RegExpCompiler Allocation failed - process out of memory" and Node's native
  // stack, where the overflow fell inside V8's regexp compiler. The nesting is measured first, without recursion.
  it("YAML nested 20,000 deep is a broken file, not a crash: submissions.yaml kept as it is, problem.yaml refused", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const refused = await importPackage({ ...MINIMAL, "problem.yaml": `name: Add Two\nkeywords: ${deep}\n` });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr.split("\n")[0]).toBe(`error: ${join(refused.dir, "problem.yaml")}: broken YAML: nested deeper than 200 levels at line 2, column 210`);
    expect(refused.stderr).not.toContain("FATAL");
    expect(snapshot(project.root)).toEqual(refused.before);
    const kept = await importPackage({ ...MINIMAL, "submissions/submissions.yaml": `accepted: ${deep}\n` });
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stderr).not.toContain("FATAL");
  });

  // yaml's parser costs about 1 KB and tens of microseconds per value: a problem.yaml of 20 MiB of "0," (under the
  // 64 MiB a package's text may be) took import 3 minutes and 4.5 GB, then "FATAL ERROR: Reached heap limit". Its
  // size and count of values are bounded before any parser runs.
  it("a problem.yaml of 100,000 values, or of 2 MiB, is refused at once naming it, not parsed for minutes", async () => {
    const many = await importPackage({ ...MINIMAL, "problem.yaml": `name: Add Two\nkeywords: [${"0,".repeat(100_000)}0]\n` });
    expect(many.code, many.stderr).toBe(2);
    expect(many.stderr.split("\n")[0]).toMatch(/^error: \S+\/problem\.yaml: broken YAML: too large to read: 1000\d\d commas, lines, dashes and colons, more than the 20000 a settings file may hold/);
    expect(snapshot(project.root)).toEqual(many.before);
    const long = await importPackage({ ...MINIMAL, "problem.yaml": `name: Add Two\n# ${"x".repeat(2 << 20)}\n` });
    expect(long.code, long.stderr).toBe(2);
    expect(long.stderr.split("\n")[0]).toMatch(/problem\.yaml: broken YAML: too large to read: 2097169 characters, more than the 1048576 a settings file may be/);
    expect(long.stderr).not.toContain("FATAL");
  });

  it("a .timelimit of 1e9 s is refused at import, as limits.time_limit is", async () => {
    const result = await importPackage({ ...MINIMAL, "problem.yaml": "name: Add Two\n", ".timelimit": "1e9\n" });
    expectRefused(result, ".timelimit", /says 1000000000 s, past the 600 s/);
  });

  // stonebench/ names come back with one "_" taken off (`_.timelimit` → `.timelimit`), so `_..` came back as `..`: a
  // package wrote a file of its choosing anywhere (`stonebench/_../_../_../<path>`), and a forged
  // stonebench-origins.json named a case `../../../<path>`, written there as <path>.in and .out.
  it("a carried name `_..` that climbs out of problems/<id> is refused, naming the entry; nothing is written outside", async () => {
    const climb = `_../_../_../${relative(dirname(project.root), scratch.dir)}/planted`;
    const result = await importPackage({ ...OWN, [`stonebench/${climb}`]: "echo PWNED\n", [`stonebench/cases/${climb}.in`]: "1 2\n" });
    expectRefused(result, `stonebench/`, /would be written outside the problem's folders/);
    expect(readdirSync(scratch.dir).filter((name) => name.startsWith("planted"))).toEqual([]);
  });

  it("a forged stonebench-origins.json naming a case `../../../…` is ignored: the case keeps its own name, nothing outside", async () => {
    const name = `../../../${relative(dirname(project.root), scratch.dir)}/pwned`;
    const origins = JSON.stringify({ submissions: {}, cases: { [name]: "secret/1" } });
    const result = await importPackage({ ...OWN, "stonebench/kattis/stonebench-origins.json": origins });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(scratch.dir, "pwned.in"))).toBe(false);
    expect(readdirSync(join(project.root, "cases", "addtwo")).filter((file) => file.endsWith(".in")).sort()).toEqual(["1-sample.in", "1.in"]);
  });

  // A name holding a line break printed a line of its own in import's report ("FAKE: Imported ok"), ESC made visible.
  it("a name holding a line break or ESC is refused on one line, the controls shown as \\xNN", async () => {
    for (const name of ["a\nFAKE: Imported ok.txt", "e\u001b[31mred.py"]) {
      const result = await importPackage({ ...MINIMAL, [`attachments/${name}`]: "x" });
      expect(result.code, result.stderr).toBe(2);
      const first = result.stderr.split("\n")[0]!;
      expect(first).toMatch(/has a control character .* in its name; nothing was written/);
      expect(first).toContain(name.replace("\n", "\\x0a").replace("\u001b", "\\x1b"));
      expect(result.stderr).not.toMatch(/^FAKE/m);
      expect(snapshot(project.root)).toEqual(result.before);
    }
  });

  it("an existing problem is left as it was when --force meets a hostile package", async () => {
    const first = await importPackage(MINIMAL);
    expect(first.code, first.stderr).toBe(0);
    const dir = first.dir;
    symlinkSync(secret, join(dir, "data/secret/2.in"));
    writeFileSync(join(dir, "data/secret/2.ans"), "x\n");
    const before = snapshot(project.root);
    const again = await runCommand("import", [dir, "--force"], { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("links outside the package");
    expect(snapshot(project.root)).toEqual(before);
  });
});
