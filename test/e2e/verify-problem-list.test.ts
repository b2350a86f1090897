import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

describe("the verify tests cover every problem of the repository", () => {
  it("each problem folder is in one of the two verify test files", () => {
    const covered = ["hdu1527", "hdu1846", "hdu2176", "hdu2177", "hdu2516", "play-fibonacci-nim", "play-nim", "play-wythoff"];
    expect(readdirSync(join(repoRoot, "problems")).sort()).toEqual(covered);
  });
});
