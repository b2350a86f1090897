import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildProgram, SOURCE_FILES_LIMIT, SOURCE_LIMIT_BYTES } from "../../src/build/build-program";
import { readSourceFolder } from "../../src/languages/source-folder";
import { UserError } from "../../src/errors";
import { OutsideError, readInside, realFolders } from "../../src/util/read-inside";
import { runCommand } from "../helpers/cli";
import { hostileHarness } from "../helpers/hostile-harness";
import { missingToolchain } from "../languages/language-fixtures";

// The judge reads a build's files and the cases itself, as its own user (root on a judge machine), before any box: a
// link among them reached what the box would never show. Found by an attack (2026-11-29): a validator folder's
// secret.h -> /root/… was compiled in (.incbin) and printed by the validator; a submission folder's header swapped for
// such a link between the listing and the read leaked 3 times in 8; a case linked to the secret was quoted in the diff.
const MARK = `stonebench-hostile-links-${process.pid}`;
const { scratch, cacheDir } = hostileHarness("hostile-links", MARK);
const gcc = await missingToolchain("c");
if (gcc) console.warn(`test/sandbox/hostile-links: the builds are skipped: ${gcc}`);
const SECRET_TEXT = `LINKED-SECRET-${process.pid}-${Date.now()}`;

// A secret outside any project, and a project (problem "sum") beside it.
function setUp(): { root: string; secret: string } {
  const outside = scratch(`${MARK}-outside-`);
  const secret = join(outside, "secret.txt");
  writeFileSync(secret, `${SECRET_TEXT}\n`);
  const root = scratch(`${MARK}-project-`);
  mkdirSync(join(root, "problems/sum"), { recursive: true });
  mkdirSync(join(root, "cases/sum"), { recursive: true });
  writeFileSync(join(root, "problems/sum/problem.yaml"), "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\n");
  writeFileSync(join(root, "problems/sum/statement.md"), "# Sum\n");
  writeFileSync(join(root, "cases/sum/1.in"), "2 3\n");
  writeFileSync(join(root, "cases/sum/1.out"), "5\n");
  writeFileSync(join(root, "sum.c"), '#include <stdio.h>\nint main(void) { long a, b; scanf("%ld %ld", &a, &b); printf("%ld\\n", a + b); return 0; }\n');
  return { root, secret };
}

const judge = (root: string, args: string[]) => runCommand("judge", args, { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });

describe("readInside: one descriptor, and the kernel's path for it", () => {
  const { root, secret } = setUp();
  const folder = join(root, "folder");
  mkdirSync(join(folder, "sub"), { recursive: true });
  writeFileSync(join(folder, "plain.h"), "plain\n");
  symlinkSync(join(folder, "plain.h"), join(folder, "inside.h"));
  symlinkSync(secret, join(folder, "outside.h"));
  symlinkSync(join(secret, ".."), join(folder, "away"));
  execFileSync("mkfifo", [join(folder, "fifo.h")]);
  const allowed = realFolders([folder]);

  it("reads a regular file, and a link that stays inside", () => {
    expect(readInside(join(folder, "plain.h"), allowed).toString()).toBe("plain\n");
    expect(readInside(join(folder, "inside.h"), allowed).toString()).toBe("plain\n");
  });

  it("refuses a link out, a folder on the way that leads out, and a FIFO (without blocking)", () => {
    expect(() => readInside(join(folder, "outside.h"), allowed)).toThrow(OutsideError);
    expect(() => readInside(join(folder, "away", "secret.txt"), allowed)).toThrow(/leads to .*secret\.txt, outside/);
    expect(() => readInside(join(folder, "fifo.h"), allowed)).toThrow(/is not a regular file/);
  });
});

