import { buildProgram } from "../build/build-program";
import { languageBaselineKiB } from "../build/language-baseline";
import { UserError } from "../errors";
import { languageOf } from "../languages/registry";
import { displayPath, projectRoot } from "../paths";
import type { Problem } from "../problem/find-problem";
import { measureMemoryBaseline } from "../run/memory-baseline";
import { makeTempDir, removeTempDir } from "../util/temp-dir";

// problem.yaml's memory limit is above the language's own baseline, and Kattis counts the whole process: export added
// Node's baseline whatever the main's language, so a problem written in C++ with 64 MiB (judged here as 64 MiB of
// the whole process) went out as 102 MiB. The baseline added is now the main's language's, as its judge counts it.

/** The baseline, in MiB, that the main's language adds to the limit, and whose it is ("Node's", "pypy3's", none). */
export async function mainBaselineMiB(problem: Problem): Promise<{ mib: number; of: string }> {
  const language = languageOf(problem.mainSolution);
  if (language.baseline === "none") return { mib: 0, of: `${language.name}'s (none: the whole process counts)` };
  const workDir = makeTempDir("stonebench-export");
  try {
    if (language.runtime === "node") return { mib: (await measureMemoryBaseline({ sandbox: true, workDir })) / 1024, of: "Node's" };
    const built = await buildProgram({ path: problem.mainSolution, role: "solution", sandbox: true, within: [projectRoot()] });
    if (!built.ok) throw new UserError(`${displayPath(problem.mainSolution)} does not build, so its language's memory baseline (part of the package's limit) is unknown: ${built.message.split("\n")[0]}`, "fix the main, then export again");
    const runner = built.program.tools.runner?.name ?? language.name;
    return { mib: (await languageBaselineKiB(built.program, { sandbox: true, workDir })) / 1024, of: /^(java|kotlin)$/.test(language.id) ? "the JVM's" : `${runner}'s` };
  } finally {
    removeTempDir(workDir);
  }
}
