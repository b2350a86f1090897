import { afterAll, beforeAll, describe } from "vitest";
import { judgeFixturesOf, missingToolchain, sumProject } from "./language-fixtures";

// Python, Java and Kotlin: a runtime's baseline subtracted, a syntax check or a compile in a box. Kotlin's compiles take
// seconds each, so it has two fixtures (AC and CE).
for (const id of ["python", "java", "kotlin"]) {
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
