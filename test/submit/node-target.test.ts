import { describe, expect, it } from "vitest";
import { esbuildTarget, hasAtLeast, parseNodeTarget, supportsNodePrefix } from "../../src/submit/node-target";

describe("--target", () => {
  it("reads node12, node14.18 and node16.6.1", () => {
    expect(parseNodeTarget("node12")).toMatchObject({ major: 12, minor: 0, patch: 0 });
    expect(parseNodeTarget("node14.18")).toMatchObject({ major: 14, minor: 18, patch: 0 });
    expect(parseNodeTarget("Node16.6.1")).toMatchObject({ name: "node16.6.1", major: 16, minor: 6, patch: 1 });
  });

  it("refuses what is not a Node version, and Node older than 8, with a message saying what it wants", () => {
    expect(() => parseNodeTarget("es2020")).toThrow(/Expected --target to look like node12 or node14\.18, got "es2020"/);
    expect(() => parseNodeTarget("node6")).toThrow(/older than node8/);
  });

  it("compares versions part by part", () => {
    const node14 = parseNodeTarget("node14.17");
    expect(hasAtLeast(node14, [14, 6])).toBe(true);
    expect(hasAtLeast(node14, [14, 18])).toBe(false);
    expect(hasAtLeast(node14, [15, 0])).toBe(false);
    expect(hasAtLeast(parseNodeTarget("node16.6.1"), [16, 6, 1])).toBe(true);
  });

  it("knows that require(\"node:fs\") needs Node 14.18 on the 14 line and 16 after it, and that 15 lacks it", () => {
    expect(supportsNodePrefix(parseNodeTarget("node14.17"))).toBe(false);
    expect(supportsNodePrefix(parseNodeTarget("node14.18"))).toBe(true);
    expect(supportsNodePrefix(parseNodeTarget("node15.8"))).toBe(false);
    expect(supportsNodePrefix(parseNodeTarget("node16"))).toBe(true);
  });

  it("spells the target the way esbuild reads it", () => {
    expect(esbuildTarget(parseNodeTarget("node12"))).toBe("node12");
    expect(esbuildTarget(parseNodeTarget("node14.18"))).toBe("node14.18");
  });
});
