import { readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// A command's bundle as scripts/launch.cjs builds it (CommonJS, the same externals and defines), kept in memory.
function buildAsLauncher(script: string) {
  return build({
    entryPoints: [join(repoRoot, "scripts", script)],
    bundle: true,
    write: false,
    outfile: "out.cjs",
    platform: "node",
    format: "cjs",
    target: "node20",
    metafile: true,
    logLevel: "silent",
    absWorkingDir: repoRoot,
    external: ["esbuild", "vitest", "typescript", "tsx"],
    define: { __STONEBENCH_TOOL_ROOT__: JSON.stringify(repoRoot), "import.meta.url": "__launchBundleUrl" },
  });
}

// The judge's start-up is on every run's critical path: its bundle must not carry the packages that load on demand
// (util/load-on-demand.ts). yaml alone was 260 KB of a 430 KB bundle when one static import brought it back. With every
// language's executor, the box and the sandboxed type check, the workbench's own code is about 424 KB (245 KB before
// the checks for every language's build and a package's submissions; 344 KB before each language's CE and RE notes,
// 17 KB of them; 396 KB before the hand-written linear scans of sources, messages and YAML nesting, 6 KB; 407 KB before
// 2026-11-30's CE notes for newer Go and Java, read reach, checkers and interactors in any language, 17 KB): the bound
// leaves room for growth, never for a package that should load on demand (yaml is 260 KB).
describe("the judge bundle", () => {
  it("holds none of yaml, diff and glob, and stays small (built as scripts/launch.cjs builds it)", async () => {
    const result = await buildAsLauncher("judge.ts");
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /node_modules\/(yaml|diff|glob)\//.test(input))).toEqual([]);
    expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(440_000);
  });

  // scripts/launch.cjs runs every bundle from V8's code cache, where Node 20 has no loader for import(): a package
  // loaded with import() would fail there (as typescript did for submit), so the sources load them with require.
  it("no command's bundle loads anything with a dynamic import()", async () => {
    const commands = readdirSync(join(repoRoot, "scripts")).filter((file) => file.endsWith(".ts"));
    expect(commands.length).toBeGreaterThan(10);
    for (const command of commands) {
      const result = await buildAsLauncher(command);
      const dynamic = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.kind === "dynamic-import").map((entry) => entry.path));
      expect(dynamic, command).toEqual([]);
    }
  });
});
