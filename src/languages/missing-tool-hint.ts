import { DEFAULT_LANGUAGES } from "./default-languages";
import { templateProgram } from "./expand-template";
import type { LanguageDefinition } from "./language";

/**
 * The hint for a language's program that is not on PATH. Where languages.yaml named it (g++-13 in place of g++), the
 * default's "install g++" sent the user to install what was already there: name the program and the file instead.
 */
export function missingToolHint(language: LanguageDefinition, names: readonly string[], role: string): string {
  const shipped = DEFAULT_LANGUAGES.find((known) => known.id === language.id);
  const shippedWords = shipped ? [shipped.compile, shipped.run].filter((template): template is string => Boolean(template)).map(templateProgram) : [];
  if (shipped && !shippedWords.includes(names.join("|"))) {
    return `languages.yaml names ${names.join(" or ")} as ${language.name}'s ${role}: install it, or change that command (docs/languages.md); nothing was judged`;
  }
  return `install ${language.install}, or name another ${role} in languages.yaml (docs/languages.md); nothing was judged`;
}
