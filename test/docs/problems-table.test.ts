import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// docs/problems.md's table said hdu2516 had 49 wrong solutions when it had 66: its counts were written by hand and went
// stale as helpers added material. Read against the repository, they cannot.
const root = join(import.meta.dirname, "..", "..");
// The first table: its header names the wrong solutions column; it ends at the first line that is not a row.
const lines = readFileSync(join(root, "docs/problems.md"), "utf8").split("\n");
const header = lines.findIndex((line) => line.startsWith("| id |") && line.includes("wrong solutions"));
const end = lines.findIndex((line, at) => at > header && !line.startsWith("|"));
const rows = lines.slice(header + 2, end).map((line) => line.split("|").map((cell) => cell.trim()));

describe("docs/problems.md's table counts what is there", () => {
  it("has a row for every problem", () => {
    expect(rows.map((cells) => cells[1]).sort()).toEqual(readdirSync(join(root, "problems")).sort());
  });
  for (const cells of rows) {
    const id = cells[1]!;
    it(`${id}: its cases (generated ones among them) and its wrong solutions`, () => {
      const manifest = JSON.parse(readFileSync(join(root, "cases", id, "manifest.json"), "utf8")) as { cases: Record<string, { generated?: boolean }> };
      const cases = Object.values(manifest.cases);
      const generated = cases.filter((entry) => entry.generated === true).length;
      expect(cells.at(-3)).toBe(generated > 0 ? `${cases.length} (${generated} generated)` : `${cases.length}`);
      expect(cells.at(-2)).toBe(String(readdirSync(join(root, "solutions", id, "wrong")).length));
    });
  }
});
