import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepUserChangesAside } from "../../src/kattis/import-manifest";

// import --force over a user's edit of a package file named with 252 bytes (the system takes up to 255) put it
// aside as <name>.mine, 257 bytes: ENAMETOOLONG, an internal error. The copy aside now shortens the name.
describe("import --force keeps aside a changed file whose name is near the system's limit", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("copies it aside under a shortened name, twice, and names where", () => {
    const dir = mkdtempSync(join(tmpdir(), "kept-aside-"));
    dirs.push(dir);
    const path = join(dir, "b".repeat(252));
    writeFileSync(path, "user edit\n");
    const first = keepUserChangesAside([{ path, data: "package\n" }], undefined);
    const second = keepUserChangesAside([{ path, data: "package\n" }], undefined);
    expect(first[0]!.aside).toBe(join(dir, `${"b".repeat(200)}.mine`));
    expect(second[0]!.aside).toBe(join(dir, `${"b".repeat(200)}.mine-2`));
    expect(readFileSync(first[0]!.aside, "utf8")).toBe("user edit\n");
    expect(readdirSync(dir)).toHaveLength(3);
  });
});
