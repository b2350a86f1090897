// A CE's first line gets what the compiler's words leave out (a BOM, CRLF, C++ in a .c file, a feature newer than
// the toolchain, Windows's C, another encoding, a crate, no main): each note in its own file, gathered here in one order.
import { bomNote } from "./bom-note";
import { crlfNote } from "./crlf-note";
import { cxxHeaderNote } from "./cxx-header-note";
import { cxxInCNote } from "./cxx-in-c-note";
import { encodingNote } from "./encoding-note";
import { getsNote } from "./gets-note";
import { goNewerNote } from "./go-newer-note";
import { javaNewerNote } from "./java-newer-note";
import { kotlinNewerNote } from "./kotlin-newer-note";
import { langMismatchNote, type ForcedLanguage } from "./lang-mismatch-note";
import { noMainNote } from "./no-main-note";
import { pythonMatchNote } from "./python-match-note";
import { rustCrateNote } from "./rust-crate-note";
import { windowsOnlyNote } from "./windows-only-note";

export interface CompileErrorFacts {
  languageId: string;
  /** The compiler's messages, the user's files named. */
  said: string;
  /** The first error as file:line:col, where there is one. */
  first: string | undefined;
  /** The main source, decoded as latin1 (its bytes kept). */
  mainText: string;
  /** The compiler's version line. */
  version: string | undefined;
  /** The --lang that made a file with a C++ ending C, where one did. */
  cxxAsCLang: string | undefined;
  /** The language's name, and the --lang that chose it over the one the file's ending claims, where one did. */
  languageName?: string;
  forced?: ForcedLanguage | undefined;
}

/** The notes for a CE's first line, each starting with a space, or "". */
export function compileErrorNotes(facts: CompileErrorFacts): string {
  const { languageId, said, first, mainText, version } = facts;
  const cxxInC = cxxInCNote(languageId, mainText, facts.cxxAsCLang);
  return [
    cxxInC ? "" : langMismatchNote(facts.languageName ?? languageId, facts.forced),
    bomNote(said),
    crlfNote(languageId, mainText),
    cxxInC,
    pythonMatchNote(languageId, first, mainText, version),
    kotlinNewerNote(languageId, first, version),
    goNewerNote(languageId, first, version),
    javaNewerNote(languageId, first, said, version),
    cxxHeaderNote(languageId, first, version),
    encodingNote(said, Buffer.from(mainText, "latin1")),
    windowsOnlyNote(languageId, first),
    getsNote(languageId, first),
    rustCrateNote(languageId, first),
    noMainNote(languageId, said, mainText),
  ].join("");
}
