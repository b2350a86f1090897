import { extname } from "node:path";
import { UserError } from "../errors";
import { nearestName } from "../util/nearest-name";
import { DEFAULT_LANGUAGES } from "./default-languages";
import type { LanguageDefinition } from "./language";
import { interpreterVariant, standardVariant, versionedNameHint } from "./language-variant";
import { applySettings, DEFAULT_KEY, defaultLanguageSetting, SETTINGS_FILE } from "./languages-settings";

/** Every language, as languages.yaml leaves the defaults. */
export function allLanguages(): LanguageDefinition[] {
  return applySettings(DEFAULT_LANGUAGES);
}

/** A language by its id or an alias (--lang), or a UserError listing them. */
export function languageById(name: string): LanguageDefinition {
  const wanted = name.toLowerCase();
  // Else an ending, with or without its dot (`--lang py3`, `--lang .mjs`): the language that claims it, as for a file.
  // `py3` was "Unknown language" though `.py3` is Python's.
  // Else a C or C++ standard (cpp17, c++20, c99: language-variant.ts), as Codeforces and DMOJ name their languages,
  // or cpython: Python under CPython where PyPy would run.
  const languages = allLanguages();
  const found =
    languages.find((language) => language.id === wanted || language.aliases.includes(wanted)) ??
    (/^\.?[\w+-]+$/.test(wanted) ? languagesForFile(`x.${wanted.replace(/^\./, "")}`)[0] : undefined) ??
    standardVariant(wanted, languages) ??
    interpreterVariant(wanted, languages);
  if (!found) {
    const versioned = versionedNameHint(wanted, languages);
    if (versioned) throw new UserError(`Unknown language "${name}"`, versioned);
    throw new UserError(`Unknown language "${name}"${nearestLanguage(wanted)}`, `use one of ${languages.map((language) => language.id).join(", ")}, an alias such as c++, a standard such as cpp17 or c99, cpython, or a file ending such as py3 (or add a language to languages.yaml)`);
  }
  return found;
}

// A typo's nearest id or alias (--lang cp, --lang pyhton), as an unknown option or problem id gets one.
function nearestLanguage(wanted: string): string {
  const guess = nearestName(wanted, allLanguages().flatMap((language) => [language.id, ...language.aliases]));
  return guess ? `; did you mean ${guess}?` : "";
}

/** The languages that claim a file by its extension, the highest priority first. */
export function languagesForFile(path: string): LanguageDefinition[] {
  const extension = extname(path).toLowerCase();
  return allLanguages()
    .filter((language) => language.extensions.includes(extension))
    .sort((a, b) => b.priority - a.priority);
}

/** The language of a file: --lang when given, else its extension. */
export function languageOf(path: string, lang?: string): LanguageDefinition {
  if (lang) return languageById(lang);
  const found = languagesForFile(path)[0];
  if (!found) {
    const known = allLanguages().flatMap((language) => language.extensions).join(" ");
    throw new UserError(`No language is known for ${path} (by its ending "${extname(path) || "none"}")`, `name one with --lang <id>, rename the file (${known}), or add the language to languages.yaml`);
  }
  return found;
}

/** The language of a folder of sources (a package's validator): the highest-priority one that claims any of its files. */
export function languageOfFiles(files: string[]): LanguageDefinition | undefined {
  return allLanguages()
    .filter((language) => files.some((file) => language.extensions.includes(extname(file).toLowerCase())))
    .sort((a, b) => b.priority - a.priority)[0];
}

/**
 * The language a new problem's main is written in (npm run new, listen): --lang when given, else languages.yaml's
 * `default:`, else TypeScript.
 */
export function projectLanguage(lang?: string): LanguageDefinition {
  if (lang) return languageById(lang);
  const all = allLanguages();
  const setting = defaultLanguageSetting();
  if (setting === undefined) return languageById("typescript");
  const found = all.find((language) => language.id === setting || language.aliases.includes(setting));
  if (!found) throw new UserError(`${SETTINGS_FILE}: "${DEFAULT_KEY}: ${setting}" names no language${nearestLanguage(setting)}`, `use one of ${all.map((language) => language.id).join(", ")}`);
  return found;
}
