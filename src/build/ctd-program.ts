import { readdirSync, statSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath, projectRoot, toolRoot } from "../paths";
import { parseScript } from "../checktestdata/parse";
import { CTD_SCRIPT_ERROR } from "../checktestdata/exit-codes";
import { loadEsbuild } from "../util/load-on-demand";
import { OutsideError, readInside, realFolders } from "../util/read-inside";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import type { JudgeProgram } from "./judge-program";
import { TOOL_TSCONFIG } from "./tool-tsconfig";

// A package's checktestdata script (.ctd) runs on our own interpreter (src/checktestdata/), no checktestdata binary:
// its bundle with the script written into it is one Node program, boxed and limited as a JavaScript validator is.

export const CTD_LANGUAGE = "checktestdata";

/**
 * The largest script parsed: its syntax is checked in the judge's own process, at about 100 bytes of memory a byte of
 * script (4 MB of `1+1+…` took 1.2 GiB there). Real scripts are a few KB; checktestdata's own examples under 2 KB.
 */
export const MAX_CTD_SCRIPT_BYTES = 1 << 20;

/** The .ctd a validator path names: the file itself, or the one .ctd of a folder that holds no other program. */
export function ctdScriptOf(path: string): string | undefined {
  if (!statSync(path).isDirectory()) return extname(path).toLowerCase() === ".ctd" ? path : undefined;
  const files = readdirSync(path).filter((name) => !/\.(md|txt)$/i.test(name));
  const scripts = files.filter((name) => extname(name).toLowerCase() === ".ctd");
  return scripts.length === 1 && files.length === 1 ? join(path, scripts[0]!) : undefined;
}

let interpreter: Promise<string> | undefined;

// The interpreter as one CommonJS bundle, built once per process (esbuild takes some 50 ms).
function interpreterCode(): Promise<string> {
  interpreter ??= loadEsbuild()
    .build({
      entryPoints: [join(toolRoot, "src", "checktestdata", "main.ts")],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      write: false,
      logLevel: "silent",
      charset: "utf8",
      tsconfigRaw: TOOL_TSCONFIG,
    })
    .then((result) => result.outputFiles[0]!.text);
  return interpreter;
}

/**
 * The runnable program of a .ctd: parsed here first, so a script with a syntax error is named with its line and column
 * before any input runs (as problemtools checks a .ctd when it "compiles" it). Exit 42 valid, 43 invalid,
 * CTD_SCRIPT_ERROR when the script itself fails on an input (an undefined variable, a string added to a number).
 */
export async function prepareCtdProgram(path: string, role: string): Promise<JudgeProgram> {
  const source = displayPath(path);
  let script: string;
  const bytes = statSync(path).size;
  if (bytes > MAX_CTD_SCRIPT_BYTES) {
    throw new UserError(`The ${role} ${source} is ${(bytes / 2 ** 20).toFixed(1)} MiB, more than the ${MAX_CTD_SCRIPT_BYTES / 2 ** 20} MiB a checktestdata script may be; it was not run`, "is it a checktestdata script? Real ones are a few KB: shorten it (REP and WHILE repeat commands)");
  }
  try {
    // One character per byte, as checktestdata reads both the script and the input.
    script = readInside(path, realFolders([dirname(path), projectRoot()])).toString("latin1");
  } catch (error) {
    if (error instanceof OutsideError) throw new UserError(`The ${role} ${source} cannot run: ${error.message}`, "keep the script as a regular file in its folder");
    throw error;
  }
  try {
    // Syntax only: no number computed outside the box (a script's 10^(10^6) is the boxed run's to compute).
    parseScript(script, { syntaxOnly: true });
  } catch (error) {
    throw new UserError(`The ${role} ${source} does not parse: ${(error as Error).message}`, `fix the script (docs/validate.md names the checktestdata language it follows); nothing was validated with it`);
  }
  const code = `globalThis.__stonebenchCtd = ${JSON.stringify({ name: source, script })};\n${await interpreterCode()}`;
  const program = cachePath("checktestdata", sha256(code), ".cjs");
  if (readCacheEntry(program).state !== "hit") writeCacheEntry(program, code);
  return { kind: "node", program, source, language: CTD_LANGUAGE, errorExit: CTD_SCRIPT_ERROR };
}
