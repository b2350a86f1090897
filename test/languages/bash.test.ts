import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Packages' scripts and some submissions are Bash (problemtools and BAPCtools run *.sh); a .sh was "no language".
const why = await missingToolchain("bash");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-bash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Bash's game, n stones, take 1..m: the first player loses iff (m + 1) divides n. Builtins only (the box forbids forks).
const BASH_GAME = `read -r t
for ((i = 0; i < t; i++)); do
  read -r n m
  if (( n % (m + 1) == 0 )); then echo second; else echo first; fi
done
`;

describe.skipIf(why !== undefined)("Bash scripts", () => {
  it("a script is judged like any language: the report names Bash and its version", async () => {
    const source = join(dir, "game.sh");
    writeFileSync(source, BASH_GAME);
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01*"]);
    expect(report?.summary.verdict).toBe("AC");
    expect(JSON.stringify(report)).toMatch(/GNU bash, version/);
    expect(exitCode).toBe(0);
  }, 120_000);

  // A script saved on Windows: bash's error named `$'do\r'` and no cause (helper playing the hidden grader).
  it("a script with CRLF line ends is CE whose first line says so", async () => {
    const source = join(dir, "crlf.sh");
    writeFileSync(source, BASH_GAME.replaceAll("\n", "\r\n"));
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01*"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/crlf\.sh:2:1: error: syntax error.*\(the file has CRLF line ends, and bash reads each CR as part of its line: save it with LF line ends\)$/);
  }, 120_000);

  // A script saved with a BOM passes bash -n, and its RE said only "fork: Operation not permitted" (bash looked for a
  // command named BOM + "read"): the RE now names the mark (helper playing the hidden grader).
  it("a script that starts with a byte-order mark is RE whose message names the mark", async () => {
    const source = join(dir, "bom.sh");
    writeFileSync(source, `\ufeff${BASH_GAME}`);
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01*"]);
    expect(report?.summary.verdict).toBe("RE");
    expect(report?.cases[0]?.message).toMatch(/starts with a byte-order mark \(U\+FEFF\).*save it as UTF-8 without BOM/);
    const plain = join(dir, "plain.sh");
    writeFileSync(plain, "read -r t\nexit 3\n");
    const { report: other } = await judgeJson(["hdu1846", "--solution", plain, "--case", "01*"]);
    expect(other?.summary.verdict).toBe("RE");
    expect(other?.cases[0]?.message).not.toMatch(/byte-order mark/);
  }, 120_000);

  it("a syntax error is CE before any case, quoting bash", async () => {
    const source = join(dir, "broken.sh");
    writeFileSync(source, "if then\n");
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01*"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/syntax error/);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 120_000);

  it("a pipe is refused inside the box, with the note that says why", async () => {
    const source = join(dir, "pipe.sh");
    writeFileSync(source, "cat | sort\n");
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01*"]);
    expect(report?.summary.verdict).toBe("RE");
    expect(JSON.stringify(report?.cases)).toMatch(/refuses some system calls with EPERM/);
  }, 120_000);
});
