import { BaseSequencer, type TestSpecification } from "vitest/node";

// The files that take longest, longest first (measured alone on two cores, 2026-11-24: 230 to 60 s each). In a fresh
// clone (CI) vitest has no timings yet and orders by file size, so these tiny files that run `npm run verify` on every
// problem started last and ran alone for minutes at the end; started first, the rest packs in beside them.
const HEAVY_FIRST = [
  "test/e2e/verify-batch-problems.test.ts",
  "test/docs/docs-examples.test.ts",
  "test/e2e/verify-interactive-problems.test.ts",
  "test/kattis/round-trip.test.ts",
  "test/sandbox/hostile-tools.test.ts",
  "test/kattis/every-language.test.ts",
  "test/languages/any-command.test.ts",
  "test/submit/submit-cli.test.ts",
  "test/e2e/stress-cli.test.ts",
  "test/kattis/fixtures.test.ts",
  "test/e2e/max-inputs.test.ts",
];

/** Vitest's own order, with the longest files moved to the front. */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const at = HEAVY_FIRST.findIndex((heavy) => file.moduleId.endsWith(`/${heavy}`));
      return at === -1 ? HEAVY_FIRST.length : at;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}
