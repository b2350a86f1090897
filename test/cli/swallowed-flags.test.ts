import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCommandLine, type CommandSpec } from "../../src/cli/parse-args";
import { UserError } from "../../src/errors";
import { repoRoot, runCommand } from "../helpers/cli";

// What `npm run <command> …` leaves for the launcher: the lifecycle name, npm_config_* for flags it kept, bare words.
const npmEnv = (command: string, configs: Record<string, string>) => ({ npm_lifecycle_event: command, ...Object.fromEntries(Object.entries(configs).map(([key, value]) => [`npm_config_${key}`, value])) });

describe("swallowed flags: recovery never guesses about files", () => {
  it("make-cases refuses a swallowed --force (exit 2, cases untouched) and prints the exact command with --", async () => {
    const caseFile = join(repoRoot, "cases/hdu2516/01-sample.in");
    const before = { text: readFileSync(caseFile, "utf8"), mtime: statSync(caseFile).mtimeMs };
    // npm run make-cases hdu2516 --only 01-sample --force: npm eats --only 01-sample, reports --force.
    const result = await runCommand("make-cases", ["hdu2516"], { env: npmEnv("make-cases", { force: "true" }), timeoutMs: 30_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("npm run make-cases -- hdu2516 --force");
    expect(result.stderr).toMatch(/--only/);
    expect(result.stderr).not.toMatch(/internal error|: written/);
    expect(readFileSync(caseFile, "utf8")).toBe(before.text);
    expect(statSync(caseFile).mtimeMs).toBe(before.mtime);
  });

  it("stress refuses any swallowed option, since npm may have kept --save without a trace", async () => {
    const result = await runCommand("stress", ["hdu2516", "7"], { env: npmEnv("stress", { seed: "true" }), timeoutMs: 30_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("npm run stress -- hdu2516 --seed 7");
    expect(result.stderr).toContain("--save");
  });

  it("bench refuses a swallowed --repeat rather than running every section when --only may be lost", async () => {
    const result = await runCommand("bench", ["3"], { env: npmEnv("bench", { repeat: "true" }), timeoutMs: 30_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("npm run bench -- --repeat 3");
  });

  it("submit refuses a swallowed --out and writes no file", async () => {
    const result = await runCommand("submit", ["hdu2516", "never-written.js"], { env: npmEnv("submit", { out: "true" }), timeoutMs: 30_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("npm run submit -- hdu2516 --out never-written.js");
    expect(() => statSync(join(repoRoot, "never-written.js"))).toThrow();
  });

  const spec = (options: CommandSpec["options"]): CommandSpec => ({ name: "x", summary: "", positionals: ["<id>"], options });
  it("still recovers options that write nothing when npm hides none of the command's options", () => {
    const parsed = parseCommandLine(spec([{ name: "bail", type: "boolean", help: "" }, { name: "tl", type: "string", help: "" }]), ["p", "500"], npmEnv("x", { bail: "true", tl: "true" }));
    expect(parsed.values).toEqual({ bail: true, tl: "500" });
    expect(parsed.notes[0]).toContain("npm run x -- p --bail --tl 500");
  });

  it("refuses a recovered --flag=value that writes files", () => {
    const attempt = () => parseCommandLine(spec([{ name: "out", type: "string", help: "", writes: true }]), ["p"], npmEnv("x", { out: "a b.js" }));
    expect(attempt).toThrow(UserError);
    expect(attempt).toThrow(/writes files/);
  });
});
