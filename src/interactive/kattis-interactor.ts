import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { prepareJudgeProgram, type JudgeProgram } from "../build/judge-program";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { parseYamlDocument } from "../util/yaml-nesting";
import { loadEsbuild } from "../util/load-on-demand";
import { TOOL_TSCONFIG } from "../build/tool-tsconfig";

// The interactive part of a Kattis package, for the import and export in src/kattis/: detect it, build its interactor
// from its sources in any supported language, and write one.

/** Whether a Kattis problem.yaml (any version) declares an interactive problem: `type: interactive` or `validation: custom interactive`. */
export function isKattisInteractive(problemYaml: string): boolean {
  let data: unknown;
  try {
    // On demand: the judge bundle reaches this file, and yaml is most of a bundle's size (util/load-on-demand.ts).
    const document = parseYamlDocument(problemYaml);
    if (document.errors.length > 0) return false;
    data = document.toJS();
  } catch {
    return false;
  }
  if (typeof data !== "object" || data === null) return false;
  const yaml = data as Record<string, unknown>;
  const words = [yaml.type, yaml.validation].flat().filter((item): item is string => typeof item === "string").join(" ");
  return /\binteractive\b/.test(words);
}

/** The folder holding the interactor's sources: output_validator/ (2023-07 and later) or the one output_validators/<name>/ (legacy). */
export function findInteractorDir(packageDir: string): string {
  const current = join(packageDir, "output_validator");
  if (existsSync(current) && statSync(current).isDirectory()) {
    // Sources may sit in it, or in its one subfolder (problemtools' guess: output_validator/guess_validator/).
    const entries = readdirSync(current, { withFileTypes: true });
    const dirs = entries.filter((entry) => entry.isDirectory());
    return entries.some((entry) => entry.isFile() && !entry.name.startsWith(".")) || dirs.length !== 1 ? current : join(current, dirs[0]!.name);
  }
  const legacy = join(packageDir, "output_validators");
  if (existsSync(legacy) && statSync(legacy).isDirectory()) {
    const entries = readdirSync(legacy, { withFileTypes: true });
    const dirs = entries.filter((entry) => entry.isDirectory()).map((entry) => join(legacy, entry.name));
    if (dirs.length === 1) return dirs[0]!;
    if (dirs.length === 0 && entries.some((entry) => entry.isFile())) return legacy;
  }
  throw new UserError(`${displayPath(packageDir)} is interactive but has no output_validator/ (or a single output_validators/<name>/) with the interactor`, "add the interactor's sources there");
}


/**
 * Builds the interactor from its sources, in whatever language they are (C++, Python, Java, Rust, … by its
 * executor, in a box; TypeScript bundled like a problem tool; JavaScript run by Node under its permission model).
 */
export async function buildKattisInteractor(dir: string, sandbox = true): Promise<JudgeProgram> {
  return prepareJudgeProgram(dir, "interactor", sandbox);
}

/**
 * Writes our interactor.ts into a Kattis package as a single CommonJS file node runs, in both layouts
 * (output_validator/ and output_validators/interactor/), and returns the problem.yaml lines that declare it
 * interactive in both the 2023-07 and the legacy format.
 */
export async function exportInteractor(interactorTs: string, packageDir: string): Promise<{ files: string[]; yamlLines: string[] }> {
  const esbuild = loadEsbuild();
  const built = await esbuild.build({ entryPoints: [interactorTs], bundle: true, platform: "node", format: "cjs", target: "node20", write: false, logLevel: "silent", tsconfigRaw: TOOL_TSCONFIG });
  const code = `${built.outputFiles[0]!.text}`;
  const files = [join(packageDir, "output_validator", "interactor.js"), join(packageDir, "output_validators", "interactor", "interactor.js")];
  for (const file of files) writeFileAtomic(file, code);
  return { files, yamlLines: ["type: interactive", "validation: custom interactive"] };
}
