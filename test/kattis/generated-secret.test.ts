import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir, repoRoot, runCommand, tempProjectPerTest } from "../authoring/helpers/temp-project";

// BAPCtools' packages may carry their secret cases only as generators/generators.yaml's recipe: its identity test
// problem (test/fixtures/kattis-bapctools/identity, GPL-3.0, README there) has data/sample and no data/secret, and
// importing only the samples without a word made a judge on five samples look like the whole package.
const PACKAGE = join(repoRoot, "test/fixtures/kattis-bapctools/identity");

describe("import: secret cases only in generators.yaml (BAPCtools' identity)", () => {
  const project = tempProjectPerTest();
  const run = (args: string[]) => runCommand("import", args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 240_000 });

  it("says the secret cases are not in data/, and says nothing once they are", async () => {
    const recipeOnly = await run([PACKAGE]);
    const said = recipeOnly.stdout + recipeOnly.stderr;
    expect(recipeOnly.code, said).toBe(0);
    expect(said).toMatch(/Imported identity: 5 cases/);
    expect(said).toMatch(/generators\/generators\.yaml describes cases that data\/secret does not hold .*bt generate/);

    // The same package once `bt generate` has written a secret case.
    const scratch = makeTempDir("generated-secret");
    try {
      const generated = join(scratch.dir, "identity");
      cpSync(PACKAGE, generated, { recursive: true, verbatimSymlinks: true });
      mkdirSync(join(generated, "data/secret"));
      writeFileSync(join(generated, "data/secret/1.in"), "7\n");
      writeFileSync(join(generated, "data/secret/1.ans"), "7\n");
      const withSecret = await run([generated, "--id", "identity2"]);
      const saidNow = withSecret.stdout + withSecret.stderr;
      expect(withSecret.code, saidNow).toBe(0);
      expect(saidNow).toMatch(/Imported identity2: 6 cases/);
      expect(saidNow).not.toContain("generators.yaml describes");
    } finally {
      scratch.remove();
    }
  }, 300_000);
});
