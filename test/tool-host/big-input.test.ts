import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodeFrame, FrameReader, MAX_FRAME_BYTES } from "../../src/problem-kit/tool-host-frames";
import { repoRoot, runCommand } from "../helpers/cli";

// issue 25, item 6: a 300 MB input to validate and case crashed with a stack trace blaming the user's validator; the
// real limit is the tool host's message. Now the size is checked before anything is read: one line names the limit.

const dir = mkdtempSync(join(tmpdir(), "stonebench-big-input-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Sparse: 300 MB of size and no disk or memory; nothing may read it, so its content does not matter.
const huge = join(dir, "huge.in");
writeFileSync(huge, "");
truncateSync(huge, 300_000_000);

const LIMIT_LINE = /huge\.in is 286\.1 MiB; validators take inputs up to 64\.0 MiB \(the sandboxed tool host gets the input in one message\): problems\/hdu2176\/validate\.ts was not run/;

describe("an input larger than a validator takes", () => {
  it("validate --in: exit 2 with one line naming the limit, no stack, nothing read", async () => {
    const result = await runCommand("validate", ["hdu2176", "--in", huge], { timeoutMs: 60_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(LIMIT_LINE);
    expect(result.stderr).not.toMatch(/\n\s+at |RangeError|bad answer/);
  }, 90_000);

  it("case --in: exit 2 with the same line, and no case written", async () => {
    const before = readdirSync(join(repoRoot, "cases", "hdu2176")).sort();
    const result = await runCommand("case", ["hdu2176", "--in", huge, "--out", join(repoRoot, "cases", "hdu2176", "01-sample.out")], { timeoutMs: 60_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(LIMIT_LINE);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(join(repoRoot, "cases", "hdu2176")).sort()).toEqual(before);
  }, 90_000);

  it("the line depends on the size alone: under a lowered limit a valid input just past it is refused, one under it passes", async () => {
    const env = { STONEBENCH_VALIDATOR_INPUT_MAX_BYTES: "64" };
    const small = join(dir, "small.in");
    writeFileSync(small, "3\n3 6 9\n0\n"); // 12 bytes, valid (hdu2176: m, then m piles, then 0)
    const big = join(dir, "big.in");
    writeFileSync(big, `20\n${Array.from({ length: 20 }, (_, i) => 1000 + i).join(" ")}\n0\n`); // 105 bytes, valid
    const ok = await runCommand("validate", ["hdu2176", "--in", small], { env });
    expect(ok.exitCode, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("valid: 1 instance");
    const refused = await runCommand("validate", ["hdu2176", "--in", big], { env });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain("big.in is 105 bytes; validators take inputs up to 64 bytes");
    // Without the lowered limit the same file is valid: it was the size, not the content.
    const plain = await runCommand("validate", ["hdu2176", "--in", big]);
    expect(plain.exitCode, plain.stderr).toBe(0);
    // Piped into case, the count stops at the limit too (stdin is counted as it comes).
    const piped = await runCommand("case", ["hdu2176", "--out", join(repoRoot, "cases", "hdu2176", "01-sample.out")], { env, input: `20\n${"1 ".repeat(2000)}0\n` });
    expect(piped.exitCode).toBe(2);
    expect(piped.stderr).toContain("; validators take inputs up to 64 bytes");
  }, 180_000);
});

describe("FrameReader", () => {
  it("hands out each message whole and in order, however the bytes are split", () => {
    const messages = [{ a: 1n }, "x".repeat(100_000), [1, 2, 3], new Map([["k", "v"]]), ""];
    const bytes = Buffer.concat(messages.map((message) => encodeFrame(message)));
    for (let seed = 1; seed <= 30; seed++) {
      const got: unknown[] = [];
      const reader = new FrameReader((message) => got.push(message));
      let at = 0;
      let state = seed;
      while (at < bytes.length) {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        const size = 1 + (state % (seed < 10 ? 7 : 40_000));
        reader.push(bytes.subarray(at, at + size));
        at += size;
      }
      expect(got).toEqual(messages);
    }
  });

  it("refuses a message over the limit as soon as its head arrives", () => {
    const head = Buffer.alloc(4);
    head.writeUInt32LE(MAX_FRAME_BYTES + 1);
    const reader = new FrameReader(() => undefined);
    expect(() => reader.push(head)).toThrow(/over the 256 MiB limit/);
  });
});
