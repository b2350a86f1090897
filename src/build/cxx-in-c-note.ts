/**
 * C++ saved as a .c file is compiled as C, and gcc's first error ("bits/stdc++.h: No such file or directory",
 * "unknown type name 'namespace'") did not say why: name the language and the two ways to judge it as C++.
 */
const CXX_SIGNS = /^\s*#\s*include\s*<(bits\/stdc\+\+\.h|iostream|vector|algorithm|string|map|set|queue|cstdio|cstdlib|cstring|cmath)>|^\s*using\s+namespace\s+std\s*;/m;

export function cxxInCNote(languageId: string, sourceText: string): string {
  return languageId === "c" && CXX_SIGNS.test(sourceText) ? " (this looks like C++ in a C file, compiled as C by gcc: name it .cpp, or judge it with --lang cpp)" : "";
}
