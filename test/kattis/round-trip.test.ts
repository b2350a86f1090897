import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { IMPORT_MANIFEST } from "../../src/kattis/import-manifest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem, listProblemIds } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, repoRoot, runCommand, snapshot, writeFiles } from "../authoring/helpers/temp-project";

// export → import → export must give the same package, byte for byte: what an export carries is everything import needs.
// These exports skip judging each accepted JavaScript first (judgeAccepted: false); only the bytes are compared here.
// One round trip below runs through the real commands with every check on.

const PROBLEMTOOLS = join(repoRoot, "test/fixtures/kattis-problemtools");
const OWN_WORDS = join(repoRoot, "test/fixtures/kattis");

const without = (files: Map<string, Buffer>, name: string): Map<string, Buffer> => {
  const copy = new Map(files);
  copy.delete(name);
  return copy;
};

/** Exports the problem `id` of the project `from`, imports that into a fresh project and exports again; returns both packages. */
async function roundTrip(id: string, from: string | undefined, scratch: string) {
  const first = join(scratch, "first", id.replace(/[^a-z0-9]/g, ""));
  const second = join(scratch, "second", id.replace(/[^a-z0-9]/g, ""));
  const exportFrom = async (root: string | undefined, dir: string) => {
    const run = () => exportKattisPackage(findProblem(id), dir, { judgeAccepted: false });
    return root === undefined ? run() : inProject(root, run);
  };
  const exported = await exportFrom(from, first);
  const project = makeTempProject();
  try {
    // A problem that imports another problem's file (play-wythoff: ../hdu1527/float-traps.ts) needs it beside it, and export says so.
    for (const file of exported.outside) {
      const at = relative(from ?? repoRoot, file);
      mkdirSync(dirname(join(project.root, at)), { recursive: true });
      cpSync(file, join(project.root, at));
    }
    await inProject(project.root, () => importKattisPackage(first, { id }));
    await exportFrom(project.root, second);
    const restored = { problem: snapshot(join(project.root, "problems", id)), solutions: existsSync(join(project.root, "solutions", id)) ? snapshot(join(project.root, "solutions", id)) : new Map(), cases: snapshot(join(project.root, "cases", id)) };
    return { first: snapshot(first), second: snapshot(second), restored, outside: exported.outside, notes: exported.notes };
  } finally {
    project.remove();
  }
}

function expectSameBytes(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  const differing = [...a].filter(([path, bytes]) => !b.get(path)?.equals(bytes)).map(([path]) => path);
  expect(differing).toEqual([]);
}

describe("export → import → export gives the same package, byte for byte", { timeout: 600_000 }, () => {
  it.each(listProblemIds())("every problem of the repository: %s", async (id) => {
    const scratch = makeTempDir("round-trip");
    try {
      const { first, second, restored, outside, notes } = await roundTrip(id, undefined, scratch.dir);
      expectSameBytes(first, second);
      for (const file of outside) expect(notes.join("\n")).toContain(`${relative(repoRoot, file)} is outside problems/${id}`);
      // And the problem came back as it is in the repository (beside the record of what the import wrote).
      expectSameBytes(without(restored.problem, IMPORT_MANIFEST), without(snapshot(join(repoRoot, "problems", id)), IMPORT_MANIFEST));
      expectSameBytes(restored.solutions, snapshot(join(repoRoot, "solutions", id)));
      expectSameBytes(restored.cases, snapshot(join(repoRoot, "cases", id)));
    } finally {
      scratch.remove();
    }
  });

  it.each([
    [PROBLEMTOOLS, "hello"],
    [PROBLEMTOOLS, "different"],
    [PROBLEMTOOLS, "guess"],
    [OWN_WORDS, "greeting"],
    [OWN_WORDS, "gap"],
    [OWN_WORDS, "mean"],
    [OWN_WORDS, "split"],
  ])("a vendored package, imported first: %s/%s", async (folder, name) => {
    const scratch = makeTempDir("round-trip-fixture");
    const origin = makeTempProject();
    try {
      const copy = join(scratch.dir, "package", name);
      cpSync(join(folder, name), copy, { recursive: true, verbatimSymlinks: true });
      await inProject(origin.root, () => importKattisPackage(copy));
      const { first, second } = await roundTrip(name, origin.root, scratch.dir);
      expectSameBytes(first, second);
    } finally {
      origin.remove();
      scratch.remove();
    }
  });
});

