import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { findProblem } from "../../src/problem/find-problem";
import { makeTempDir, repoRoot } from "../authoring/helpers/temp-project";

// problemtools' verifyproblem: STONEBENCH_VERIFYPROBLEM names it, else it must be on PATH. It is not an npm package
// (PyPI, or run from its sources: docs/export.md says how), so where it is missing this test is skipped and says why.
// CI skips it: problemtools is not in Debian 12 (its current version needs Python >= 3.11, pydantic >= 2.11 and
// plasTeX >= 3, where Debian has 3.11 but pydantic 1.10 and plasTeX 2.1), and .ci/run fetches nothing from GitHub or
// PyPI. What verifyproblem reported on our exports is also checked without it (export-problemtools-rules.test.ts,
// legacy-layout.test.ts, markdown-latex.test.ts, node-program-folder.test.ts).
const named = process.env.STONEBENCH_VERIFYPROBLEM;
const onPath = spawnSync("sh", ["-c", "command -v verifyproblem"], { encoding: "utf8" }).stdout.trim();
const verifyproblem = named || onPath || undefined;
if (!verifyproblem) console.warn("skipped: problemtools' verifyproblem is not on PATH and STONEBENCH_VERIFYPROBLEM is not set (problemtools is not in Debian 12 and needs pydantic >= 2.11 and plasTeX >= 3; install it with pip, or run it from its sources as docs/export.md shows)");
// problemtools' current languages.yaml compiles Java with `javac --release 21`: with an older JDK every Java
// submission is its compile error, the machine's and not the package's. That error alone is then set aside, said.
const JAVA_RELEASE = "21";
const javaTooOld = verifyproblem !== undefined && spawnSync("javac", ["--release", JAVA_RELEASE, "-version"], { encoding: "utf8" }).status !== 0;
const JAVA_COMPILE_ERROR = /^ERROR Compile error for AC submission [^\n]*\.java \(Java\):\n(?: {8}[^\n]*\n)*/gm;

// The statement part needs pandoc and LaTeX (problem2pdf); the parts checked here are the package itself.
const PARTS = ["config", "data", "validators", "graders", "submissions"];
const problems = readdirSync(join(repoRoot, "problems")).sort();

// Every problem here (batch and interactive) in both layouts: each run judges every submission on every case, many
// minutes apiece on a loaded machine.
describe.skipIf(!verifyproblem)("an exported package passes problemtools' verifyproblem", () => {
  it.each(problems.flatMap((id) => [[id, false], [id, true]] as const))("%s (legacy layout: %s): no errors, every submission gets its folder's verdict", async (id, legacy) => {
    const scratch = makeTempDir("verifyproblem");
    try {
      // problemtools takes the folder's name for the short name, which must be [a-z0-9]+.
      const shortName = id.replace(/[^a-z0-9]/g, "");
      const dir = join(scratch.dir, shortName);
      await exportKattisPackage(findProblem(id), dir, { legacy });
      const run = spawnSync(verifyproblem!, ["-p", ...PARTS, "--", dir], { encoding: "utf8", timeout: 3_000_000, killSignal: "SIGKILL" });
      const said = `${run.stdout}${run.stderr}`;
      console.log(`verifyproblem ${id} (${legacy ? "legacy" : "2023-07-draft"}):\n${said}`);
      const javaErrors = javaTooOld ? (said.match(JAVA_COMPILE_ERROR) ?? []).length : 0;
      if (javaErrors) console.warn(`verifyproblem ${id}: ${javaErrors} Java compile error(s) set aside: this JDK has no --release ${JAVA_RELEASE}, which problemtools' languages.yaml asks for`);
      const output = javaErrors ? said.replace(JAVA_COMPILE_ERROR, "") : said;
      expect(output).not.toMatch(/^ERROR /m);
      expect(output).toMatch(new RegExp(`^${shortName} tested: ${javaErrors} errors?`, "m"));
      expect(output).toMatch(/AC submission main\.js \(JavaScript\) OK: AC/);
    } finally {
      scratch.remove();
    }
  }, 3_600_000);
});
