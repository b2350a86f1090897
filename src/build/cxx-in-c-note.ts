/**
 * C++ saved as a .c file is compiled as C, and gcc's first error ("bits/stdc++.h: No such file or directory",
 * "unknown type name 'namespace'") did not say why: name the language and the two ways to judge it as C++.
 */
const CXX_SIGNS = /^[^\S\r\n\u2028\u2029]*#\s*include\s*<(bits\/stdc\+\+\.h|iostream|vector|algorithm|string|map|set|queue|cstdio|cstdlib|cstring|cmath)>|^[^\S\r\n\u2028\u2029]*using\s+namespace\s+std\s*;/m;

/** `lang`: the --lang that made a file with a C++ ending C, where one did. */
export function cxxInCNote(languageId: string, sourceText: string, lang?: string): string {
  if (languageId !== "c" || !CXX_SIGNS.test(sourceText)) return "";
  // --lang c on main.cpp: "name it .cpp" named what it already was; the option is what made it C.
  if (lang !== undefined) return ` (this looks like C++, compiled as C by gcc because of --lang ${lang}: judge it with --lang cpp, or without --lang)`;
  return " (this looks like C++ in a C file, compiled as C by gcc: name it .cpp, or judge it with --lang cpp)";
}
