/**
 * HDU's and Codeforces' C and C++ compilers run on Windows (MinGW, MSVC), where `__int64`, `<conio.h>` and
 * `<windows.h>` exist; an HDU solution using them was CE here ("unknown type name '__int64'", "conio.h: No such file")
 * with no word of why it passed there. Say so, with the portable form (Linux judges: Kattis, AtCoder, DMOJ, this one).
 */
const WINDOWS_ONLY: [RegExp, string][] = [
  [/'__int64'|‘__int64’|\b__int64\b.*(was not declared|unknown type|does not name a type)/, "__int64 is a Windows compiler's type (MSVC, MinGW: HDU's and Codeforces' judges run Windows), and this is Linux: use long long, read and written with %lld"],
  [/\b(conio\.h|windows\.h|Windows\.h): No such file or directory/, "<$1> is Windows's (HDU's and Codeforces' judges run Windows), and this is Linux: remove it and what it was for (getch(), system(\"pause\"))"],
];

export function windowsOnlyNote(languageId: string, firstError: string | undefined): string {
  if ((languageId !== "c" && languageId !== "cpp") || !firstError) return "";
  for (const [pattern, note] of WINDOWS_ONLY) {
    const match = pattern.exec(firstError);
    if (match) return ` (${note.replace("$1", match[1] ?? "")})`;
  }
  return "";
}
