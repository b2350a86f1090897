import { afterAll, beforeAll, describe } from "vitest";
import { judgeFixturesOf, missingToolchain, sumProject } from "./language-fixtures";

// C, C++, Rust and Go: compiled in a box, run in a box; AC, WA, TLE, MLE, RE, CE and OLE each.
for (const id of ["cpp", "c", "rust", "go"]) {
  describe(`${id}: labelled fixtures on real processes`, () => {
    let project: { root: string; remove(): void } | undefined;
    let missing: string | undefined;
    beforeAll(async () => {
      missing = await missingToolchain(id);
      if (missing) console.warn(`test/languages: ${id} cannot be judged here: ${missing}`);
      project = sumProject();
    });
    afterAll(() => project?.remove());
    judgeFixturesOf(id, () => project!.root, () => missing);
  });
}
