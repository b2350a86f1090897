import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeProblemTools, loadCaseRecipes, loadGenerator, loadValidator } from "../../src/authoring/problem-tools";
import { UserError } from "../../src/errors";
import { isInputError } from "../../src/problem-kit/input-reader";
import { encodeFrame, FrameReader, MAX_FRAME_BYTES } from "../../src/problem-kit/tool-host-frames";
import { inProject, tempProjectPerTest } from "../authoring/helpers/temp-project";

// The tool host on real processes: what crosses its pipe, and what the judge makes of each way a tool can fail.

describe("the tool host's frames", () => {
  it("hand out every message whole, however the bytes arrive", () => {
    const messages = [{ id: 1, big: 2n ** 70n, piles: [[1, 2], [3]] }, "text", new Map([[1, new Set([2])]]), { empty: [] }];
    const bytes = Buffer.concat(messages.map(encodeFrame));
    for (const step of [1, 3, 7, bytes.length]) {
      const got: unknown[] = [];
      const reader = new FrameReader((message) => got.push(message));
      for (let at = 0; at < bytes.length; at += step) reader.push(bytes.subarray(at, at + step));
      expect(got).toEqual(messages);
    }
  });

  it("refuse a length over the limit before buffering it", () => {
    const head = Buffer.alloc(4);
    head.writeUInt32LE(MAX_FRAME_BYTES + 1);
    expect(() => new FrameReader(() => undefined).push(head)).toThrow(/over the 256 MiB limit/);
  });
});

