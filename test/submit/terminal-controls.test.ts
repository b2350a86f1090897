import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { firstTerminalControl } from "../../src/submit/terminal-controls";
import { cleanEnv, repoRoot } from "../helpers/cli";

// submit prints the text on a terminal for a copy from the screen: a control character there would be acted on (an
// OSC 52 write to the clipboard, a line erased), and the copy would not be the text judged. A helper's attack.
const dir = mkdtempSync(join(tmpdir(), "stonebench-submit-tty-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = findOnPath("script", process.env.PATH ?? "/usr/bin:/bin");
if (!script) console.warn("skipped: no script(1) here to give submit a terminal");

describe("submit on a terminal", () => {
  it("finds the first control character a terminal acts on; tab, LF and CRLF are text", () => {
    expect(firstTerminalControl("int main() {\r\n\treturn 0;\r\n}\n")).toBeUndefined();
    expect(firstTerminalControl("a\nb // \u001b]52;c;x\u0007\n")).toEqual({ line: 2, column: 6, code: "U+001B" });
    expect(firstTerminalControl("x\ry")).toEqual({ line: 1, column: 2, code: "U+000D" });
    expect(firstTerminalControl("s = \"\u202e\";")?.code).toBe("U+202E");
  });

  it.skipIf(!script)("refuses to print such a text on a terminal (exit 2, pointing to --out), and pipes it byte for byte", async () => {
    const source = join(dir, "main.cpp");
    writeFileSync(source, `// \u001b]52;c;cHduZWQ=\u0007\u001b[2K looks harmless\n${readFileSync(join(repoRoot, "solutions/hdu2516/cpp/main.cpp"), "utf8")}`);
    const log = join(dir, "tty.txt");
    const launch = join(repoRoot, "scripts/launch.cjs");
    await execa(script!, ["-qec", `node "${launch}" submit hdu2516 --solution "${source}"`, log], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false, stdin: "ignore" });
    const seen = readFileSync(log, "latin1");
    expect(seen).toMatch(/control character \(U\+001B at line 1, column 4\)/);
    expect(seen).not.toContain("\u001b]52");
    const piped = await execa("node", [launch, "submit", "hdu2516", "--solution", source], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false, encoding: "buffer", stripFinalNewline: false });
    expect(Buffer.compare(Buffer.from(piped.stdout), readFileSync(source))).toBe(0);
  }, 60_000);
});
