import { Document, parse } from "yaml";
import { parsePackageYaml } from "../util/package-yaml";
import { portableYaml } from "../scaffold/yaml-text";
import { markdownToLatex } from "./markdown-latex";

/** A package's files as export plans them: a path inside the package and its bytes. */
export interface PackageFile {
  path: string;
  data: string | Buffer;
  /** Written mode 0755 (a validator's build and run scripts). */
  executable?: boolean;
}

/** The folder that holds a problem's one output validator or interactor, inside output_validator(s)/. */
export function validatorFolderName(id: string): string {
  return `${id.replace(/[^a-z0-9_]/gi, "_")}_validator`;
}

/**
 * The same package in the legacy layout (problemtools' and DOMjudge's older one), for `export --legacy`:
 * - problem.yaml: `problem_format_version: legacy`; `name` one string (English first); `credits` back to `author`;
 *   `time_multipliers` back to `limits.time_multiplier` / `time_safety_margin`; no `limits.time_limit` (legacy has
 *   none: the limit comes from the accepted submissions, and DOMjudge's `.timelimit` carries it); `source: {name, url}`
 *   back to `source` and `source_url`; `type: interactive`
 *   back to `validation: custom interactive`; `output_validator_flags` from data/testdata.yaml into `validator_flags`;
 *   A package with an output validator says `validation: custom` (problemtools' legacy reads no validator without it);
 * - statement/ → problem_statement/, with problem.en.tex made from problem.en.md (legacy statements are LaTeX only);
 *   output_validator/<name>/ → output_validators/<name>/ (a flat output_validator/ → output_validators/<id>_validator/).
 */
export function toLegacyLayout(files: PackageFile[], id: string, notes: string[]): PackageFile[] {
  const validatorName = validatorFolderName(id);
  // One folder in output_validator/ keeps its name; loose files go in a folder of their own.
  const validatorPaths = files.filter((file) => file.path.startsWith("output_validator/")).map((file) => file.path.slice("output_validator/".length));
  const folders = new Set(validatorPaths.map((path) => (path.includes("/") ? path.split("/")[0]! : "")));
  const nested = folders.size === 1 && !folders.has("");
  const out: PackageFile[] = [];
  let flags: string | undefined;
  for (const file of files) {
    if (file.path === "data/testdata.yaml") {
      const settings = (parsePackageYaml(file.data.toString(), file.path).data ?? {}) as Record<string, unknown>;
      if (typeof settings.output_validator_flags === "string") flags = settings.output_validator_flags;
      const rest = Object.fromEntries(Object.entries(settings).filter(([key]) => key !== "output_validator_flags"));
      if (Object.keys(rest).length) out.push({ path: file.path, data: portableYaml(new Document(rest)) });
      continue;
    }
    if (file.path.startsWith("output_validators/")) continue; // the legacy copy of an interactor, written again below
    const path = file.path.startsWith("statement/")
      ? `problem_statement/${file.path.slice("statement/".length)}`
      : file.path.startsWith("output_validator/")
        ? `output_validators/${nested ? "" : `${validatorName}/`}${file.path.slice("output_validator/".length)}`
        : file.path;
    out.push({ ...file, path });
  }
  for (const file of files.filter((file) => /^statement\/problem\.[a-z]{2,3}(?:-[A-Z]{2})?\.md$/.test(file.path))) {
    const tex = file.path.replace(/^statement\//, "problem_statement/").replace(/\.md$/, ".tex");
    if (!out.some((other) => other.path === tex)) out.push({ path: tex, data: markdownToLatex(file.data.toString()) });
  }
  const yamlFile = out.find((file) => file.path === "problem.yaml");
  if (yamlFile) yamlFile.data = legacyProblemYaml(yamlFile.data.toString(), flags, validatorPaths.length > 0, notes);
  return out;
}

function legacyProblemYaml(text: string, flags: string | undefined, hasValidator: boolean, notes: string[]): string {
  const header = text.split("\n").filter((line) => line.startsWith("#")).join("\n");
  const draft = (parse(text) ?? {}) as Record<string, unknown>;
  const legacy: Record<string, unknown> = { problem_format_version: "legacy" };
  for (const [key, value] of Object.entries(draft)) {
    if (key === "problem_format_version" || key === "type" || key === "validation") continue;
    if (key === "name" && typeof value === "object" && value !== null) {
      const names = value as Record<string, unknown>;
      legacy.name = names.en ?? Object.values(names)[0];
      if (Object.keys(names).length > 1) notes.push(`legacy problem.yaml holds one name: "${String(legacy.name)}" (the others are in statement files only)`);
    } else if (key === "source" && typeof value === "object" && value !== null && !Array.isArray(value)) {
      // 2023-07's source map {name, url} is legacy's source and source_url.
      const source = value as Record<string, unknown>;
      if (source.name !== undefined) legacy.source = source.name;
      if (source.url !== undefined) legacy.source_url = source.url;
    } else if (key === "credits") {
      const author = legacyAuthor(value);
      if (author !== undefined) legacy.author = author;
      const others = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.keys(value).filter((kind) => kind !== "authors") : [];
      if (others.length) notes.push(`legacy problem.yaml has author only: credits' ${others.join(", ")} travel in stonebench/ (the package's own problem.yaml)`);
    }
    else if (key === "limits" && typeof value === "object" && value !== null) legacy.limits = legacyLimits(value as Record<string, unknown>, notes);
    else legacy[key] = value;
  }
  const interactive = draft.type === "interactive" || (typeof draft.validation === "string" && draft.validation.includes("interactive"));
  const custom = interactive || hasValidator || (typeof draft.validation === "string" && draft.validation.startsWith("custom"));
  if (custom) legacy.validation = interactive ? "custom interactive" : "custom";
  if (flags) legacy.validator_flags = flags;
  return `${header}\n${portableYaml(new Document(legacy))}`;
}

// 2023-07's credits: a string (the author), or a map whose authors are a person or a list of them ("Name <email>", or
// 2025-09's {name, email}); legacy's author is one string, the authors joined with commas.
function legacyAuthor(credits: unknown): string | undefined {
  if (typeof credits === "string") return credits;
  if (typeof credits !== "object" || credits === null || Array.isArray(credits)) return undefined;
  const authors = (credits as Record<string, unknown>).authors;
  const person = (one: unknown): string => (typeof one === "object" && one !== null && "name" in one ? String((one as { name: unknown }).name) : String(one));
  if (authors === undefined || authors === null) return undefined;
  return Array.isArray(authors) ? authors.map(person).join(", ") : person(authors);
}

function legacyLimits(limits: Record<string, unknown>, notes: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(limits)) {
    if (key === "time_multipliers" && typeof value === "object" && value !== null) {
      const multipliers = value as Record<string, unknown>;
      if (multipliers.ac_to_time_limit !== undefined) out.time_multiplier = multipliers.ac_to_time_limit;
      if (multipliers.time_limit_to_tle !== undefined) out.time_safety_margin = multipliers.time_limit_to_tle;
    } else if (key === "time_limit") {
      notes.push(`legacy packages set no time limit (it comes from the accepted submissions × time_multiplier); ${String(value)} s is in .timelimit, as DOMjudge reads it`);
    } else out[key] = value;
  }
  return out;
}
