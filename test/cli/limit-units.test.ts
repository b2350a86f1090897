import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";

// A limit typed as a statement gives it (--tl 2s, --tl 1.5, --ml 256MB, --ml 1g) was "Expected --tl to be a positive
// whole number, got "2s"" with "see --help": the value meant is known, so the refusal now gives the option to type.

describe("--tl and --ml typed with a unit", () => {
  it("judge and new refuse them, giving the option in milliseconds or MiB", async () => {
    const cases: [string, string, RegExp][] = [
      ["--tl", "2s", /Expected --tl in whole milliseconds, got "2s" \(2 s\): give --tl 2000/],
      ["--tl", "1.5", /got "1\.5" \(1\.5 s\): give --tl 1500/],
      ["--tl", "800ms", /got "800ms": give --tl 800/],
      ["--ml", "256MB", /Expected --ml in MiB without a unit, got "256MB": give --ml 256/],
      ["--ml", "1g", /got "1g": give --ml 1024/],
    ];
    for (const [option, value, message] of cases) {
      const judged = await runCommand("judge", ["hdu1846", option, value]);
      expect(judged.exitCode, `${option} ${value}`).toBe(2);
      expect(judged.stderr, `${option} ${value}`).toMatch(message);
    }
    const made = await runCommand("new", ["never-made", "--tl", "3 s"]);
    expect(made.exitCode).toBe(2);
    expect(made.stderr).toMatch(/give --tl 3000/);
    // Plain values and other mistakes are as before.
    expect((await runCommand("judge", ["hdu1846", "--tl", "abc"])).stderr).toMatch(/Expected --tl to be a positive whole number, got "abc"/);
  }, 60_000);
});
