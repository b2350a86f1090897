import { UserError } from "../errors";

/**
 * The placeholders of a compile or run template (as in BAPCtools' languages.yaml):
 *   {files}      the sources to compile, relative to the compile's working folder (one argument each)
 *   {mainfile}   the main source: relative in a compile, absolute in a run
 *   {mainclass}  the class a JVM runs, its package included (Java: the class declaring main; Kotlin: the jar's
 *                manifest's, else the class with a @JvmStatic main)
 *   {binary}     the compiled program ({out}/main)
 *   {out}        the folder a compile writes into and a run reads from
 *   {root}       the program's folder: /box in a box, else the build's own folder
 *   {memlim}     the memory limit in MiB (Java's -Xmx)
 *   {stack}      the stack in MiB (Java's -Xss)
 */
export type TemplateValues = Partial<Record<"mainfile" | "mainclass" | "binary" | "out" | "root" | "memlim" | "stack", string>> & { files?: string[] };

const PLACEHOLDERS: ReadonlySet<string> = new Set(["files", "mainfile", "mainclass", "binary", "out", "root", "memlim", "stack"]);

/**
 * What is wrong with a template's placeholders, or undefined: every "{" that starts a name must be a whole placeholder
 * the judge knows. Checked when languages.yaml is read: "{binary" was passed to the compiler as it stood (a file named
 * "{binary"), and an unknown "{bin}" failed only at the first build.
 */
export function placeholderMistake(template: string): string | undefined {
  const known = [...PLACEHOLDERS].map((name) => `{${name}}`).join(" ");
  for (const match of template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)(\}?)/g)) {
    if (match[2] !== "}") return `has "${match[0]}" with no closing brace; the placeholders are ${known}`;
    if (!PLACEHOLDERS.has(match[1]!)) return `has an unknown placeholder "${match[0]}"; the placeholders are ${known}`;
  }
  return undefined;
}

/** A template's words with the placeholders filled in; an unknown or unfilled placeholder is the settings' mistake. */
export function expandTemplate(template: string, values: TemplateValues, where: string): string[] {
  const words = template.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    if (word === "{files}") {
      out.push(...(values.files ?? []));
      continue;
    }
    out.push(
      word.replace(/\{([a-z]+)\}/g, (whole, name: string) => {
        if (!PLACEHOLDERS.has(name)) throw new UserError(`${where}: unknown placeholder ${whole} in "${template}"`, `placeholders: ${[...PLACEHOLDERS].map((known) => `{${known}}`).join(" ")}`);
        const value = name === "files" ? values.files?.join(" ") : values[name as keyof Omit<TemplateValues, "files">];
        if (value === undefined) throw new UserError(`${where}: ${whole} has no value here ("${template}")`, "{files} belongs in a compile command; {memlim} and {stack} in a run command");
        return value;
      }),
    );
  }
  return out;
}

/** The first word of a template: the program it runs (before any placeholder is filled), e.g. "pypy3|python3" or "{binary}". */
export function templateProgram(template: string): string {
  return template.trim().split(/\s+/)[0] ?? "";
}
