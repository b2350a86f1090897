import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath, projectRoot } from "../paths";
import { openedOutside, realFolders } from "../util/read-inside";
import { chunkBufferFor } from "../util/chunk-buffer";
import { loadGlob } from "../util/load-on-demand";
import { readManifest } from "./case-manifest";
import { generatedCasePaths, isGeneratedCaseCached, makeGeneratedCases } from "./generated-cases";
import { compareNaturally } from "./natural-order";

export interface TestCase {
  name: string;
  inputPath: string;
  /** The expected output: <name>.out, else <name>.ans (as in Kattis packages). */
  answerPath: string;
  /** Set when neither exists and the caller allowed it (judge runs the input and shows the output). */
  noAnswer?: true;
  /** Made from its recipe when first needed and cached (cases/<id>/manifest.json), not committed: the largest inputs. */
  generated?: true;
  /** judge --in: a custom input given on the command line, not a file of the problem's cases. */
  custom?: true;
}

const naturalOrder = compareNaturally;

/** Sorts names the way people count: 2 before 10. */
export function sortNaturally<T>(items: T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => naturalOrder(nameOf(a), nameOf(b)) || (nameOf(a) < nameOf(b) ? -1 : 1));
}

/** Whether a problem's folder of cases holds none yet (absent, or no .in and no generated case): a new problem's. */
export function holdsNoCases(dir: string): boolean {
  if (!existsSync(dir)) return true;
  if (!statSync(dir).isDirectory()) return false;
  return !readdirSync(dir).some((file) => file.endsWith(".in")) && !Object.values(readManifest(dir)?.cases ?? {}).some((entry) => entry.generated);
}

/**
 * The .in/.out pairs of a folder, in natural order, optionally narrowed to a name or glob.
 * Every way a folder can be unusable is a UserError that names the file and the fix.
 */
export function findCases(dir: string, options: { problemId: string; only?: string; allowMissingAnswers?: boolean }): TestCase[] {
  const shown = displayPath(dir);
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new UserError(`${shown} is a file, not a folder of cases`, "give the folder that holds the .in/.out pairs");
  }
  if (!existsSync(dir)) {
    throw new UserError(`No cases for "${options.problemId}": ${shown}/ does not exist`, `add one with: npm run case -- ${options.problemId} --in <file>`);
  }
  const files = readdirSync(dir);
  const inputs = files.filter((file) => file.endsWith(".in")).map((file) => file.slice(0, -3));
  const outs = new Set(files.filter((file) => file.endsWith(".out")).map((file) => file.slice(0, -4)));
  const answers = new Set([...outs, ...files.filter((file) => file.endsWith(".ans")).map((file) => file.slice(0, -4))]);
  const generated = Object.entries(readManifest(dir)?.cases ?? {}).filter(([, entry]) => entry.generated);
  const clash = generated.find(([name]) => inputs.includes(name) || answers.has(name));
  if (clash) {
    throw new UserError(`${shown}/${clash[0]}.in is committed, but ${shown}/manifest.json says the case is generated`, `delete the committed files, or run npm run make-cases -- ${options.problemId} --case ${clash[0]} --force`);
  }
  if (inputs.length === 0 && generated.length === 0) {
    throw new UserError(`No cases for "${options.problemId}": looked in ${shown}/*.in and found none`, `add one with: npm run case -- ${options.problemId} --in <file>`);
  }
  const unpaired = inputs.filter((name) => !answers.has(name));
  if (unpaired.length > 0 && !options.allowMissingAnswers) {
    throw new UserError(
      `${unpaired.map((name) => `${shown}/${name}.in`).join(", ")}: no matching .out file`,
      `write the expected output to ${shown}/${unpaired[0]}.out (npm run case computes it from the reference solution)`,
    );
  }
  // Both <name>.out and <name>.ans (a Kattis .ans copied beside our .out): the judge took .out without a word, and a
  // .ans that said otherwise was never looked at.
  const ansFiles = new Set(files.filter((file) => file.endsWith(".ans")).map((file) => file.slice(0, -4)));
  const twin = inputs.find((name) => outs.has(name) && ansFiles.has(name) && !sameBytes(join(dir, `${name}.out`), join(dir, `${name}.ans`)));
  if (twin !== undefined) {
    throw new UserError(
      `${shown}/${twin}.out and ${shown}/${twin}.ans are both there and differ: a case has one expected output (.out, or .ans as in Kattis packages)`,
      `delete the one that is wrong (the judge would take ${twin}.out)`,
    );
  }
  const orphans = [...answers].filter((name) => !inputs.includes(name));
  if (orphans.length > 0) {
    throw new UserError(`${shown}/${orphans[0]}.out has no matching .in file`, `add ${shown}/${orphans[0]}.in or remove the .out`);
  }
  const committed: TestCase[] = inputs.map((name) => ({
    name,
    inputPath: join(dir, `${name}.in`),
    answerPath: join(dir, outs.has(name) || !answers.has(name) ? `${name}.out` : `${name}.ans`),
    ...(answers.has(name) ? {} : { noAnswer: true as const }),
  }));
  const made: TestCase[] = generated.map(([name, entry]) => ({ name, ...generatedCasePaths(options.problemId, name, entry), generated: true as const }));
  let cases = sortNaturally([...committed, ...made], (testCase) => testCase.name);
  if (options.only !== undefined) cases = selectCases(cases, dir, options.only, options.problemId);
  // Only the generated cases asked for are made, once; later runs read them from the cache.
  const entries = new Map(generated);
  makeGeneratedCases(
    options.problemId,
    cases.filter((testCase) => testCase.generated && !isGeneratedCaseCached(options.problemId, testCase.name, entries.get(testCase.name)!)).map((testCase) => testCase.name),
  );
  // The project's real path once, not twice a case.
  const realProject = realFolders([projectRoot()]);
  for (const testCase of cases) {
    assertTextFile(testCase.inputPath, realProject);
    if (!testCase.noAnswer) assertTextFile(testCase.answerPath, realProject);
  }
  return cases;
}

