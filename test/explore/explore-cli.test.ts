import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot, runCommand } from "../helpers/cli";

const scratch = mkdtempSync(join(tmpdir(), "stonebench-explore-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("npm run explore", () => {
  it("hdu2516 states 'P-positions: Fibonacci numbers', checked to the range", async () => {
    const { exitCode, stdout } = await runCommand("explore", ["hdu2516", "--range", "200"]);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/✓ P-positions: Fibonacci numbers .* — checked exactly at n = 2\.\.200 \(199 positions\)/);
    expect(stdout).toContain("█");
  });

  it("wythoff --svg draws both rays and states the Beatty pattern with φ", async () => {
    const svg = join(scratch, "wythoff.svg");
    const { exitCode, stdout } = await runCommand("explore", ["wythoff", "--svg", svg]);
    expect(exitCode).toBe(0);
    expect(stdout).toContain("✓ P-positions: pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, in either order, with φ = (1+√5)/2");
    const picture = readFileSync(svg, "utf8");
    expect(picture).toMatch(/^<svg /);
    expect(picture).toContain("slope φ");
    expect(picture).toContain("slope 1/φ");
    expect(picture.match(/stroke-dasharray/g)!.length).toBeGreaterThanOrEqual(2);
    // Running it again may replace its own picture.
    expect((await runCommand("explore", ["wythoff", "--range", "30", "--svg", svg])).exitCode).toBe(0);
  });

  it("never overwrites a file it did not write, unless --force", async () => {
    const mine = join(scratch, "notes.svg");
    writeFileSync(mine, "my own drawing");
    const refused = await runCommand("explore", ["wythoff", "--range", "20", "--svg", mine]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/notes\.svg exists and was not written by explore/);
    expect(readFileSync(mine, "utf8")).toBe("my own drawing");
    expect((await runCommand("explore", ["wythoff", "--range", "20", "--svg", mine, "--force"])).exitCode).toBe(0);
    expect(readFileSync(mine, "utf8")).toMatch(/^<svg /);
  });

  it("--check prints the first counterexample of a wrong formula and exits 1; a right one agrees", async () => {
    const wrong = await runCommand("explore", ["bash", "--param", "m=3", "--range", "100", "--check", "n % 3 === 0"]);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stdout).toContain('--check "n % 3 === 0": DISAGREES');
    expect(wrong.stdout).toContain("3: your predicate says P (loses), the game says N (wins, Grundy 3)");
    const right = await runCommand("explore", ["bash", "--param", "m=3", "--range", "100", "--check", "(n: number) => n % 4 === 0"]);
    expect(right.exitCode).toBe(0);
    expect(right.stdout).toContain("agrees with the game at all 100 positions");
    const pair = await runCommand("explore", ["wythoff", "--range", "30", "--check", "a === b"]);
    expect(pair.stdout).toContain("(1, 2): your predicate says N (wins), the game says P (loses)");
  });

  it("--solution feeds every position through the problem's format: the accepted solutions agree", async () => {
    for (const [id, range] of [["hdu2177", "25"], ["hdu1527", "25"], ["hdu2516", "120"], ["hdu1846", "300"], ["hdu2176", "10"]] as const) {
      const { exitCode, stdout, stderr } = await runCommand("explore", [id, "--range", range, "--solution", `solutions/${id}/main.ts`]);
      expect(stderr, id).toBe("");
      expect(exitCode, id).toBe(0);
      expect(stdout, id).toMatch(/--solution solutions\/.*main\.ts: agrees with the game's truth on all [\d,]+ positions/);
    }
  });

  it("--solution shows where a wrong solution disagrees with the truth", async () => {
    const bash = await runCommand("explore", ["bash", "--param", "m=4", "--range", "60", "--solution", "solutions/hdu1846/wrong/mod-m.ts"]);
    expect(bash.exitCode).toBe(1);
    expect(bash.stdout).toMatch(/DISAGREES on [\d,]+ of 60 positions/);
    const nim = await runCommand("explore", ["nim", "--solution", "solutions/hdu2176/wrong/sorted-order.ts"]);
    expect(nim.exitCode).toBe(1);
    expect(nim.stdout).toMatch(/DISAGREES on [\d,]+ of 1,110 positions; first:\n {2}\d+(,\d+)*: expected "Yes \/ /);
  });

  it("--at prints the winning moves as the statements do (HDU 2176 and 2177)", async () => {
    const nim = await runCommand("explore", ["nim", "--at", "5,7,8,9,10"]);
    expect(nim.stdout).toMatch(/the problem's answer:\n {4}Yes\n {4}8 1\n {4}9 0\n {4}10 3$/);
    const wythoff = await runCommand("explore", ["hdu2177", "--at", "5,7"]);
    expect(wythoff.stdout).toMatch(/the problem's answer:\n {4}1\n {4}3 5\n {4}3 5\n {4}4 7$/);
  });

  it("--at with several heaps of a one-heap problem is a sum: its Grundy xor, and no problem answer asked of it", async () => {
    // hdu1846's answer was asked with the first heap against the sum's truth: "fix the game module: piles.reduce is not a function".
    for (const misere of [[], ["--misere"]]) {
      const { exitCode, stdout, stderr } = await runCommand("explore", ["hdu1846", "--param", "m=3", "--at", "3,4", ...misere]);
      expect(stderr).not.toMatch(/reduce|fix the game module/);
      expect(exitCode).toBe(0);
      expect(stdout).toContain("the problem's answer: none, since the problem asks about one heap and this is a sum of 2");
    }
    const plain = await runCommand("explore", ["hdu1846", "--param", "m=3", "--at", "4, 7"]);
    expect(plain.stdout).toContain("at heaps 4 + 7: Grundy 0 xor 3 = 3: N");
    const one = await runCommand("explore", ["hdu1846", "--param", "m=3", "--at", "4"]);
    expect(one.stdout).toMatch(/at 4: Grundy 0: P[^\n]*\n[\s\S]*the problem's answer:\n\s+second/);
  });

  it("a range past what one analysis holds is refused before any 'analysing' note", async () => {
    const { exitCode, stdout, stderr } = await runCommand("explore", ["wythoff", "--range", "100000"]);
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/10,000,200,001 states, more than one analysis holds/);
    expect(stdout + stderr).not.toContain("analysing");
  });

  it("--at takes plain decimals only: an empty piece, hex, exponent or nothing is one line and exit 2", async () => {
    for (const bad of ["3,,4", "0x10", "1e3", "", "3,-1"]) {
      const { exitCode, stderr } = await runCommand("explore", ["hdu1846", "--param", "m=3", "--at", bad]);
      expect(exitCode, bad).toBe(2);
      expect(stderr).toContain(`--at "${bad}" is not a list of whole numbers`);
    }
  });

  it("--json gives positions, values and patterns with their status", async () => {
    const { exitCode, stdout } = await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--range", "200", "--json"]);
    expect(exitCode).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.positions).toEqual({ position: "n", first: 0, last: 200 });
    expect(report.grundy).toHaveLength(201);
    expect(report.grundy.slice(0, 6)).toEqual([0, 1, 2, 3, 1, 4]);
    expect(report.pPositions).toEqual([0]);
    // Only 0 is a P-position, for every n: the outcome period follows from the proved Grundy period.
    expect(report.patterns[0]).toMatchObject({ subject: "P-positions", statement: "only 0", holds: true, status: "proved" });
    expect(report.grundyPeriod).toMatchObject({ period: 12, preperiod: 71, status: "proved" });
    const grundy = JSON.parse((await runCommand("explore", ["--game", "src/explore/games/grundys-game.ts", "--range", "300", "--json"])).stdout);
    expect(grundy.noSimplePattern).toBe(true);
    const wythoff = JSON.parse((await runCommand("explore", ["wythoff", "--range", "10", "--json"])).stdout);
    expect(wythoff.grundy[1][2]).toBe(0);
    expect(wythoff.pPositions.slice(0, 3)).toEqual([[0, 0], [1, 2], [2, 1]]);
    expect(wythoff.at).toBeUndefined();
  });

  it("--json with --at carries the position's value, outcome, winning moves and the problem's answer", async () => {
    const pair = JSON.parse((await runCommand("explore", ["wythoff-moves", "--range", "10", "--at", "4,8", "--json"])).stdout);
    // (4, 8) is N, and its only winning move is one stone from b to the P-position (4, 7): the answer's "1", then "4 7".
    expect(pair.at).toMatchObject({ at: [4, 8], outcome: "N", method: "table" });
    expect(pair.at.winningMoves).toEqual(["(4, 7)"]);
    expect(pair.at.answer).toBe("1\n4 7");
    const sum = JSON.parse((await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--range", "10", "--at", "3,4", "--misere", "--json"])).stdout);
    expect(sum.at).toMatchObject({ at: [3, 4], method: "misère search over sums" });
    expect(["P", "N"]).toContain(sum.at.outcome);
    expect(sum.at.outcome === "P").toBe(sum.at.value === 0);
  });

  it("--help lists the options with examples", async () => {
    const { exitCode, stdout } = await runCommand("explore", ["--help"]);
    expect(exitCode).toBe(0);
    expect(stdout).toContain("--solution <main.ts>");
    expect(stdout).toContain("npm run explore -- wythoff --svg wythoff.svg");
  });

  it("user errors are one line and exit 2: unknown parameter, a move that does not shrink, no game", async () => {
    const param = await runCommand("explore", ["bash", "--param", "k=3"]);
    expect(param.exitCode).toBe(2);
    expect(param.stderr).toMatch(/^error: .*has no parameter "k"\nhint: its parameters are m$/);
    const bad = join(scratch, "bad-game.ts");
    writeFileSync(bad, `export const game = { name: "up", rules: "add one", shape: "heap", defaultRange: 5, moves: (n: number) => [n + 1] };\n`);
    const loop = await runCommand("explore", ["--game", bad]);
    expect(loop.exitCode).toBe(2);
    expect(loop.stderr).toMatch(/^error: up: the move from 0 to 1 leads to a state not smaller\n/);
    expect((await runCommand("explore", [])).exitCode).toBe(2);
  });

  it("a module that throws as it loads (octalGame with the code 4.07: a digit before the point) is named with its message, not a stack trace", async () => {
    // The tool host once died importing it: a raw stack trace, then "stopped (exit 1)" and a hint about memory or CPU.
    const bad = join(scratch, "four-oh-seven.ts");
    writeFileSync(bad, `import { octalGame } from ${JSON.stringify(join(repoRoot, "src/problem-kit/octal"))};\nexport const game = octalGame("4.07");\n`);
    const run = await runCommand("explore", ["--game", bad, "--range", "30"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/error: The game module .*four-oh-seven\.ts fails as it loads: Error: "4\.07" is not an octal code like 0\.77 .*\nhint: fix the game module;/);
    expect(run.stderr).not.toMatch(/    at |exhausted its memory/);
  });

  it("Ctrl-C stops a long analysis cleanly: exit 130, nothing claimed, no file written", async () => {
    const svg = join(scratch, "never.svg");
    const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "explore", "hdu2516", "--range", "4000", "--svg", svg], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false });
    // Signal only once the command says it is analysing (its handlers are in place by then).
    await new Promise<void>((resolve) => {
      let seen = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("Ctrl-C stops cleanly")) setTimeout(resolve, 500);
      });
    });
    child.kill("SIGINT");
    const result = await child;
    expect(result.exitCode).toBe(130);
    expect(String(result.stderr)).toMatch(/stopped by SIGINT after [\d,]+ of [\d,]+ states: nothing claimed, no file written/);
    expect(existsSync(svg)).toBe(false);
  });
});
