import { basename } from "node:path";
import type { Message } from "esbuild";
import type { Finding } from "./finding";
import { esbuildTarget, type NodeTarget } from "./node-target";
import { loadEsbuild } from "../util/load-on-demand";

// esbuild warnings that mean the code will not work on the judge, not just that it looks odd.
const BREAKING_WARNINGS = new Set(["empty-import-meta"]);

/**
 * Asks esbuild to compile the solution for the target as CommonJS: it lowers newer syntax where it can
 * and fails where it cannot (top-level await, for one), naming the line.
 */
export async function checkSyntax(text: string, path: string, target: NodeTarget): Promise<Finding[]> {
  const esbuild = loadEsbuild();
  try {
    const result = await esbuild.transform(text, {
      loader: loaderFor(path),
      format: "cjs",
      target: esbuildTarget(target),
      sourcefile: basename(path),
      logLevel: "silent",
    });
    return result.warnings.filter((warning) => BREAKING_WARNINGS.has(warning.id)).map((warning) => toFinding(warning, target));
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return errors.map((message) => toFinding(message, target));
  }
}

export function loaderFor(path: string): "ts" | "js" {
  return /\.[cm]?js$/.test(path) ? "js" : "ts";
}

function toFinding(message: Message, target: NodeTarget): Finding {
  const location = message.location;
  // esbuild counts columns in bytes; people count characters.
  const column = location ? Buffer.from(location.lineText).subarray(0, location.column).toString("utf8").length + 1 : 1;
  return {
    line: location?.line ?? 1,
    column,
    what: message.text,
    fix: fixFor(message.text, target),
  };
}

function fixFor(text: string, target: NodeTarget): string {
  if (/top-level await/i.test(text)) return "read stdin with readFileSync(0), or put the code in an async function and call it";
  if (/import\.meta/.test(text)) return "do without import.meta: a pasted solution has no meaningful URL or path";
  if (/not available in the configured target environment/.test(text)) return `write it in older syntax, or submit with a --target newer than ${target.name} if your judge runs one`;
  return "fix the syntax, then submit again";
}
