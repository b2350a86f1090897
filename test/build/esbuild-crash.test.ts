import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSolution } from "../../src/build/build-solution";

// esbuild's service (a Go process under kernel limits only: it only parses) recurses once per level of nesting, and a
// 400 KB TypeScript file of 200,000 nested brackets ran it past Go's 1 GB goroutine stack: the service died, the build
// was an internal error with Node's stack, and every later build of the command failed ("The service is no longer
// running"), so one such submission stopped verify for all the others. (Its memory limit and where its traceback
// goes: test/sandbox/esbuild-limits.test.ts.)
const dir = mkdtempSync(join(tmpdir(), "stonebench-esbuild-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a solution that crashes esbuild's parser", () => {
  it("is CE with one line saying why, and the next build of the same process starts a fresh service and works", { timeout: 120_000 }, async () => {
    const deep = join(dir, "deep.ts");
    writeFileSync(deep, `const x = ${"[".repeat(200_000)}${"]".repeat(200_000)};\nconsole.log(x.length);\n`);
    const crashed = await buildSolution(deep, undefined, "deep.ts");
    expect(crashed.ok).toBe(false);
    if (crashed.ok) return;
    expect(crashed.message).toMatch(/^deep\.ts: esbuild stopped while bundling it \((?:its parser ran out of stack or memory|it crashed with SIGSEGV, as its parser does when it runs out of stack or memory): code nested tens of thousands of levels deep, in brackets, braces or a chain of operators, is more than it can read\)$/);
    const plain = join(dir, "plain.ts");
    writeFileSync(plain, 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0, "utf8"));\n');
    const next = await buildSolution(plain);
    expect(next.ok).toBe(true);
  });
});
