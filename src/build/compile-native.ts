import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { cachePath, sha256 } from "./build-cache";

// The C and C++ programs that problem packages bring (Kattis output validators and interactors) are built one way.

export const CPP = [".cpp", ".cc", ".cxx", ".c++"];

/**
 * A package's C or C++ program (an output validator, an interactor), compiled once per content: the key covers every
 * file beside the sources (headers such as validate.h or testlib.h). `path` is the program's folder or its one file.
 */
export function compileNative(what: string, path: string, sources: string[], language: "c++" | "c"): string {
  const dir = statSync(path).isDirectory() ? path : dirname(path);
  const compiler = language === "c++" ? "g++" : "gcc";
  if (!toolAvailable(compiler)) throw new UserError(`The ${what} ${displayPath(path)} is ${language === "c++" ? "C++" : "C"}, and ${compiler} is not on PATH`, `install ${compiler}; nothing was judged`);
  const everything = statSync(path).isDirectory() ? listSources(dir) : [path, ...listSources(dir).filter((file) => /\.(h|hpp|hh)$/.test(file))];
  const key = sha256(everything.map((file) => `${basename(file)}\0${sha256(readFileSync(file))}`).join("\n") + compiler);
  const binary = cachePath("native", key, "");
  if (existsSync(binary)) return binary;
  mkdirSync(dirname(binary), { recursive: true });
  const building = `${binary}.${process.pid}.tmp`;
  const flags = language === "c++" ? ["-std=gnu++17"] : ["-std=gnu11"];
  try {
    execFileSync(compiler, [...flags, "-O2", "-I", dir, "-o", building, ...sources, ...(language === "c" ? ["-lm"] : [])], { stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 });
  } catch (error) {
    rmSync(building, { force: true });
    const said = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim().split("\n").slice(0, 5).join("\n");
    throw new UserError(`The ${what} ${displayPath(path)} does not compile with ${compiler}:\n${said}`, `fix the ${what}; nothing was judged`);
  }
  chmodSync(building, 0o755);
  renameSync(building, binary);
  return binary;
}

export function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => join(dir, entry.name))
    .sort();
}

/** Whether a compiler or interpreter answers on PATH. */
export function toolAvailable(tool: string): boolean {
  try {
    execFileSync(tool, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
