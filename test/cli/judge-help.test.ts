import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";

// judge --help said --ml is "above Node's baseline" for every language, while C, C++, Rust and Go count the whole process.
describe("judge --help", () => {
  it("says what --ml counts for each kind of language", async () => {
    const result = await runCommand("judge", ["--help"], { timeoutMs: 30_000 });
    const line = `${result.stdout}${result.stderr}`.split("\n").find((text) => text.includes("--ml"));
    expect(line).toMatch(/above the runtime's baseline for Node, Python and the JVM, the whole process for C, C\+\+, Rust, Go/);
  });
});