describe("problem tools in the tool host", () => {
  const project = tempProjectPerTest();
  afterEach(async () => closeProblemTools());

  function problem(files: Record<string, string>): void {
    const dir = join(project.root, "problems", "big");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "problem.yaml"), "title: Big\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n");
    writeFileSync(join(dir, "statement.md"), "# Big\n");
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  }
  const kit = (module: string) => `../../src/problem-kit/${module}`;
  // A count, then that many BigInts up to 10^30, one per line; the validator refuses 13 (to see the generator's filter at work).
  const validate = `import { InputError, type InputReader } from "${kit("input-reader")}";
export function parseInput(reader: InputReader): bigint[] {
  const count = reader.readInt(1, 1000, "the count");
  const out: bigint[] = [];
  for (let line = 2; line <= count + 1; line++) {
    const n = BigInt(reader.readToken("a number", /[0-9]{1,31}/));
    if (n === 13n) throw new InputError(line, "13 is not allowed");
    if (n === 666n) throw new TypeError("the validator trips over 666");
    out.push(n);
  }
  reader.readEof();
  return out;
}
`;
  const gen = `import type { ProblemGenerator } from "${kit("generator")}";
export const generator: ProblemGenerator<bigint> = {
  random: (rng) => BigInt(rng.int(1, 20)) * 10n ** 28n + BigInt(rng.int(0, 20)),
  format: (instances) => \`\${instances.length}\\n\${instances.map(String).join("\\n")}\\n\`,
  shrink: (n) => (n > 1n ? [n / 2n, n - 1n, 13n] : []),
  bruteCanSolve: (n) => n < 100n,
  maxInstancesPerFile: 50,
};
`;

  it("parses in the host, and BigInts come back as BigInts", async () => {
    problem({ "validate.ts": validate });
    await inProject(project.root, async () => {
      const validator = await loadValidator("big");
      expect(await validator!.parse("2\n5\n123456789012345678901234567890\n")).toEqual([5n, 123456789012345678901234567890n]);
    });
  });

  it("turns the validator's InputError into one with its line, and any other throw into a UserError naming the input", async () => {
    problem({ "validate.ts": validate });
    await inProject(project.root, async () => {
      const validator = (await loadValidator("big"))!;
      const refused = await validator.parse("2\n1\n13\n").catch((error: unknown) => error);
      expect(isInputError(refused) && refused.line === 3 && refused.message === "13 is not allowed").toBe(true);
      await expect(validator.parse("1\n666\n", "cases/big/07.in")).rejects.toThrow(/The validator problems\/big\/validate.ts failed on cases\/big\/07.in: TypeError: the validator trips over 666/);
    });
  });

  // A helper's attack (2026-11-29): odd throws crashed the host inside its own catch (a stack trace, "stopped (exit 1)"),
  // an answer v8.serialize cannot carry did the same, and a 250 Mi-character message crashed the judge itself.
  it("odd throws, an answer that is not plain data, and a huge message: each a bounded failure, the host still up", async () => {
    const odd = `import { InputError } from "${kit("input-reader")}";
export function parseInput(reader: { readInt(a: number, b: number, w: string): number }): unknown {
  const n = reader.readInt(0, 9, "n");
  if (n === 1) throw Object.create(null);
  if (n === 2) throw new Proxy({}, { getPrototypeOf() { throw new Error("trap"); }, get() { throw new Error("trap"); } });
  if (n === 3) return () => 1;
  if (n === 4) throw new InputError(1, "x".repeat(50_000_000));
  return [n];
}
`;
    problem({ "validate.ts": odd });
    await inProject(project.root, async () => {
      const validator = (await loadValidator("big"))!;
      await expect(validator.parse("1\n")).rejects.toThrow(/threw a value that cannot be described/);
      await expect(validator.parse("2\n")).rejects.toThrow(/threw a value that cannot be described/);
      await expect(validator.parse("3\n")).rejects.toThrow(/the answer to "parse" cannot be sent: it is not plain data/);
      const huge = await validator.parse("4\n").catch((error: unknown) => error);
      expect(isInputError(huge) && huge.message.length < 20_000 && huge.message.endsWith("… (50000000 characters in all)")).toBe(true);
      expect(await validator.parse("5\n")).toEqual([5]);
    });
  });

  it("draws the same batch for the same seed, a different one for another, each instance allowed", async () => {
    problem({ "validate.ts": validate, "gen.ts": gen });
    await inProject(project.root, async () => {
      const generator = (await loadGenerator("big"))!;
      expect(generator.maxInstancesPerFile).toBe(50);
      const ask = (seed: string) => generator.batch({ seed, size: "large", count: 40, maxBytes: 1 << 20, bruteSide: false });
      const [a, again, other] = await Promise.all([ask("s/0"), ask("s/0"), ask("s/1")]);
      expect(a).toEqual(again);
      expect(a.instances).not.toEqual(other.instances);
      expect(a.instances).toHaveLength(40);
      expect(typeof a.instances[0]).toBe("bigint");
      expect(a.input).toBe(`40\n${a.instances.map(String).join("\n")}\n`);
    });
  });

  it("offers only shrink candidates the validator accepts and, with brute as a side, brute can reach", async () => {
    problem({ "validate.ts": validate, "gen.ts": gen });
    await inProject(project.root, async () => {
      const generator = (await loadGenerator("big"))!;
      const { candidates } = await generator.shrinkCandidates([200n], false);
      expect(candidates.flat()).not.toContain(13n);
      expect(candidates).toContainEqual([100n]);
      const { candidates: reachable } = await generator.shrinkCandidates([200n], true);
      expect(reachable.flat().every((n) => (n as bigint) < 100n)).toBe(true);
    });
  });

  it("says which generator cannot make an allowed instance, rather than looping", async () => {
    problem({ "validate.ts": validate, "gen.ts": gen.replace("random: (rng) =>", "random: (rng) => 13n ?? ") });
    await inProject(project.root, async () => {
      const generator = (await loadGenerator("big"))!;
      await expect(generator.batch({ seed: "x", size: "small", count: 5, maxBytes: 1 << 20, bruteSide: false })).rejects.toThrow(/made 10000 instances in a row that are invalid/);
      // Which of the two, on the last one: it said "invalid or beyond brute.ts's reach", leaving its author to guess.
      await expect(generator.batch({ seed: "x", size: "small", count: 5, maxBytes: 1 << 20, bruteSide: false })).rejects.toThrow(/; the last, "13n": the validator refused its input: line 2: 13 is not allowed/);
    });
  });

  it("names a tool that lacks its export, and one that does not build", async () => {
    problem({ "validate.ts": "export const parse = 1;\n" });
    await inProject(project.root, async () => {
      await expect(loadValidator("big")).rejects.toThrow(/problems\/big\/validate.ts does not export parseInput/);
    });
    await closeProblemTools();
    problem({ "validate.ts": 'import secret from "/etc/hostname";\nexport const parseInput = () => [secret];\n' });
    await inProject(project.root, async () => {
      const error = await loadValidator("big").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserError);
      expect((error as Error).message).toMatch(/imports "\/etc\/hostname"/);
    });
  });

  it("makes each case recipe in the host: its input before its expected output, or both from one draw", async () => {
    problem({
      "cases.ts": `import type { CaseRecipe } from "${kit("case-recipe")}";
let answer = "";
export const caseRecipes: CaseRecipe[] = [
  { name: "01-fixed", input: "7\\n", expected: "seven\\n" },
  { name: "02-drawn", input: (rng) => { const n = rng.int(1, 1000); answer = String(n * 2); return n + "\\n"; }, get expected() { return answer + "\\n"; } },
  { name: "03-both", input: (rng) => { const n = rng.int(1, 1000); return { input: n + "\\n", expected: String(n * 3) + "\\n" }; } },
];
`,
    });
    await inProject(project.root, async () => {
      const recipes = (await loadCaseRecipes("big"))!;
      expect(recipes.names).toEqual(["01-fixed", "02-drawn", "03-both"]);
      expect(await recipes.make("01-fixed", "big/01-fixed")).toEqual({ input: "7\n", expected: "seven\n" });
      const drawn = await recipes.make("02-drawn", "big/02-drawn");
      expect(Number(drawn.expected)).toBe(2 * Number(drawn.input));
      expect(await recipes.make("02-drawn", "big/02-drawn")).toEqual(drawn);
      const both = await recipes.make("03-both", "big/03-both");
      expect(Number(both.expected)).toBe(3 * Number(both.input));
    });
  });
});
