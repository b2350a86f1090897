/**
 * A --lang left in the shell's history (--lang python) on main.cpp compiled C++ as Python: the CE was Python's
 * "SyntaxError: invalid syntax" at `using namespace std;`, with nothing of the option that chose the compiler. The
 * note names the option and what the file's ending says (cxx-in-c-note.ts says it for C++ compiled as C).
 */
export interface ForcedLanguage {
  /** The --lang given. */
  lang: string;
  /** The language the file's ending claims, and the ending. */
  endingLanguage: string;
  ending: string;
}

/** " (compiled as <language> because of --lang …)", or "" when --lang did not override the file's ending. */
export function langMismatchNote(languageName: string, forced: ForcedLanguage | undefined): string {
  if (!forced) return "";
  return ` (compiled as ${languageName} because of --lang ${forced.lang}, though its ending ${forced.ending} says ${forced.endingLanguage}: judge it without --lang)`;
}
