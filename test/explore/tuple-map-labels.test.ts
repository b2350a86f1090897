import { describe, expect, it } from "vitest";
import { tupleSlicesSvg } from "../../src/explore/svg";
import { tupleList } from "../../src/explore/terminal-map";
import { exploreFile } from "./helpers";

// The terminal slices of a game of four or more piles named their fixed piles "x2..x2 = 0" and their rows "a=0".
describe("the terminal slices of a k-pile game", () => {
  it("four piles: 'x1 = 0, x2 = 0 (x3 down, x4 across)', rows named x3; five piles: 'x2..x3 = 0'", async () => {
    const four = tupleList((await exploreFile("src/explore/games/moore-nim.ts", { range: 3, parameters: { piles: 4, k: 3 } })).view);
    expect(four[0]).toBe("x1 = 0, x2 = 0 (x3 down, x4 across):");
    expect(four[1]).toMatch(/^ +x3=0 /);
    expect(four.join("\n")).not.toMatch(/x2\.\.x2|\ba=\d/);
    const five = tupleList((await exploreFile("src/explore/games/moore-nim.ts", { range: 2, parameters: { piles: 5, k: 2 } })).view);
    expect(five[0]).toBe("x1 = 0, x2..x3 = 0 (x4 down, x5 across):");
  });
});

// The SVG's slices kept the old label after the terminal's was fixed (explore --svg on four-pile misère Staircase Nim).
describe("the SVG slices of a k-pile game", () => {
  it("four piles: 'x1 = 0, x2 = 0'; five piles: 'x2..x3 = 0'; three piles: 'x1 = 0' alone", async () => {
    const labels = (svg: string) => [...svg.matchAll(/>(x1 = \d[^<]*)</g)].map((match) => match[1]);
    const four = tupleSlicesSvg((await exploreFile("src/explore/games/moore-nim.ts", { range: 3, parameters: { piles: 4, k: 3 } })).view, "four");
    expect(labels(four)[0]).toBe("x1 = 0, x2 = 0");
    expect(four).not.toMatch(/x2\.\.x2/);
    const five = tupleSlicesSvg((await exploreFile("src/explore/games/moore-nim.ts", { range: 2, parameters: { piles: 5, k: 2 } })).view, "five");
    expect(labels(five)[0]).toBe("x1 = 0, x2..x3 = 0");
    const three = tupleSlicesSvg((await exploreFile("src/explore/games/moore-nim.ts", { range: 3, parameters: { piles: 3, k: 2 } })).view, "three");
    expect(labels(three)[0]).toBe("x1 = 0");
  });
});
