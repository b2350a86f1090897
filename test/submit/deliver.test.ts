import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLIPBOARD_TOOLS, copyToClipboard } from "../../src/submit/copy-to-clipboard";
import { assertOutFree, writeSubmission } from "../../src/submit/write-submission";

const made: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "stonebench-deliver-"));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in clipboard tool: saves its stdin to $CLIP_OUT, or fails when told to. */
function fakeTool(dir: string, name: string, exitCode = 0): void {
  const path = join(dir, name);
  writeFileSync(path, exitCode === 0 ? '#!/bin/sh\n/bin/cat > "$CLIP_OUT"\n' : `#!/bin/sh\n/bin/cat > /dev/null\nexit ${exitCode}\n`);
  chmodSync(path, 0o755);
}

describe("--copy", () => {
  it("says which tools it tried when none is installed", async () => {
    const outcome = await copyToClipboard("text", { PATH: scratch() });
    expect(outcome).toEqual({ copied: false, tried: CLIPBOARD_TOOLS.map((tool) => `${tool.command} (not on PATH)`) });
  });

  it("does not try an X11 tool without a display, and says so", async () => {
    const bin = scratch();
    fakeTool(bin, "xclip");
    const outcome = await copyToClipboard("text", { PATH: bin });
    expect(outcome.copied).toBe(false);
    expect(outcome.copied ? [] : outcome.tried).toContain("xclip (no $DISPLAY)");
  });

  it("hands the exact text to the first tool that works, past one that fails", async () => {
    const bin = scratch();
    const saved = join(scratch(), "clipboard.txt");
    fakeTool(bin, "wl-copy", 1);
    fakeTool(bin, "xclip");
    const text = "const x = 1;\n// ünïcode and a long line " + "x".repeat(200_000) + "\n";
    const outcome = await copyToClipboard(text, { PATH: bin, WAYLAND_DISPLAY: "wayland-0", DISPLAY: ":0", CLIP_OUT: saved });
    expect(outcome).toEqual({ copied: true, tool: "xclip" });
    expect(readFileSync(saved, "utf8")).toBe(text);
  });
});

describe("--out", () => {
  it("writes the exact text and leaves no temporary file beside it", () => {
    const dir = scratch();
    const path = join(dir, "Main.js");
    writeSubmission(path, "console.log(1);\n", false);
    expect(readFileSync(path, "utf8")).toBe("console.log(1);\n");
    expect(readdirSync(dir)).toEqual(["Main.js"]);
  });

  it("never writes over an existing file, and leaves it as it was", () => {
    const dir = scratch();
    const path = join(dir, "Main.js");
    writeFileSync(path, "keep me\n");
    expect(() => assertOutFree(path, false)).toThrow(/already exists; submit never writes over a file/);
    expect(() => writeSubmission(path, "new text\n", false)).toThrow(/already exists/);
    expect(readFileSync(path, "utf8")).toBe("keep me\n");
    expect(readdirSync(dir)).toEqual(["Main.js"]);
  });

  it("replaces an existing file, whole, with --force", () => {
    const dir = scratch();
    const path = join(dir, "Main.js");
    writeFileSync(path, "old text that is longer than the new one\n");
    expect(() => assertOutFree(path, true)).not.toThrow();
    writeSubmission(path, "new\n", true);
    expect(readFileSync(path, "utf8")).toBe("new\n");
    expect(readdirSync(dir)).toEqual(["Main.js"]);
  });
});
