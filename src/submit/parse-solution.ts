import { extname, join } from "node:path";
import type * as TS from "typescript";
import { UserError } from "../errors";
import { inMemoryProgram } from "../typecheck/in-memory-program";
import { displayPath, nodeModulesDir } from "../paths";
import { loadTypeScript as requireTypeScript } from "../util/load-on-demand";

/** A solution's syntax tree: all that converting it needs (module-references.ts, to-javascript.ts). */
export interface ParsedText {
  ts: typeof TS;
  source: TS.SourceFile;
  /** 1-based line and column of a node's first character (its comments skipped). */
  positionOf(node: TS.Node): { line: number; column: number };
}

/** A solution parsed once, with a type checker, for every check to read. */
export interface ParsedSolution extends ParsedText {
  checker: TS.TypeChecker;
}

// Library and Node type files, parsed once per process: the second check in a process is fast.

/**
 * Parses the solution's text under the newest ES library and Node's types, so that every API it names
 * resolves to the declaration that says which edition (and so which Node) brought it.
 */
export async function parseSolution(path: string, text: string): Promise<ParsedSolution> {
  const ts = await loadTypeScript();
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ESNext,
    lib: ["lib.esnext.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ["node"],
    typeRoots: [join(nodeModulesDir, "@types")],
    allowJs: true,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
  };
  return tooDeep(path, () => {
    const { program, source } = inMemoryProgram(ts, path, text, options, scriptKind(ts, path));
    return { ...parsedText(ts, source), checker: program.getTypeChecker() };
  });
}

// TypeScript's parser recurses once per level of nesting: 200,000 nested brackets (400 KB) overflowed this process's
// stack, an internal error with Node's stack. Said as what it is instead.
function tooDeep<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof RangeError && /call stack/.test(error.message)) {
      throw new UserError(`${displayPath(path)}: TypeScript's parser ran out of stack (code nested thousands of levels deep, in brackets, braces or a chain of operators)`, "nest it less deeply: no judge's compiler reads it either");
    }
    throw error;
  }
}

/**
 * The syntax tree alone, with no program and no type checker: what a conversion whose checks nobody reads needs
 * (export's JavaScript: a program with the libraries and Node's types was half of export's CPU).
 */
export async function parseText(path: string, text: string): Promise<ParsedText> {
  const ts = await loadTypeScript();
  return tooDeep(path, () => parsedText(ts, ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, scriptKind(ts, path))));
}

function parsedText(ts: typeof TS, source: TS.SourceFile): ParsedText {
  return {
    ts,
    source,
    positionOf(node) {
      const at = source.getLineAndCharacterOfPosition(node.getStart(source));
      return { line: at.line + 1, column: at.character + 1 };
    },
  };
}

function scriptKind(ts: typeof TS, path: string): TS.ScriptKind {
  return /\.[cm]?js$/.test(extname(path)) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

// Loaded lazily: typescript is large, and only submit needs it. It is a devDependency.
async function loadTypeScript(): Promise<typeof TS> {
  try {
    return requireTypeScript();
  } catch {
    throw new UserError("npm run submit needs the typescript package to check solutions, and it is not installed", "install the dev dependencies too: npm install");
  }
}
