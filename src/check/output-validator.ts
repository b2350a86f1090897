import { existsSync, statSync } from "node:fs";
import { basename, extname } from "node:path";
import { buildTool } from "../build/build-tool";
import { compileNative, CPP, listSources, toolAvailable } from "../build/compile-native";
import { runnableCopy } from "../build/runnable-copy";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { permittedToolArgv } from "../run/node-flags";

/**
 * An output validator that speaks the Kattis protocol, ready to run:
 * `<command> input judge_answer feedback_dir [flags] < team_output`, exit 42 AC, 43 WA.
 */
export interface PreparedValidator {
  /** argv before the protocol's arguments. */
  command: string[];
  /** For a Node validator under the sandbox: feedback_dir must be writable; built per run (see nodeCommand). */
  node?: { program: string; sandbox: boolean };
  language: string;
  source: string;
}

const NODE = [".ts", ".js", ".mjs", ".cjs"];

/** Which language a validator (one file, or a package's output_validator/ folder) is in, or why it cannot run here. */
export function validatorLanguage(path: string): { language: "c++" | "c" | "python" | "node"; files: string[] } | { error: string } {
  const files = statSync(path).isDirectory() ? listSources(path) : [path];
  const exts = new Set(files.map((file) => extname(file).toLowerCase()));
  if ([...exts].some((ext) => CPP.includes(ext))) return { language: "c++", files: files.filter((file) => CPP.includes(extname(file).toLowerCase())) };
  if (exts.has(".c")) return { language: "c", files: files.filter((file) => extname(file) === ".c") };
  if (exts.has(".py")) {
    const python = files.filter((file) => extname(file) === ".py");
    const main = python.length === 1 ? python[0] : python.find((file) => /^(main|validate|validator|output_validator)\.py$/.test(basename(file)));
    return main ? { language: "python", files: [main] } : { error: `${python.length} Python files and none named main.py or validate.py, so the entry point is unknown` };
  }
  const node = files.filter((file) => NODE.includes(extname(file)));
  if (node.length === 1) return { language: "node", files: node };
  const named = [...exts].filter(Boolean).join(", ") || "no source files";
  return { error: `stonebench builds C/C++ (g++), Python (python3) and TypeScript/JavaScript (node) validators; this one has ${named}` };
}



/** Builds (or finds in the cache) the validator; a UserError names the file and why it cannot run here. */
export async function prepareOutputValidator(path: string, sandbox: boolean): Promise<PreparedValidator> {
  if (!existsSync(path)) throw new UserError(`The output validator ${displayPath(path)} does not exist`, "write it, or choose another checker");
  const found = validatorLanguage(path);
  const source = displayPath(path);
  if ("error" in found) throw new UserError(`The output validator ${source} cannot run here: ${found.error}`, "judging would only pretend, so nothing was judged; port it to C++, Python or TypeScript (Kattis protocol: exit 42 AC, 43 WA)");
  switch (found.language) {
    case "node": {
      const program = await buildTool(found.files[0]!, "output validator");
      return { command: [process.execPath, program], node: { program, sandbox }, language: "node", source };
    }
    case "python":
      if (!toolAvailable("python3")) throw new UserError(`The output validator ${source} is Python, and python3 is not on PATH`, "install python3; nothing was judged");
      return { command: ["python3", runnableCopy(found.files[0]!)], language: "python", source };
    case "c++":
    case "c":
      return { command: [compileNative("output validator", path, found.files, found.language)], language: found.language, source };
  }
}


/** The argv for one run: a Node validator under the sandbox may read the three files and write feedback_dir only. */
export function validatorCommand(validator: PreparedValidator, readable: string[], feedbackDir: string): string[] {
  if (!validator.node?.sandbox) return validator.command;
  return permittedToolArgv(validator.node.program, readable, feedbackDir) ?? validator.command;
}
