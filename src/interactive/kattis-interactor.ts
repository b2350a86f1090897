import { runnableCopy } from "../build/runnable-copy";
import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { buildTool } from "../build/build-tool";
import { compileNative, CPP } from "../build/compile-native";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { loadYaml } from "../util/load-on-demand";
import { loadEsbuild } from "../util/load-on-demand";

// The interactive part of a Kattis package, for the import and export in src/kattis/: detect it, build its interactor
// from sources (C++ with g++, Python with python3, TS/JS with node), and write one.

/** Whether a Kattis problem.yaml (any version) declares an interactive problem: `type: interactive` or `validation: custom interactive`. */
export function isKattisInteractive(problemYaml: string): boolean {
  let data: unknown;
  try {
    // On demand: the judge bundle reaches this file, and yaml is most of a bundle's size (util/load-on-demand.ts).
    data = loadYaml().parse(problemYaml);
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
 * Builds the interactor from its sources and returns the argv that starts it (the runner appends input, answer and
 * feedback_dir). C++ is compiled once with g++ -O2 and cached by the sources' hash; Python runs with python3; TS is
 * bundled like a problem tool; JS runs with node.
 */
export async function buildKattisInteractor(dir: string): Promise<string[]> {
  const files = readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile()).sort();
  const cpp = files.filter((name) => CPP.includes(extname(name)));
  if (cpp.length > 0) return [compileNative("interactor", dir, cpp.map((name) => join(dir, name)), "c++")];
  const python = files.filter((name) => name.endsWith(".py"));
  if (python.length > 0) return ["python3", runnableCopy(join(dir, mainOf(python, dir)))];
  const ts = files.filter((name) => /\.(ts|mts)$/.test(name));
  if (ts.length > 0) return [process.execPath, await buildTool(join(dir, mainOf(ts, dir)), "interactor")];
  const js = files.filter((name) => /\.(js|mjs|cjs)$/.test(name));
  if (js.length > 0) return [process.execPath, runnableCopy(join(dir, mainOf(js, dir)))];
  throw new UserError(`${displayPath(dir)} holds no interactor source (C++, Python, TypeScript or JavaScript)`, "add the interactor, e.g. interactor.cc");
}

// With several files of a language, the entry point is the one named like validate/interactor/main, as problemtools does.
function mainOf(names: string[], dir: string): string {
  if (names.length === 1) return names[0]!;
  const main = names.find((name) => /^(validate|validator|interactor|main)\./.test(name));
  if (!main) throw new UserError(`${displayPath(dir)} has ${names.length} sources and none named validate, interactor or main`, "rename the entry point");
  return main;
}

/**
 * Writes our interactor.ts into a Kattis package as a single CommonJS file node runs, in both layouts
 * (output_validator/ and output_validators/interactor/), and returns the problem.yaml lines that declare it
 * interactive in both the 2023-07 and the legacy format.
 */
export async function exportInteractor(interactorTs: string, packageDir: string): Promise<{ files: string[]; yamlLines: string[] }> {
  const esbuild = loadEsbuild();
  const built = await esbuild.build({ entryPoints: [interactorTs], bundle: true, platform: "node", format: "cjs", target: "node20", write: false, logLevel: "silent" });
  const code = `${built.outputFiles[0]!.text}`;
  const files = [join(packageDir, "output_validator", "interactor.js"), join(packageDir, "output_validators", "interactor", "interactor.js")];
  for (const file of files) writeFileAtomic(file, code);
  return { files, yamlLines: ["type: interactive", "validation: custom interactive"] };
}
