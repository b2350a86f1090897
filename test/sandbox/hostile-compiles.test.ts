import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { readSolutionLabel } from "../../src/verify/solution-label";
import { judgeJson, repoRoot, runCommand } from "../helpers/cli";
import { hostileHarness } from "../helpers/hostile-harness";
import { missingToolchain } from "../languages/language-fixtures";

// A compiler is hostile surface too: each source below attacks it (reads a file of the machine, a planted secret,
// /dev/zero, explodes, floods its messages). Each compile runs in a box (the toolchain's folders only, a private /box,
// CPU, wall, memory, message and file-size limits) and must end in CE or a clear compile-limit message, with no secret
// in any message, nothing written outside, and no process left (the harness checks the last two).
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox/hostile-compiles: namespaces unavailable here (${detectSandbox().reason}); a compile is not boxed at this level, so the suite is skipped`);
// The pid makes the marker this run's own: a second suite beside it compiles the same attacks.
const MARK = `stonebench-hostile-compile-${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-compiles", MARK);
const fixtures = join(repoRoot, "test", "fixtures", "hostile", "compile");
const gpp = await missingToolchain("cpp");
const rustc = await missingToolchain("rust");
if (gpp) console.warn(`test/sandbox/hostile-compiles: the C++ attacks are skipped: ${gpp}`);
if (rustc) console.warn(`test/sandbox/hostile-compiles: the Rust attack is skipped: ${rustc}`);

// Small compile limits keep the suite quick: every attack trips one of them within seconds.
const SETTINGS = "cpp:\n  compileTimeLimitMs: 4000\n  compileMemoryMiB: 256\nrust:\n  compileTimeLimitMs: 8000\n  compileMemoryMiB: 512\n";
const SECRET_TEXT = `TOP-SECRET-${process.pid}-${Date.now()}`;

function project(): { root: string; secret: string; cacheSecret: string } {
  const root = scratch(`${MARK}-project-`);
  mkdirSync(join(root, "problems/sum"), { recursive: true });
  mkdirSync(join(root, "cases/sum"), { recursive: true });
  writeFileSync(join(root, "problems/sum/problem.yaml"), "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n");
  writeFileSync(join(root, "problems/sum/statement.md"), "# Sum\n");
  writeFileSync(join(root, "cases/sum/1.in"), "2 3\n");
  writeFileSync(join(root, "cases/sum/1.out"), "5\n");
  writeFileSync(join(root, "languages.yaml"), SETTINGS);
  // One secret in the project (the sandbox's holder shows it), one in the build cache (shown to every run there).
  writeFileSync(join(root, "secret.txt"), `${SECRET_TEXT}\n`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, `${MARK}-secret.txt`), `${SECRET_TEXT}\n`);
  return { root, secret: join(root, "secret.txt"), cacheSecret: join(cacheDir, `${MARK}-secret.txt`) };
}

// A source of the fixture folder with its placeholders filled in, named so its compile is recognisable in ps.
function attack(name: string, secret: string, dir: string): string {
  const text = readFileSync(join(fixtures, name), "utf8").replaceAll("SECRET", secret).replaceAll("SCRATCH", dir);
  const path = join(dir, `${MARK}-${name}`);
  writeFileSync(path, text);
  return path;
}

const shadowHead = (() => {
  try {
    return readFileSync("/etc/shadow", "utf8").split("\n")[0]!.split(":").slice(0, 2).join(":");
  } catch {
    return undefined;
  }
})();