describe("import keeps a package's metadata, and export writes it back", { timeout: 300_000 }, () => {
  const exported = async (name: string) => {
    const scratch = makeTempDir("metadata");
    const project = makeTempProject();
    try {
      const copy = join(scratch.dir, "package", name);
      cpSync(join(PROBLEMTOOLS, name), copy, { recursive: true });
      const imported = await inProject(project.root, () => importKattisPackage(copy));
      const dir = join(scratch.dir, "out", name);
      await inProject(project.root, () => exportKattisPackage(findProblem(name), dir, { judgeAccepted: false }));
      return { imported, yaml: parse(readFileSync(join(dir, "problem.yaml"), "utf8")) as Record<string, unknown>, files: snapshot(dir), kept: snapshot(join(project.root, "problems", name)) };
    } finally {
      project.remove();
      scratch.remove();
    }
  };

  it("hello (legacy): source that is not a URL, license, and the input validator go back out", async () => {
    const { yaml, files, kept } = await exported("hello");
    expect(yaml).toMatchObject({ name: "Hello World!", source: "Kattis", license: "public domain" });
    // The package's problem.yaml itself, byte for byte, with the problem.
    expect(kept.get("kattis/problem.yaml")).toEqual(readFileSync(join(PROBLEMTOOLS, "hello/problem.yaml")));
    expect(files.get("input_validators/validate.py")).toEqual(readFileSync(join(PROBLEMTOOLS, "hello/input_validators/validate.py")));
    // Submissions in every language go back out, byte for byte, in their folders.
    expect(files.get("submissions/accepted/hello.rs")).toEqual(readFileSync(join(PROBLEMTOOLS, "hello/submissions/accepted/hello.rs")));
    expect(files.get("submissions/wrong_answer/hello.cc")).toEqual(readFileSync(join(PROBLEMTOOLS, "hello/submissions/wrong_answer/hello.cc")));
  });

  it("different (legacy, custom validator): license, source, and time_safety_margin as 2023-07's time_limit_to_tle", async () => {
    const { yaml, kept } = await exported("different");
    expect(yaml).toMatchObject({ name: "A Different Problem", source: "Kattis", license: "cc by-sa" });
    expect((yaml.limits as Record<string, unknown>).time_multipliers).toEqual({ time_limit_to_tle: 4 });
    // The .desc beside each case is kept too.
    expect(kept.get("kattis/data/secret/01.desc")).toEqual(readFileSync(join(PROBLEMTOOLS, "different/data/secret/01.desc")));
  });

  it("guess (2023-07-draft, interactive): its uuid, its names in both languages, its license and source", async () => {
    const { yaml, kept } = await exported("guess");
    expect(yaml).toMatchObject({ uuid: "5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e", name: { en: "Guess the Number", sv: "Gissa talet" }, source: "Kattis", license: "cc by-sa" });
    expect(kept.has("kattis/data/sample/1.interaction")).toBe(true);
  });
});

describe("import loses nothing of a package it does not use", () => {
  it("submissions.yaml, an unknown submissions folder and a top-level README are kept; a hidden .git is named and left out", async () => {
    const scratch = makeTempDir("kept-extras");
    const project = makeTempProject();
    try {
      const copy = join(scratch.dir, "package", "hello");
      cpSync(join(PROBLEMTOOLS, "hello"), copy, { recursive: true });
      const extras: Record<string, string> = { "submissions/submissions.yaml": "accepted/hello.py: {}\n", "submissions/other/x.ts": "// an unknown folder\n", "README.md": "# notes\n", ".git/HEAD": "ref: refs/heads/main\n" };
      writeFiles(copy, extras);
      const imported = await inProject(project.root, () => importKattisPackage(copy));
      const files = snapshot(join(project.root, "problems/hello/kattis"));
      for (const path of ["submissions/submissions.yaml", "submissions/other/x.ts", "README.md"]) expect(files.get(path)?.toString(), path).toBe(extras[path]);
      expect([...files.keys()].some((path) => path.startsWith(".git"))).toBe(false);
      expect(imported.notes).toContain(".git/ (hidden) was not imported");
    } finally {
      project.remove();
      scratch.remove();
    }
  });
});

