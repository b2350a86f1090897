import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A run's one-line message quotes stderr (an assert's or a panic's place): it named the file as the box does
// ("main: fails.c:3: main: Assertion … failed"), while the stderr tail under it named the user's path (helper's walkthrough).
const why = await missingToolchain("c");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-run-message-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("an RE message that quotes the program's stderr", () => {
  it("names the user's file, as the stderr tail does", async () => {
    const source = join(dir, "fails.c");
    writeFileSync(source, "#include <assert.h>\nint main(void) {\n  assert(1 + 1 == 3);\n  return 0;\n}\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["RE"]);
    expect(report?.cases[0]?.message).toContain(`${source}:3:`);
  }, 120_000);
});
