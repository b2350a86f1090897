import "../sandbox/no-inspector";
import { EXIT, InternalError, UserError } from "../errors";
import { formatHelp, parseCommandLine, type CommandSpec, type ParsedCommandLine } from "./parse-args";
import { colorsFor } from "../report/colors";
import { guardStreams } from "../report/terminal-guard";
import { displayPath } from "../paths";
import { inTempRoot } from "../util/temp-dir";

const USER_PATH_CODES = new Set(["ENOENT", "EISDIR", "ENOTDIR", "EACCES", "EPERM", "ELOOP", "ENAMETOOLONG"]);

/**
 * Runs a command's main and turns its outcome into an exit code. A UserError prints one clear message
 * and a hint, never a stack; an InternalError says the judge failed, not the user or the solution.
 */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  // Nothing a file, a package or a program says reaches the terminal as an escape sequence (terminal-guard.ts).
  guardStreams();
  // A reader that stops early (npm run verify | head) closes the pipe: nothing more is written, but the command runs
  // on to its own exit code (exiting 0 at once made a failing judge look like a success to a script with pipefail).
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.stdout.write = (() => true) as typeof process.stdout.write;
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.exitCode = reportError(error);
    },
  );
}

/** Parses the command line against the spec (printing --help, and npm-swallowed notes on stderr), then runs main. */
export function runCommand(spec: CommandSpec, main: (parsed: ParsedCommandLine) => Promise<number>): void {
  runCli(async (argv) => {
    const parsed = parseCommandLine(spec, argv);
    if (parsed.values.help) {
      process.stdout.write(`${formatHelp(spec)}\n`);
      return EXIT.ok;
    }
    for (const note of parsed.notes) process.stderr.write(`${note}\n`);
    return main(parsed);
  });
}

export function reportError(error: unknown): number {
  const c = colorsFor(process.stderr);
  if (error instanceof UserError) {
    process.stderr.write(`${c.red(c.bold("error:"))} ${error.message}\n`);
    if (error.hint) process.stderr.write(`${c.dim("hint:")} ${error.hint}\n`);
    return error.exitCode;
  }
  if (error instanceof InternalError) {
    process.stderr.write(`${c.magenta(c.bold("internal error:"))} ${error.message}\n`);
    if (error.hint) process.stderr.write(`${c.dim("hint:")} ${error.hint}\n`);
    return EXIT.internal;
  }
  // A file the user named that vanished or changed kind between our check and the read: still their path, not our bug.
  const fsError = error as NodeJS.ErrnoException;
  if (fsError instanceof Error && typeof fsError.path === "string" && USER_PATH_CODES.has(fsError.code ?? "") && !inTempRoot(fsError.path)) {
    process.stderr.write(`${c.red(c.bold("error:"))} cannot use ${displayPath(fsError.path)}: ${fsError.code}\n${c.dim("hint:")} check the path and the file's permissions\n`);
    return EXIT.usage;
  }
  // A full disk is the machine's state, not our bug: one line naming the file (writeFileAtomic adds its path).
  if (fsError instanceof Error && (fsError.code === "ENOSPC" || fsError.code === "EDQUOT")) {
    const where = typeof fsError.path === "string" ? ` while writing ${displayPath(fsError.path)}` : "";
    process.stderr.write(`${c.red(c.bold("error:"))} no space left on the disk${where} (${fsError.code}); that file was not written\n${c.dim("hint:")} free some space there (df -h shows each disk's), then run the command again\n`);
    return EXIT.usage;
  }
  // Anything else is a bug in the judge: keep the stack, it is for us.
  process.stderr.write(`${c.magenta(c.bold("internal error (a bug in the judge):"))} ${error instanceof Error ? error.stack : String(error)}\n`);
  return EXIT.internal;
}