// --case takes an exact name, a name with .in, a glob such as "0[1-3]*" or "*fib*", or a prefix ("03" finds 03-all-small).
function selectCases(cases: TestCase[], dir: string, pattern: string, problemId: string): TestCase[] {
  const stem = pattern.endsWith(".in") ? pattern.slice(0, -3) : pattern;
  const exact = cases.filter((testCase) => testCase.name === stem);
  if (exact.length > 0) return exact;
  const matched = new Set(loadGlob().globSync(`${stem}.in`, { cwd: dir, nodir: true }).map((file) => basename(file, ".in")));
  // Generated cases have no file in the folder: their names are matched against the same glob here.
  const asGlob = globToRegExp(stem);
  for (const testCase of cases) if (testCase.generated && asGlob.test(testCase.name)) matched.add(testCase.name);
  let selected = cases.filter((testCase) => matched.has(testCase.name));
  // A number is the case numbered so, as cph and oj number tests: --case 1 was every case starting "1" (10-…, 11-…,
  // and not 01-sample), --case 3 none of 03-small-01…36.
  if (selected.length === 0 && /^\d+$/.test(stem)) selected = cases.filter((testCase) => leadingNumber(testCase.name) === BigInt(stem));
  if (selected.length === 0) selected = cases.filter((testCase) => testCase.name.startsWith(stem));
  if (selected.length === 0) {
    const holding = cases.filter((testCase) => testCase.name.includes(stem)).length;
    throw new UserError(
      `--case "${pattern}" matches no case of "${problemId}"${holding ? `; ${holding === 1 ? "1 case holds" : `${holding} cases hold`} "${stem}" in the name: --case "*${stem}*"` : ""}`,
      `cases are: ${cases.map((testCase) => testCase.name).join(", ")}`,
    );
  }
  return selected;
}

/** The number a case's name starts with (3 for 03-small-01), or undefined. */
function leadingNumber(name: string): bigint | undefined {
  const digits = /^\d+/.exec(name)?.[0];
  return digits === undefined ? undefined : BigInt(digits);
}

/** A shell glob's `*`, `?` and `[…]` (with `!` or `^` to negate) as a regular expression over whole names. */
function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    const close = c === "[" ? glob.indexOf("]", i + 2) : -1;
    if (c === "*") source += ".*";
    else if (c === "?") source += ".";
    else if (close !== -1) {
      const body = glob.slice(i + 1, close);
      source += `[${/^[!^]/.test(body) ? `^${body.slice(1)}` : body}]`.replace(/\\/g, "\\\\");
      i = close;
    } else source += c.replace(/[.+^${}()|\\\]\[]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

// Two files of the same bytes (sizes first: only a likely pair is read).
function sameBytes(a: string, b: string): boolean {
  try {
    return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

/** Refuses unreadable, binary and NUL-carrying case files before anything runs. */
export function assertTextFile(path: string, realProject = realFolders([projectRoot()])): void {
  let fd: number;
  const notRegular = () => new UserError(`${displayPath(path)} is not a regular file`, "a case must be a plain text file (not a FIFO, socket or device)");
  try {
    // Never open a FIFO for reading (that blocks until a writer comes): stat first, and open without blocking.
    if (!statSync(path).isFile()) throw notRegular();
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`Cannot read ${displayPath(path)}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check that the file exists and is readable");
  }
  try {
    // Swapped for a FIFO since the stat: the descriptor says what was opened.
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw notRegular();
    assertNotLinkedOut(path, fd, realProject);
    const buffer = chunkBufferFor(stat.size);
    let offset = 0;
    for (;;) {
      let read: number;
      try {
        read = readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        throw new UserError(`Cannot read ${displayPath(path)}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check that the file is readable");
      }
      if (read === 0) return;
      const nul = buffer.subarray(0, read).indexOf(0);
      if (nul !== -1) {
        throw new UserError(
          `${displayPath(path)}: byte ${offset + nul} is a NUL; case files must be text`,
          "regenerate the file as plain text (a binary file or a UTF-16 export is not a case)",
        );
      }
      offset += read;
    }
  } finally {
    closeSync(fd);
  }
}

// A case may be a link within the project or its own folder (a shared sample), never out of them: a case linked to
// /etc/shadow was fed to the solution and quoted whole in the WA diff of a judge run as root.
function assertNotLinkedOut(path: string, fd: number, realProject: string[]): void {
  const opened = openedOutside(fd, [...realProject, ...realFolders([dirname(path)])]);
  if (opened === undefined) return;
  throw new UserError(`${displayPath(path)} is a link to ${opened}, outside the project and the case's own folder`, "copy the file into the cases folder instead of linking to it");
}