describe.skipIf(!namespaces)("hostile compiles end in CE or a compile limit, boxed", () => {
  const cases: [string, RegExp, string | undefined][] = [
    ["include-dev-zero.cpp", /compile stopped: over 256 MiB of memory/, gpp],
    ["include-shadow.cpp", /include-shadow\.cpp:2:10: error: \/etc\/shadow: No such file or directory/, gpp],
    ["include-secret.cpp", /No such file or directory/, gpp],
    ["constexpr-explosion.cpp", /constexpr.* exceeds limit|compile stopped: over/, gpp],
    ["template-explosion.cpp", /compile stopped: over|template instantiation depth exceeds/, gpp],
    ["pragma-dependency.cpp", /\/etc\/shadow: No such file or directory/, gpp],
    // The compiler driver exits 4 when its assembler is killed by SIGXFSZ ("internal compiler error: File size limit
    // exceeded signal terminated program as"): BAPCtools' hello, mixed/test-memstatic.cc, said so and not which limit.
    ["huge-static-array.cpp", /^compile stopped: a file it wrote passed 256 MiB/, gpp],
    ["include-bytes.rs", /couldn't read `\/etc\/shadow`: No such file or directory/, rustc],
  ];
  for (const [name, message, missing] of cases) {
    it.skipIf(missing !== undefined)(`${name}: ${readSolutionLabel(join(fixtures, name))?.reason}`, async () => {
      const { root, secret } = project();
      const { report, stderr } = await judgeJson(["sum", "--solution", attack(name, secret, root)], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
      expect(report?.summary.verdict, stderr).toBe("CE");
      expect(report?.summary.message).toMatch(message);
      expect(report?.summary.message).not.toContain(SECRET_TEXT);
      if (shadowHead) expect(report?.summary.message).not.toContain(shadowHead);
      // A message is bounded, and it never names the build's folders.
      expect(report!.summary.message.length).toBeLessThan(8192);
      expect(report?.summary.message).not.toMatch(/\.cache\/stonebench|\/box\//);
    });
  }

  it.skipIf(gpp !== undefined)("the same include of the planted secret, in the build cache the sandbox shows: CE, nothing read", async () => {
    const { root, cacheSecret } = project();
    const { report } = await judgeJson(["sum", "--solution", attack("include-secret.cpp", cacheSecret, root)], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/No such file or directory/);
    expect(report?.summary.message).not.toContain(SECRET_TEXT);
  });

  it.skipIf(gpp !== undefined)("pragma-tricks.cpp: a plugin named in a pragma or an attribute is not loaded; the program is judged (AC)", async () => {
    const { root, secret } = project();
    const { report } = await judgeJson(["sum", "--solution", attack("pragma-tricks.cpp", secret, root)], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
    expect(report?.summary.verdict).toBe("AC");
  });

  it.skipIf(gpp !== undefined)("40 MB of error messages: stopped at 1 MiB of messages, the first error shown, the report bounded", async () => {
    const { root } = project();
    const source = join(root, `${MARK}-errors.cpp`);
    // 40,000 stray braces on lines of 1 KB: GCC quotes each line under its error, about 1.1 KB of messages each, 44 MB
    // in all if nothing stopped it. (A million 2-byte lines took over the 4 s compile limit before 1 MiB of messages
    // on a loaded machine: GCC spends its CPU per error, not per byte.)
    writeFileSync(source, `int main() {}\n${`}/*${"x".repeat(1000)}*/\n`.repeat(40_000)}`);
    const started = Date.now();
    const { report } = await judgeJson(["sum", "--solution", source], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/^compile stopped: the compiler wrote more than 1 MiB of messages\n.*errors\.cpp:2:1: error: expected declaration before/);
    expect(report!.summary.message.length).toBeLessThan(8192);
    console.log(`test/sandbox/hostile-compiles: 40 MB of messages stopped after ${Date.now() - started} ms`);
  });

  it.skipIf(gpp !== undefined)("a package's C++ output validator that includes a secret is refused at judge time (exit 2), the secret unread", async () => {
    const { root, secret } = project();
    writeFileSync(join(root, "problems/sum/problem.yaml"), "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n");
    mkdirSync(join(root, "problems/sum/output_validator"), { recursive: true });
    writeFileSync(join(root, "problems/sum/output_validator/validate.cpp"), `#include "${secret}"\n#include "/etc/shadow"\nint main() { return 42; }\n`);
    const solution = attack("pragma-tricks.cpp", secret, root);
    const result = await runCommand("judge", ["sum", "--solution", solution], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
    expect(result.exitCode, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/output validator .* does not compile:\n.*No such file or directory/);
    expect(result.stdout + result.stderr).not.toContain(SECRET_TEXT);
  });

  it("the planted secrets are as they were, and nothing new sits beside them", () => {
    for (const dir of readdirSync(cacheDir).filter((name) => name.endsWith("-secret.txt"))) expect(readFileSync(join(cacheDir, dir), "utf8")).toBe(`${SECRET_TEXT}\n`);
  });
});
