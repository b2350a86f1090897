import { dirname, resolve, sep } from "node:path";
import type * as TS from "typescript";

// Library .d.ts files parsed once per process: every program built here shares them (they are most of tsc's cost).
const libraryFiles = new Map<string, TS.SourceFile | undefined>();

/**
 * A TypeScript program over one file whose text is given (it may differ from the file on disk), libraries from disk.
 * Its host reads nothing but that text, TypeScript's own libraries and the type roots: an import or a `/// <reference>`
 * of any other path (`typeof import("/root/x")`) is not found, as on a judge, where before it was read as the user
 * running the command and its declarations were quoted in the type errors.
 */
export function inMemoryProgram(ts: typeof TS, path: string, text: string, options: TS.CompilerOptions, kind: TS.ScriptKind): { program: TS.Program; source: TS.SourceFile } {
  const host = ts.createCompilerHost(options, true);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, kind);
  const roots = [dirname(ts.getDefaultLibFilePath(options)), ...(options.typeRoots ?? [])].map((root) => resolve(root));
  const readable = (name: string): boolean => {
    const full = resolve(name);
    return roots.some((root) => full === root || full.startsWith(root + sep));
  };
  const { getSourceFile, fileExists, readFile, directoryExists, getDirectories, realpath } = host;
  host.getSourceFile = (name, ...rest) => {
    if (name === path) return source;
    if (!readable(name)) return undefined;
    if (!libraryFiles.has(name)) libraryFiles.set(name, getSourceFile.call(host, name, ...rest));
    return libraryFiles.get(name);
  };
  host.fileExists = (name) => name === path || (readable(name) && fileExists.call(host, name));
  host.readFile = (name) => (name === path ? text : readable(name) ? readFile.call(host, name) : undefined);
  host.directoryExists = (name) => (readable(name) || roots.some((root) => root.startsWith(resolve(name) + sep)) ? (directoryExists?.call(host, name) ?? true) : false);
  host.getDirectories = (name) => (readable(name) ? getDirectories?.call(host, name) ?? [] : []);
  if (realpath) host.realpath = (name) => (readable(name) ? realpath.call(host, name) : name);
  return { program: ts.createProgram([path], options, host), source };
}
