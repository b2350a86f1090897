import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// The tool host's heap limit does not bound typed arrays and buffers: a validator holding 1.5 GiB of them under a
// 256 MiB heap passed. Its whole resident memory is watched now; a tool over it stops the command with one line.
const HOARDER = [
  "export function parseInput(): unknown[] {",
  "  const held: Uint8Array[] = [];",
  "  for (let i = 0; i < 24; i++) held.push(new Uint8Array(64 << 20).fill(1));",
  "  return [held.length];",
  "}",
  "",
].join("\n");

describe("a tool's memory outside the JavaScript heap", () => {
  it("1.5 GiB of typed arrays under a 512 MiB limit stops the validator with the limit named, exit 2", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/validate.ts": HOARDER });
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TOOL_HEAP_MIB: "256", STONEBENCH_TOOL_MEMORY_MIB: "512" }, timeoutMs: 60_000 });
      expect(result.stdout).toMatch(/The tool host running problems\/echo\/validate\.ts ran out of memory: it held \d+ MiB, over its 512 MiB limit/);
      expect(result.exitCode).toBe(2);
    } finally {
      project.cleanup();
    }
  }, 90_000);

  it("the same validator with room for it passes: the watch counts what is held, not what is reserved", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/validate.ts": HOARDER.replace("i < 24", "i < 4") });
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TOOL_HEAP_MIB: "256", STONEBENCH_TOOL_MEMORY_MIB: "512" }, timeoutMs: 60_000 });
      expect(result.stdout).toMatch(/✓ echo: 1 input valid/);
      expect(result.exitCode).toBe(0);
    } finally {
      project.cleanup();
    }
  }, 90_000);
});