describe.skipIf(gcc !== undefined)("links out of a build's folder or the project are refused, links within are followed", () => {
  it("a submission folder whose header became a link out since its listing: refused before any compile", async () => {
    const { root, secret } = setUp();
    const dir = join(root, "sol");
    mkdirSync(dir);
    writeFileSync(join(dir, "main.c"), '#include <stdio.h>\n#include "secret.h"\nint main(void) { return 0; }\n');
    symlinkSync(secret, join(dir, "secret.h"));
    // The file list as readSourceFolder made it when secret.h was still a file: what the race hands over.
    const build = buildProgram({ path: join(dir, "main.c"), files: { root: dir, paths: [join(dir, "main.c"), join(dir, "secret.h")] }, role: "solution" });
    await expect(build).rejects.toThrow(UserError);
    await expect(build).rejects.toThrow(/secret\.h leads to .*secret\.txt, outside/);
  });

  it("an output validator's header linked to a secret: exit 2, the secret unread", async () => {
    const { root, secret } = setUp();
    writeFileSync(join(root, "problems/sum/problem.yaml"), "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\nchecker: custom\n");
    const validator = join(root, "problems/sum/output_validator");
    mkdirSync(validator);
    writeFileSync(join(validator, "validate.c"), '#include "secret.h"\nint main(void) { return 42; }\n');
    symlinkSync(secret, join(validator, "secret.h"));
    const result = await judge(root, ["sum", "--solution", join(root, "sum.c")]);
    expect(result.exitCode, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/secret\.h leads to .*secret\.txt, outside/);
    expect(result.stdout + result.stderr).not.toContain(SECRET_TEXT);
  });

  it("a validator's header linked within the project (a contest's shared file) builds and judges: AC", async () => {
    const { root } = setUp();
    writeFileSync(join(root, "problems/sum/problem.yaml"), "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\nchecker: custom\n");
    mkdirSync(join(root, "shared"));
    writeFileSync(join(root, "shared/verdicts.h"), "#define ACCEPT 42\n");
    const validator = join(root, "problems/sum/output_validator");
    mkdirSync(validator);
    writeFileSync(join(validator, "validate.c"), '#include "verdicts.h"\nint main(void) { return ACCEPT; }\n');
    symlinkSync(join(root, "shared/verdicts.h"), join(validator, "verdicts.h"));
    const result = await judge(root, ["sum", "--solution", join(root, "sum.c")]);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
  });

  it("the project's own main linked out of it: exit 2, unread; the same file named with --solution is read as named", async () => {
    const { root, secret } = setUp();
    mkdirSync(join(root, "solutions/sum"), { recursive: true });
    symlinkSync(secret, join(root, "solutions/sum/main.c"));
    const found = await judge(root, ["sum"]);
    expect(found.exitCode).toBe(2);
    expect(found.stderr).toMatch(/solutions\/sum\/main\.c leads to .*secret\.txt, outside/);
    expect(found.stdout + found.stderr).not.toContain(SECRET_TEXT);
    const elsewhere = scratch(`${MARK}-mine-`);
    writeFileSync(join(elsewhere, "sum.c"), readFileSync(join(root, "sum.c")));
    symlinkSync(join(elsewhere, "sum.c"), join(root, "linked.c"));
    const named = await judge(root, ["sum", "--solution", join(root, "linked.c")]);
    expect(named.exitCode, named.stdout + named.stderr).toBe(0);
  });

  it("verify lists a FIFO and a dangling link among the solutions as not judged, and ends (a FIFO's label read hung it for good)", async () => {
    const { root } = setUp();
    mkdirSync(join(root, "solutions/sum/wrong"), { recursive: true });
    mkdirSync(join(root, "solutions/sum/py"), { recursive: true });
    writeFileSync(join(root, "solutions/sum/main.c"), readFileSync(join(root, "sum.c")));
    execFileSync("mkfifo", [join(root, "solutions/sum/wrong/fifo.c"), join(root, "solutions/sum/py/other.py")]);
    symlinkSync(join(root, "nowhere.c"), join(root, "solutions/sum/wrong/dangling.c"));
    const result = await runCommand("verify", ["sum"], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 60_000 });
    expect(result.stdout, result.stderr).toMatch(/main\.c: AC on 1\/1 case/);
    expect(result.stdout).toMatch(/wrong\/fifo\.c: not judged: it is not a regular file/);
    expect(result.stdout).toMatch(/py\/other\.py: not judged: it is not a regular file/);
    expect(result.stdout).toMatch(/wrong\/dangling\.c: not judged: it cannot be read \(ENOENT/);
    expect(result.stdout).toMatch(/3 solutions not judged \(each listed above with its reason\)/);
  });

  it("a case linked out of the project: exit 2 before anything runs; one linked within is judged", async () => {
    const { root, secret } = setUp();
    writeFileSync(join(root, "shared.in"), "2 3\n");
    symlinkSync(join(root, "shared.in"), join(root, "cases/sum/2.in"));
    writeFileSync(join(root, "cases/sum/2.out"), "5\n");
    const within = await judge(root, ["sum", "--solution", join(root, "sum.c")]);
    expect(within.exitCode, within.stdout + within.stderr).toBe(0);
    symlinkSync(secret, join(root, "cases/sum/3.in"));
    writeFileSync(join(root, "cases/sum/3.out"), "5\n");
    const out = await judge(root, ["sum", "--solution", join(root, "sum.c")]);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/cases\/sum\/3\.in is a link to .*secret\.txt, outside the project and the case's own folder/);
    expect(out.stdout + out.stderr).not.toContain(SECRET_TEXT);
    expect(readFileSync(secret, "utf8")).toBe(`${SECRET_TEXT}\n`);
  });
});

