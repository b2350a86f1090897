import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// The judge's start-up is on every run's critical path: its bundle must not carry the packages that load on demand
// (util/load-on-demand.ts). yaml alone was 260 KB of a 430 KB bundle when one static import brought it back.
describe("the judge bundle", () => {
  it("holds none of yaml, diff and glob, and stays small", async () => {
    const result = await build({
      entryPoints: [join(repoRoot, "scripts/judge.ts")],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      target: "node20",
      metafile: true,
      logLevel: "silent",
      absWorkingDir: repoRoot,
      external: ["esbuild", "vitest", "typescript", "tsx"],
      define: { __STONEBENCH_TOOL_ROOT__: JSON.stringify(repoRoot) },
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /node_modules\/(yaml|diff|glob)\//.test(input))).toEqual([]);
    expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(250_000);
  });
});
