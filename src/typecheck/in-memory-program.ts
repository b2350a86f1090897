import type * as TS from "typescript";

// Library .d.ts files parsed once per process: every program built here shares them (they are most of tsc's cost).
const libraryFiles = new Map<string, TS.SourceFile | undefined>();

/** A TypeScript program over one file whose text is given (it may differ from the file on disk), libraries from disk. */
export function inMemoryProgram(ts: typeof TS, path: string, text: string, options: TS.CompilerOptions, kind: TS.ScriptKind): { program: TS.Program; source: TS.SourceFile } {
  const host = ts.createCompilerHost(options, true);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, kind);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) => {
    if (name === path) return source;
    if (!libraryFiles.has(name)) libraryFiles.set(name, getSourceFile.call(host, name, ...rest));
    return libraryFiles.get(name);
  };
  host.fileExists = (name) => name === path || fileExists.call(host, name);
  host.readFile = (name) => (name === path ? text : readFile.call(host, name));
  return { program: ts.createProgram([path], options, host), source };
}
