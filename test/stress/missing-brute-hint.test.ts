import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest } from "../authoring/helpers/temp-project";

// stress takes brute.* in any language, but its missing-brute hint named only brute.ts.
describe("stress without a brute force", () => {
  const project = tempProjectPerTest("pile-game");

  it("says that brute.<ext> may be in any language", async () => {
    rmSync(join(project.root, "solutions/pile-game/brute.ts"));
    const result = await runCommand("stress", ["pile-game"], { root: project.root, cacheDir: project.cacheDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("solutions/pile-game/brute.ts does not exist");
    expect(result.stderr).toContain("solutions/pile-game/brute.<ext> in any language (brute.cpp, brute.py, …");
  });
});
