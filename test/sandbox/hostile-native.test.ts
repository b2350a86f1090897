import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { judgeJson, repoRoot } from "../helpers/cli";
import { hostileHarness } from "../helpers/hostile-harness";
import { missingToolchain } from "../languages/language-fixtures";

// A solution in a language without Node's permission model (C here) runs in a box: it cannot change the case through
// its stdin, read its output back, read a file of the machine, write a file, or start a process.
const namespaces = detectSandbox().level === "namespaces";
// The pid makes the marker this run's own: a second suite beside it runs the same attacks.
const MARK = `stonebench-hostile-native-${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-native", MARK);
const gcc = await missingToolchain("c");
if (!namespaces) console.warn(`test/sandbox/hostile-native: namespaces unavailable here (${detectSandbox().reason}); a native program is not boxed at this level`);
if (gcc) console.warn(`test/sandbox/hostile-native: skipped: ${gcc}`);

const EVERY_ATTEMPT_REFUSED = ["reopen stdin for writing", "read stdout back", "read /etc/shadow", "read a planted secret", "write a file", "fork"].map((what) => `refused ${what}\n`).join("");

describe.skipIf(!namespaces || gcc !== undefined)("a C solution in the box", () => {
  it("every attempt is refused (AC on an answer listing them), and the case and the secret stay as they were", async () => {
    const root = scratch(`${MARK}-project-`);
    mkdirSync(join(root, "problems/escape"), { recursive: true });
    mkdirSync(join(root, "cases/escape"), { recursive: true });
    writeFileSync(join(root, "problems/escape/problem.yaml"), "title: Escape\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\n");
    writeFileSync(join(root, "problems/escape/statement.md"), "# Escape\n");
    writeFileSync(join(root, "cases/escape/1.in"), "the case\n");
    writeFileSync(join(root, "cases/escape/1.out"), EVERY_ATTEMPT_REFUSED);
    const secret = join(root, "secret.txt");
    writeFileSync(secret, "TOP SECRET\n");
    const source = join(root, `${MARK}.c`);
    writeFileSync(source, readFileSync(join(repoRoot, "test/fixtures/hostile/compile/native-escapes.c"), "utf8").replace("SECRET", secret));
    const { report, stderr } = await judgeJson(["escape", "--solution", source, "--show"], { cwd: root, env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir } });
    expect(report?.cases[0]?.verdict, `${report?.cases[0]?.message}\n${stderr}`).toBe("AC");
    expect(readFileSync(join(root, "cases/escape/1.in"), "utf8")).toBe("the case\n");
    expect(readFileSync(secret, "utf8")).toBe("TOP SECRET\n");
  });
});
