// Codeforces, DMOJ and AtCoder name C and C++ per standard (cpp17, c++20, c99); `--lang cpp17` was "Unknown language".
// Such a name is the C or C++ language (as languages.yaml leaves it) with its -std flag set to that standard; any other
// versioned name (java8, python2, rust2018) gets a message saying how the version is chosen here.
import type { LanguageDefinition } from "./language";

const CPP_STANDARD = /^(?:cpp|c\+\+|g\+\+|gnu\+\+|cxx)(98|03|11|14|17|20|23)$/;
const C_STANDARD = /^(?:c|gnu|gcc)(89|90|99|11|17|18|23)$/;

/** The C or C++ language at the standard a name such as cpp17, c++20, gnu++14 or c99 asks for; undefined otherwise. */
export function standardVariant(name: string, languages: readonly LanguageDefinition[]): LanguageDefinition | undefined {
  const cpp = CPP_STANDARD.exec(name)?.[1];
  const c = cpp === undefined ? C_STANDARD.exec(name)?.[1] : undefined;
  const base = languages.find((language) => language.id === (cpp !== undefined ? "cpp" : "c"));
  if ((cpp === undefined && c === undefined) || !base?.compile) return undefined;
  // GNU dialects, as the defaults (-std=gnu++20, -std=gnu11) and AtCoder use; gcc 12 knows C23 as gnu2x.
  const std = cpp !== undefined ? `gnu++${cpp}` : c === "23" ? "gnu2x" : `gnu${c}`;
  const compile = /(^|\s)-std=\S+/.test(base.compile) ? base.compile.replace(/(^|\s)-std=\S+/, `$1-std=${std}`) : base.compile.replace(/^(\S+)/, `$1 -std=${std}`);
  const standard = cpp !== undefined ? (cpp === "03" || cpp === "98" ? "98" : cpp) : c!;
  return { ...base, name: `${base.name}${standard}`, compile, follows: `${base.follows}; --lang ${name}: -std=${std}` };
}

/** For a name that is a language's id or alias with a version after it (java8, python2, rust2018): why it is unknown. */
export function versionedNameHint(name: string, languages: readonly LanguageDefinition[]): string | undefined {
  const match = /^([a-z+#]+?)[-_]?v?(\d[\d.]*)$/.exec(name);
  const language = match && languages.find((candidate) => candidate.id === match[1] || candidate.aliases.includes(match[1]!));
  if (!language) return undefined;
  if (language.id === "cpp" || language.id === "c") return `--lang takes ${language.id === "cpp" ? "cpp98, cpp03, cpp11, cpp14, cpp17, cpp20 or cpp23 (also c++17, gnu++17)" : "c89, c90, c99, c11, c17, c18 or c23 (also gnu99)"}, the standard the installed compiler builds with; for another compiler, name it under ${language.id}: in languages.yaml (docs/languages.md)`;
  return `a language's version is its installed toolchain's: --lang ${language.id} judges with it; for another version or other flags, name its compiler or flags under ${language.id}: in languages.yaml, or add a language there (docs/languages.md)`;
}

// Codeforces and DMOJ offer "Python 3" (CPython) beside "PyPy 3"; here python runs PyPy where installed, as Kattis does,
// and a Codeforces user had no way to judge under CPython for one run short of editing languages.yaml.
const CPYTHON = /^cpython3?$/;

/** Python pinned to CPython (python3) for `--lang cpython`; undefined for any other name. */
export function interpreterVariant(name: string, languages: readonly LanguageDefinition[]): LanguageDefinition | undefined {
  const base = CPYTHON.test(name) ? languages.find((language) => language.id === "python") : undefined;
  if (!base) return undefined;
  // The default's "pypy3|python3", and a languages.yaml that names PyPy itself (run: pypy3 {mainfile}), which ran PyPy
  // under the name "Python 3 (CPython)".
  const pin = (command: string) => command.replace(/(^|\s)pypy3\|python3(?=\s|$)/g, "$1python3").replace(/^(\s*)\S*pypy[\w.-]*(?=\s|$)/i, "$1python3");
  return { ...base, name: `${base.name} (CPython)`, ...(base.compile ? { compile: pin(base.compile) } : {}), run: pin(base.run), follows: `${base.follows}; --lang ${name}: CPython (python3), as Codeforces' and DMOJ's Python 3` };
}
