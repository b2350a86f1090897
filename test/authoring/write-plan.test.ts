import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeAllOrNothing } from "../../src/scaffold/write-plan";
import { makeTempDir } from "./helpers/temp-project";

describe("writeAllOrNothing", () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir("write-plan");
  });
  afterEach(() => temp.remove());

  it("writes every file of the set", () => {
    const files = ["a.in", "a.out"].map((name) => ({ path: join(temp.dir, "cases", name), data: `${name}\n` }));
    writeAllOrNothing(files);
    for (const file of files) expect(readFileSync(file.path, "utf8")).toBe(file.data);
  });

  it("removes what it wrote when a later file of the set is refused, and keeps what was there", () => {
    writeFileSync(join(temp.dir, "a.out"), "old\n");
    const attempt = () =>
      writeAllOrNothing([
        { path: join(temp.dir, "a.in"), data: "new\n" },
        { path: join(temp.dir, "a.out"), data: "new\n" },
      ]);
    expect(attempt).toThrow(/a\.out already exists; nothing was written/);
    expect(existsSync(join(temp.dir, "a.in"))).toBe(false);
    expect(readFileSync(join(temp.dir, "a.out"), "utf8")).toBe("old\n");
  });

  it("removes the folders it created when the set fails", () => {
    const blocked = join(temp.dir, "problem", "main.ts");
    mkdirSync(blocked, { recursive: true });
    expect(() =>
      writeAllOrNothing([{ path: join(temp.dir, "cases", "x", "01.in"), data: "1\n" }, { path: blocked, data: "" }], { dirs: [join(temp.dir, "cases", "x")] }),
    ).toThrow();
    expect(existsSync(join(temp.dir, "cases", "x"))).toBe(false);
  });

  it("replaces existing files when asked to", () => {
    writeFileSync(join(temp.dir, "problem.yaml"), "old\n");
    writeAllOrNothing([{ path: join(temp.dir, "problem.yaml"), data: "new\n" }], { replace: true });
    expect(readFileSync(join(temp.dir, "problem.yaml"), "utf8")).toBe("new\n");
  });
});
