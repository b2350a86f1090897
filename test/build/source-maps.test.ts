import { afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// Types, an interface and comments vanish in the build, so the built file's line numbers differ from these.
const THROWS_ON_LINE_12 = [
  'import { readFileSync } from "node:fs";',
  "",
  "interface Pile {",
  "  size: number;",
  "  // a comment the build drops",
  "}",
  "",
  "/** Refuses anything but 1. */",
  "function check(pile: Pile): number {",
  "  type Unused = { a: string };",
  "  const extra: Unused | undefined = undefined;",
  "  if (pile.size !== 1 || extra) throw new Error(`bad pile ${pile.size}`);",
  "  return pile.size;",
  "}",
  'process.stdout.write(`${check({ size: Number(readFileSync(0, "utf8")) + 1 })}\\n`);',
  "",
].join("\n");

// require() makes the build put a two-line shim before the code the map describes.
const REQUIRE_THROWS_ON_LINE_6 = [
  'const fs = require("node:fs");',
  "interface Box {",
  "  x: number;",
  "}",
  "function boom(box: Box): number {",
  "  if (box.x > 0) throw new Error(`boom ${box.x}`);",
  "  return box.x;",
  "}",
  'process.stdout.write(`${boom({ x: Number(fs.readFileSync(0, "utf8")) + 1 })}\\n`);',
  "",
].join("\n");

describe("source maps", () => {
  it("an RE's stack names the .ts file and line, not the built file's", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": THROWS_ON_LINE_12 });
    cleanup = project.cleanup;
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.stdout).toContain("RE");
    expect(result.stdout).toMatch(/at check \(solutions\/echo\/main\.ts:12:\d+\)/);
    expect(result.stdout).not.toContain("(built)");
  });

  it("a solution using require(): the frames still name the .ts lines (the shim's lines counted)", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": REQUIRE_THROWS_ON_LINE_6 });
    cleanup = project.cleanup;
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.stdout).toContain("RE");
    expect(result.stdout).toMatch(/at boom \(solutions\/echo\/main\.ts:6:\d+\)/);
    expect(result.stdout).toMatch(/solutions\/echo\/main\.ts:9:\d+/);
    expect(result.stdout).not.toContain("(built)");
  });
});
