// A compiler's messages as the user should read them: every path of the box (main.cpp, /box/main.cpp, ./main.go,
// Python's File "main.py") named as the user's own file, and the first error first, as file:line:col.

/** The messages with each box name replaced by the user's path, where it stands as a path (before ":", a quote, a space). */
export function nameUserFiles(text: string, names: Map<string, string>): string {
  // Every case's stderr comes here, and nearly every one is empty: no regular expression is built for nothing.
  if (text === "") return text;
  // GCC's assembly of the sources (where inline asm or .incbin fails) is a temporary file of the box: named as such.
  let out = text.replace(/\/box\/tmp\/cc[A-Za-z0-9]+\.s(?=:)/g, "(the compiler's assembly)");
  // The linker names GCC's temporary objects (/box/tmp/cc….o), before the source they came from where it knows it
  // (…o:a.c:(.text+0x0)): that source alone is named, else the object is named for what it is.
  out = out.replace(/\/box\/tmp\/cc[A-Za-z0-9]+\.o:(?=[^\s(])/g, "").replace(/\/box\/tmp\/cc[A-Za-z0-9]+\.o\b/g, "(the compiler's object file)");
  // go build of a file that imports "C" with cgo off leaves it out, and says so of the build's folder.
  out = out.replace(/(build constraints exclude all Go files in) \/box\b/g, "$1 the solution");
  // An import Go cannot find lists where it looked: GOPATH is the compile's scratch folder, named as GOPATH.
  out = out.replace(/\/box\/tmp\/go(?=\/src\/)/g, "$$GOPATH");
  // Longest first, so a name inside another (a.cpp in aa.cpp) is never replaced within it.
  for (const [boxName, shown] of [...names].sort((a, b) => b[0].length - a[0].length)) {
    const escaped = boxName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(^|[\\s"'(\`\\[])(?:/box/|\\./)?${escaped}(?=[:"')\`\\],]|\\s|$)`, "gm"), (_whole, before: string) => `${before}${shown}`);
  }
  return out;
}

// kotlinc starts its JVM with -Xverify:none, and every Kotlin CE carried the JVM's warning that it is deprecated: noise
// about the toolchain, never about the solution.
const TOOL_NOISE = /^OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated.*\n?/gm;

/** The messages without the toolchain's own warnings about itself. */
export function withoutToolNoise(text: string): string {
  return text.replace(TOOL_NOISE, "");
}

/**
 * The first error, as "file:line:col: error: message" (the column 1-based; absent when the compiler gives none): GCC,
 * Clang, Go and Kotlin print it so; rustc puts the place on the next line (--> file:line:col); javac and Python give
 * the line and show the column with a caret under the source line; bash -n gives the line only. `soleFile`: the user's file, where the compile had
 * only one, for a message that names none. `userFiles`: the user's files as the messages name them; an error inside
 * another file (a system header: std::sort of a struct without operator<) leads with the user's place that led there.
 */
export function firstError(text: string, soleFile?: string, userFiles?: ReadonlySet<string>): string | undefined {
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const gcc = /^(.+?):(\d+):(\d+): (?:fatal error|error)(?:\[[A-Z0-9]+\])?: (.*)$/.exec(line);
    const user = gcc && userFiles && !userFiles.has(gcc[1]!) ? userPlace(lines, index, userFiles) : undefined;
    if (gcc && user) return `${user}: error: ${gcc[4]} [in ${gcc[1]}:${gcc[2]}:${gcc[3]}]`;
    if (gcc) return `${gcc[1]}:${gcc[2]}:${gcc[3]}: error: ${gcc[4]}`;
    const rust = /^error(\[E\d+\])?: (.*)$/.exec(line);
    const where = rust ? /^\s*--> (.+?):(\d+):(\d+)\s*$/.exec(lines[index + 1] ?? "") : null;
    if (rust && where) return `${where[1]}:${where[2]}:${where[3]}: error${rust[1] ?? ""}: ${rust[2]}`;
    const java = /^(.+?\.(?:java|kt)):(\d+): error: (.*)$/.exec(line);
    if (java) {
      const caret = caretColumn(lines.slice(index + 1, index + 4), false);
      return `${java[1]}:${java[2]}:${caret ?? 1}: error: ${java[3]}`;
    }
    const python = /^\s*File "(.+?)", line (\d+)/.exec(line);
    if (python) {
      const rest = lines.slice(index + 1, index + 6);
      const kind = rest.map((text) => /^(\w*(?:Error|Exception)): ?(.*)$/.exec(text.trim())).find(Boolean);
      if (kind) return `${python[1]}:${python[2]}:${caretColumn(rest, true) ?? 1}: ${kind[1]}: ${kind[2]}`;
    }
    const go = /^(?:\.\/)?(.+?\.go):(\d+):(\d+): (.*)$/.exec(line);
    if (go) return `${go[1]}:${go[2]}:${go[3]}: error: ${go[4]}`;
    // The assembler (GNU as) on the compiler's assembly: no line of the user's file to give.
    const assembler = /^\(the compiler's assembly\):\d+: Error: (.*)$/.exec(line);
    if (assembler) return `the assembler: error: ${assembler[1]} (in inline asm or .incbin)`;
    // The linker (GNU ld): no line of the user's file either, but the symbol it missed or found twice.
    const linker = linkerSymbol(line);
    if (linker) return `the linker: error: ${linker}`;
    // Python's check of indentation (IndentationError, TabError): "Sorry: …Error: message (file, line n)", no column;
    // PyPy's TabError names no file, so it is the sole source's where there is one.
    const sorry = pythonSorry(line.trim());
    const sorryFile = sorry?.[3] ?? soleFile;
    if (sorry && sorryFile) return `${sorryFile}:${sorry[4]}:1: ${sorry[1]}: ${sorry[2]}`;
    // Go with cgo off (docs/languages.md): a file that imports "C" is left out of the build, and nothing remains.
    if (/build constraints exclude all Go files in/.test(line)) return `${soleFile ?? "the Go build"}: error: import "C" needs cgo, which is off: no Go file is left to build`;
    // bash -n: "file: line n: syntax error …" (no column; the next line quotes the source, not the error).
    const bash = /^(.+?): line (\d+): (syntax error.*)$/.exec(line);
    if (bash) return `${bash[1]}:${bash[2]}:1: error: ${bash[3]}`;
    // javac's line names the user's path, whose ending may be any (--lang java on attempt.txt): its caret still gives the column.
    const noColumn = /^(.+?):(\d+): (?:error|fatal error): (.*)$/.exec(line);
    if (noColumn) return `${noColumn[1]}:${noColumn[2]}:${caretColumn(lines.slice(index + 1, index + 4), false) ?? 1}: error: ${noColumn[3]}`;
  }
  return undefined;
}

// The two patterns below ran in quadratic time on a line of the compiler's messages (1 MiB of them are read), which a
// source shapes: `#error` lines of "undefined reference to `" 30,000 times (720 KB) took 20 s of the judge's CPU.

/** What /(undefined reference to `[^']*'|multiple definition of `[^']*')/ matches, found in linear time. */
export function linkerSymbol(line: string): string | undefined {
  const found = /undefined reference to `|multiple definition of `/.exec(line);
  if (!found) return undefined;
  // A later start has its quote after this one's first: none, if this one has none.
  const quote = line.indexOf("'", found.index + found[0].length);
  return quote === -1 ? undefined : line.slice(found.index, quote + 1);
}

/**
 * What /^Sorry: (\w+Error): (.*) \((?:(.+), )?line (\d+)\)$/ captures, found in linear time: the message up to the
 * last " (" from which the rest is "line N)" or "file, line N)".
 */
export function pythonSorry(line: string): [string, string, string, string | undefined, string] | undefined {
  const head = /^Sorry: (\w+Error): /.exec(line);
  if (!head || !line.endsWith(")")) return undefined;
  let digits = line.length - 1;
  while (digits > 0 && line[digits - 1]! >= "0" && line[digits - 1]! <= "9") digits--;
  const lineStart = digits - "line ".length;
  if (digits === line.length - 1 || lineStart < head[0].length || !line.startsWith("line ", lineStart)) return undefined;
  const number = line.slice(digits, -1);
  if (line.startsWith(" (", lineStart - 2) && lineStart - 2 >= head[0].length) return [line, head[1]!, line.slice(head[0].length, lineStart - 2), undefined, number];
  if (!line.startsWith(", ", lineStart - 2)) return undefined;
  const open = line.lastIndexOf(" (", lineStart - 5);
  if (open < head[0].length) return undefined;
  return [line, head[1]!, line.slice(head[0].length, open), line.slice(open + 2, lineStart - 2), number];
}

const PLACE = /^(?:In file included from |\s+from )?(.+?):(\d+)(?::(\d+))?[:,]/;

/**
 * The user's place behind an error the compiler reports inside another file, as file:line:col: GCC's "required from
 * here" in the user's file (the call that instantiated the template) in the context printed before the error, else
 * the first place of the user's file there (a frame of the user's own template, the #include), else Clang's
 * "requested here" note after it. The docs promise the user's file:line:col; a system header's said nothing of where.
 */
function userPlace(lines: string[], at: number, userFiles: ReadonlySet<string>): string | undefined {
  const place = (line: string): string | undefined => {
    const match = PLACE.exec(line);
    return match && userFiles.has(match[1]!) ? `${match[1]}:${match[2]}:${match[3] ?? 1}` : undefined;
  };
  let frame: string | undefined;
  let include: string | undefined;
  for (let index = at - 1; index >= 0 && !/: (?:fatal error|error)\b/.test(lines[index]!); index--) {
    const line = lines[index]!;
    if (/:\s+required from here\s*$/.test(line) && place(line)) return place(line);
    if (/^(?:In file included from |\s+from )/.test(line)) include ??= place(line);
    else frame ??= place(line);
  }
  if (frame ?? include) return frame ?? include;
  for (let index = at + 1; index < lines.length && !/: (?:fatal error|error)\b/.test(lines[index]!); index++) {
    if (/: note: .*requested here\s*$/.test(lines[index]!) && place(lines[index]!)) return place(lines[index]!);
  }
  return undefined;
}

// A caret line (spaces then ^) under the source line above it: its column, 1-based. javac prints the source line as
// it is; Python strips its indentation and indents it by its own, so the column counts from the first non-blank.
function caretColumn(lines: string[], reindented: boolean): number | undefined {
  const caret = lines.findIndex((text) => /^\s*\^/.test(text));
  if (caret < 1) return undefined;
  const indent = reindented ? (/^\s*/.exec(lines[caret - 1]!)?.[0].length ?? 0) : 0;
  return Math.max(1, lines[caret]!.indexOf("^") + 1 - indent);
}

/** At most `maxLines` lines and `maxBytes` bytes of the messages, saying how much was left out. */
export function boundMessages(text: string, maxLines = 40, maxBytes = 4096): string {
  const lines = text.replace(/\s+$/, "").split("\n");
  let out = lines.slice(0, maxLines).join("\n");
  if (Buffer.byteLength(out) > maxBytes) out = `${Buffer.from(out).subarray(0, maxBytes).toString("utf8").replace(/\uFFFD$/, "")}`;
  const more = lines.length - out.split("\n").length;
  return more > 0 ? `${out}\n… ${more} more lines` : out;
}
