import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";

// --solution compares whole outputs as stress does: lines after the last expected answer are a disagreement.

const scratch = mkdtempSync(join(tmpdir(), "stonebench-explore-extra-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// HDU 2176 in Python: every answer right (Bouton), then, in one variant, two lines nobody asked for.
const nim = (tail: string) => `import sys
data = sys.stdin.read().split(); i = 0; out = []
while True:
    m = int(data[i]); i += 1
    if m == 0: break
    piles = [int(x) for x in data[i:i + m]]; i += m
    x = 0
    for a in piles: x ^= a
    if x == 0: out.append("No"); continue
    out.append("Yes")
    for a in piles:
        if a ^ x < a: out.append(f"{a} {a ^ x}")
print("\\n".join(out))
${tail}`;

describe("--solution and output past the last answer", () => {
  it("all answers right, then 'first' and 'extra junk line': DISAGREES, the extra lines shown, exit 1; without them it agrees", async () => {
    const extra = join(scratch, "extra.py");
    writeFileSync(extra, nim('print("first")\nprint("extra junk line")\n'));
    const junk = await runCommand("explore", ["hdu2176", "--range", "10", "--solution", extra]);
    expect(junk.stderr).toBe("");
    expect(junk.exitCode).toBe(1);
    expect(junk.stdout).not.toContain("agrees with the game's truth");
    expect(junk.stdout).toContain("DISAGREES: its answers to all 1,110 positions match the truth, but it prints more after them");
    expect(junk.stdout).toContain('extra output: run 1 printed 2 more non-blank lines after the last expected answer: "first / extra junk line"');
    const clean = join(scratch, "clean.py");
    writeFileSync(clean, nim('print("")\n'));
    const right = await runCommand("explore", ["hdu2176", "--range", "10", "--solution", clean]);
    expect(right.exitCode).toBe(0);
    expect(right.stdout).toContain("agrees with the game's truth on all 1,110 positions");
  });
});