// Found by the same attack: each was a message that named the wrong thing, or the judge's own stack trace.
describe("folders past what a build takes", () => {
  it("a folder nested past PATH_MAX is a reason naming the path (was an internal error with a stack trace, exit 3)", () => {
    const { root } = setUp();
    const dir = join(root, "deep");
    mkdirSync(dir);
    writeFileSync(join(dir, "main.c"), "int main(void) { return 0; }\n");
    // 25 names of 200 characters: 5,000 bytes of path, past Linux's 4,096 (each step relative to the last, as a shell can).
    execFileSync("bash", ["-c", `set -e; for i in $(seq 25); do mkdir ${"d".repeat(200)}; cd -P ${"d".repeat(200)}; done; touch x.h`], { cwd: dir });
    try {
      const found = readSourceFolder(dir);
      expect(found.ok).toBe(false);
      expect(!found.ok && found.reason).toMatch(/cannot be read \(ENAMETOOLONG: a path in it is too long\)/);
    } finally {
      execFileSync("rm", ["-rf", dir]); // GNU rm walks any depth; Node's rmSync stops at PATH_MAX
    }
  });

  it.skipIf(gcc !== undefined)(`a folder of more than ${SOURCE_FILES_LIMIT} files is refused by its count, before the box runs out of entries`, async () => {
    const { root } = setUp();
    const dir = join(root, "many");
    mkdirSync(dir);
    const paths = [join(dir, "main.c")];
    writeFileSync(paths[0]!, "int main(void) { return 0; }\n");
    for (let i = 0; i < SOURCE_FILES_LIMIT; i++) {
      paths.push(join(dir, `h${i}.h`));
      writeFileSync(paths[i + 1]!, "");
    }
    await expect(buildProgram({ path: paths[0]!, files: { root: dir, paths }, role: "solution" })).rejects.toThrow(new RegExp(`many holds ${SOURCE_FILES_LIMIT + 1} files, over the ${SOURCE_FILES_LIMIT} a build takes`));
  });

  it.skipIf(gcc !== undefined)("a folder over the size a build takes names its largest file, not its main", async () => {
    const { root } = setUp();
    const dir = join(root, "sized");
    mkdirSync(dir);
    writeFileSync(join(dir, "main.c"), "int main(void) { return 0; }\n");
    writeFileSync(join(dir, "big.h"), "");
    truncateSync(join(dir, "big.h"), SOURCE_LIMIT_BYTES + 1); // sparse: no disk used
    const paths = [join(dir, "main.c"), join(dir, "big.h")];
    await expect(buildProgram({ path: paths[0]!, files: { root: dir, paths }, role: "solution" })).rejects.toThrow(/sized \(its largest file .*big\.h: 64 MiB\) is 64 MiB of source, over the 64 MiB/);
  });
});
