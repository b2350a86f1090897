import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withoutLinks } from "../../src/paths";
import { runCommand } from "../helpers/cli";

// A node_modules that is a link (a checkout sharing another's install, pnpm's store) failed every validator as it
// loaded: "Access to this API has been restricted". Node's loader walks each link of a module's path, and reading a
// link is a read the permission model refuses. The build cache behind a link (STONEBENCH_CACHE_DIR) is the same case.
const scratch = mkdtempSync(join(tmpdir(), "stonebench-linked-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("folders reached through a link", () => {
  it("withoutLinks resolves the links of the part that exists and keeps the rest", () => {
    mkdirSync(join(scratch, "real", "inner"), { recursive: true });
    symlinkSync(join(scratch, "real"), join(scratch, "link"));
    expect(withoutLinks(join(scratch, "link", "inner", "not", "yet"))).toBe(join(withoutLinks(scratch), "real", "inner", "not", "yet"));
    expect(withoutLinks("/no/such/folder")).toBe("/no/such/folder");
  });

  it("a build cache behind a link: the validator loads and runs in the sandbox", async () => {
    mkdirSync(join(scratch, "cache-real"));
    symlinkSync(join(scratch, "cache-real"), join(scratch, "cache-link"));
    const result = await runCommand("validate", ["hdu1846"], { env: { STONEBENCH_CACHE_DIR: join(scratch, "cache-link") } });
    expect(result.stderr).not.toMatch(/restricted/);
    expect(result.stdout + result.stderr).toMatch(/inputs valid/);
    expect(result.exitCode).toBe(0);
  }, 180_000);
});
