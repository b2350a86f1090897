import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nodeFlags, NO_TRACE_FILE, permissionFlag } from "../../src/run/node-flags";
import { PRELOAD } from "../../src/run/run-program";

// Node 20's permission model lets trace_events write node_trace.1.log (with the program's own marks in it) into the
// cwd: a write no sandboxed Node process may make. The judge's flags send it to /dev/null.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function traceIn(flags: (program: string) => string[]): string[] {
  const cwd = mkdtempSync(join(tmpdir(), "stonebench-trace-"));
  folders.push(cwd);
  const program = join(cwd, "trace.js");
  writeFileSync(program, 'const t = require("trace_events").createTracing({ categories: ["node.perf.usertiming"] });\nt.enable();\nperformance.mark("ATTACKER-TEXT");\nsetTimeout(() => t.disable(), 50);\n');
  const result = spawnSync(process.execPath, [...flags(program), program], { cwd, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return readdirSync(cwd).filter((name) => name !== "trace.js");
}

describe.skipIf(!permissionFlag())("trace_events under the sandbox's Node flags", () => {
  it("without the flag, the permission model lets the trace file be written (what the flag is for)", () => {
    expect(traceIn((program) => [permissionFlag()!, `--allow-fs-read=${program}`, "--no-warnings"])).toEqual(["node_trace.1.log"]);
  });

  it("a judged program's flags write no trace file", () => {
    const flags = nodeFlags({ sandbox: true, readable: [], preload: PRELOAD });
    expect(flags).toContain(NO_TRACE_FILE);
    expect(traceIn((program) => nodeFlags({ sandbox: true, readable: [program, PRELOAD, "/proc/self/status"], preload: PRELOAD }))).toEqual([]);
  });
});
