import { closeSync, openSync, writeSync } from "node:fs";
import { basename, join } from "node:path";
import { UserError } from "../errors";
import { displayPath, resolveUserPath } from "../paths";
import type { TestCase } from "../problem/find-cases";
import { makeTempDir } from "../util/temp-dir";
import { assertReadableFile } from "../util/user-file";

/** The most stdin `--in -` takes: a runaway `yes |` must not fill the disk. STONEBENCH_STDIN_MAX_BYTES sets it (tests). */
export const STDIN_MAX_BYTES = Number(process.env.STONEBENCH_STDIN_MAX_BYTES) > 0 ? Number(process.env.STONEBENCH_STDIN_MAX_BYTES) : 512 << 20;

export interface CustomInput {
  /** `--in <file>` or `--in -` (stdin). */
  input: string;
  /** `--out <file>` / `--expect <file>`: the expected output, compared with the problem's checker. */
  expected?: string;
  interactive: boolean;
  problemId: string;
}

/**
 * `judge --in`: one case made of the given input (a file, or stdin with `-`), judged like any other case (same build,
 * sandbox and limits); with an expected output it gets AC/PE/WA from the problem's checker, else NO and its output.
 */
export async function customCase(options: CustomInput, stdin: NodeJS.ReadableStream = process.stdin): Promise<TestCase> {
  if (options.interactive && options.expected === undefined) {
    throw new UserError(
      `${options.problemId} is interactive: --in is the interactor's input (what a case's .in holds, e.g. the games it plays), and the interactor also reads the matching answer`,
      `add --out <file> with what the case's .out holds, e.g. npm run judge -- ${options.problemId} --in my.in --out my.out`,
    );
  }
  const inputPath = options.input === "-" ? await stdinToFile(stdin) : userFile(options.input, "--in");
  const answerPath = options.expected !== undefined ? userFile(options.expected, options.expected === "-" ? "" : "--out") : join(inputPath, "..", "(none).out");
  const name = options.input === "-" ? "stdin" : basename(inputPath).replace(/\.in$/, "") || "input";
  return { name, inputPath, answerPath, custom: true, ...(options.expected === undefined ? { noAnswer: true as const } : {}) };
}

function userFile(given: string, option: string): string {
  if (given === "-") throw new UserError(`${option || "--out"} - : only --in may read stdin`, "write the expected output to a file and give its path to --out");
  const path = resolveUserPath(given);
  // The same check as every other command's file (a missing file, a folder, a pipe, a shell's <(…)): one line each.
  // The hint for --in offers stdin; --out cannot take it (a hint about --in under an --out error misled).
  assertReadableFile(path, option, option === "--in" ? "relative paths start from the folder you ran npm in; use --in - to type the input or pipe it" : `relative paths start from the folder you ran npm in; give ${option} the file of the expected output`);
  return path;
}

// stdin goes to a private file first: the solution reads a file, as on every case, and its size is known (and bounded).
async function stdinToFile(stdin: NodeJS.ReadableStream): Promise<string> {
  if ((stdin as { isTTY?: boolean }).isTTY) process.stderr.write("reading the input from the terminal; end it with Ctrl-D on a line of its own\n");
  const path = join(makeTempDir("stonebench-stdin"), "stdin.in");
  const fd = openSync(path, "w", 0o600);
  let bytes = 0;
  try {
    for await (const chunk of stdin) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
      bytes += buffer.length;
      if (bytes > STDIN_MAX_BYTES) {
        throw new UserError(`--in -: stdin passed ${STDIN_MAX_BYTES} bytes, the most it takes`, "write the input to a file and give its path: --in <file>");
      }
      writeSync(fd, buffer);
    }
  } finally {
    closeSync(fd);
  }
  return path;
}