describe("right after export writes a solution, import finds it (the real commands)", () => {
  it("export → import → export of hdu1846 with every accepted submission judged: same bytes, main.ts found, no empty line", async () => {
    const scratch = makeTempDir("round-trip-cli");
    const project = makeTempProject();
    try {
      const cacheDir = join(scratch.dir, "cache");
      const first = join(scratch.dir, "first", "hdu1846");
      const second = join(scratch.dir, "second", "hdu1846");
      const exported = await runCommand("export", ["hdu1846", "--kattis", first], { root: repoRoot, cacheDir, timeoutMs: 280_000 });
      expect(exported.code, exported.stderr).toBe(0);
      const imported = await runCommand("import", [first], { root: project.root, cacheDir, timeoutMs: 60_000 });
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).not.toContain("no accepted TypeScript or JavaScript submission");
      expect(imported.stdout).not.toMatch(/submissions: *\n(?! {4})/);
      expect(imported.stdout).toContain("stonebench/solutions/main.ts → solutions/hdu1846/main.ts");
      const again = await runCommand("export", ["hdu1846", "--kattis", second], { root: project.root, cacheDir, timeoutMs: 280_000 });
      expect(again.code, again.stderr).toBe(0);
      expectSameBytes(snapshot(first), snapshot(second));
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 600_000);

  it("a problem in C++ with a Python brute and second method: export writes them as they are, import restores them with main.cpp accepted", async () => {
    const scratch = makeTempDir("round-trip-native");
    const from = makeTempProject();
    const to = makeTempProject();
    try {
      for (const dir of ["problems", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(from.root, dir, "hdu1846"), { recursive: true });
      writeFiles(join(from.root, "solutions/hdu1846"), {
        "main.cpp": '#include <cstdio>\nint main() { int t; std::scanf("%d", &t); while (t--) { long n, m; std::scanf("%ld %ld", &n, &m); std::puts(n % (m + 1) ? "first" : "second"); } }\n',
        "brute.py": "import sys\nw = sys.stdin.read().split()\nfor i in range(int(w[0])):\n    n, m = int(w[1 + 2 * i]), int(w[2 + 2 * i])\n    print('first' if n % (m + 1) else 'second')\n",
        "second-method.py": "import sys\nw = sys.stdin.read().split()\nprint('\\n'.join('second' if int(w[1 + 2 * i]) % (int(w[2 + 2 * i]) + 1) == 0 else 'first' for i in range(int(w[0]))))\n",
      });
      const cacheDir = join(scratch.dir, "cache");
      const first = join(scratch.dir, "first", "hdu1846");
      const exported = await runCommand("export", ["hdu1846", "--kattis", first], { root: from.root, cacheDir, timeoutMs: 280_000 });
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout + exported.stderr).not.toMatch(/could not be converted to JavaScript/);
      expect(existsSync(join(first, "submissions/accepted/main.cpp"))).toBe(true);
      expect(existsSync(join(first, "submissions/brute_force/brute.py"))).toBe(true);
      expect(existsSync(join(first, "submissions/accepted/second-method.py"))).toBe(true);
      const imported = await runCommand("import", [first], { root: to.root, cacheDir, timeoutMs: 60_000 });
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout + imported.stderr).not.toMatch(/no accepted submission|JavaScript made from the TypeScript/);
      expect(readFileSync(join(to.root, "solutions/hdu1846/main.cpp"), "utf8")).toBe(readFileSync(join(from.root, "solutions/hdu1846/main.cpp"), "utf8"));
    } finally {
      from.remove();
      to.remove();
      scratch.remove();
    }
  }, 600_000);
});
