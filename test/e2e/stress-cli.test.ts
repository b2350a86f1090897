import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot, runCommand } from "../helpers/cli";

const rareWrong = join(repoRoot, "test/fixtures/stress/rare-wrong.ts");
const bashCappedAt100 = join(repoRoot, "test/fixtures/stress/bash-at-most-100-games.ts");

describe("npm run stress", () => {
  it("finds the rare failure of a wrong solution and shrinks it to a single small instance", async () => {
    const { exitCode, stdout } = await runCommand("stress", ["hdu2516", "--solution", rareWrong, "--seed", "1", "--count", "40000"]);
    expect(exitCode).toBe(1);
    // The search's own pair runs (one packed input found it), shrinking's apart.
    expect(stdout).toMatch(/difference found after [\d,]+ instances in [\d.]+ s: [\d,]+ instances\/s \(\d+ pair runs?\)\n.*\n {2}shrinking: \d+ pair runs in [\d.]+ s\n {2}shrunk in \d+ steps? to 1 instance:/);
    const input = /input:\n((?: {4}│ .*\n)+)/.exec(stdout)![1]!.replace(/ {4}│ /g, "");
    const [n, terminator] = input.trim().split("\n").map(Number);
    expect(terminator).toBe(0);
    expect([1597, 2584]).toContain(n);
    expect(stdout).toMatch(/replay: npm run stress -- hdu2516 --solution .*rare-wrong\.ts --seed 1 --count \d+/);
  });

  it("replays the same failure from the printed seed and count", async () => {
    const first = await runCommand("stress", ["hdu2516", "--solution", rareWrong, "--seed", "99", "--count", "40000"]);
    const replay = /replay: npm run stress -- (.*)/.exec(first.stdout)![1]!.split(" ");
    const again = await runCommand("stress", replay);
    const shrunk = (text: string) => /input:\n((?: {4}│ .*\n)+)/.exec(text)?.[1];
    expect(shrunk(again.stdout)).toBe(shrunk(first.stdout));
  });

  it("reports no difference, with the measured rate, for two right solutions", async () => {
    const { exitCode, stdout } = await runCommand("stress", ["hdu2516", "--seed", "5", "--count", "6000"]);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/no difference: 6,000 instances in [\d.]+ s: [\d,]+ instances\/s/);
  });

  // binet-round.cpp passes every small instance: its float error shows past a brute force's reach. The note named
  // "second-method.ts (--against)", and `--against second-method.ts` was "does not exist" with no more help.
  it("after no difference on small instances, says the exact option for large ones; a reference typed without its folder gets a did-you-mean", async () => {
    const small = await runCommand("stress", ["hdu2516", "--solution", "solutions/hdu2516/wrong/binet-round.cpp", "--seed", "5", "--count", "2000"]);
    expect(small.exitCode).toBe(0);
    expect(small.stdout).toMatch(/no difference: 2,000 instances.*\n {2}small instances only \(a brute force's reach\); compare against the second method to test large ones: --against solutions\/hdu2516\/second-method\.ts --size large$/m);
    const large = await runCommand("stress", ["hdu2516", "--solution", "solutions/hdu2516/wrong/binet-round.cpp", "--against", "solutions/hdu2516/second-method.ts", "--size", "large", "--seed", "5", "--count", "2000"]);
    expect(large.exitCode, large.stdout).toBe(1);
    const typo = await runCommand("stress", ["hdu2516", "--against", "second-method.ts", "--count", "10"]);
    expect(typo.exitCode).toBe(2);
    expect(typo.stderr).toMatch(/^error: second-method\.ts does not exist\nhint: did you mean solutions\/hdu2516\/second-method\.ts\?/);
  });

  it("packs past HDU 1846's 100 games per input, and still shrinks a failure to one valid game", async () => {
    const { exitCode, stdout } = await runCommand("stress", ["hdu1846", "--solution", "solutions/hdu1846/wrong/mod-m.ts", "--seed", "2", "--count", "4000"]);
    expect(exitCode).toBe(1);
    expect(stdout).toMatch(/packing up to 2,000 instances per input, past the format's 100/);
    const input = /input:\n((?: {4}│ .*\n)+)/.exec(stdout)![1]!.replace(/ {4}│ /g, "");
    expect(input).toMatch(/^1\n\d+ \d+\n$/);
  });

  it("sets aside a difference that needs more than 100 games, which HDU 1846 forbids, and keeps to 100 after it", async () => {
    const { exitCode, stdout, stderr } = await runCommand("stress", ["hdu1846", "--solution", bashCappedAt100, "--seed", "2", "--count", "3000"]);
    expect(stderr).toMatch(/differ only on inputs with more than 100 instances .* ignored, and from now on each input keeps to 100/);
    // Batch 0's 2,000 games, then ten inputs of 100: 11 pair runs of the search; the set-aside shrinking's said apart.
    expect(stdout).toMatch(/no difference: 3,000 instances in [\d.]+ s: [\d,]+ instances\/s \(11 pair runs\)\n {2}shrinking: \d+ pair runs in [\d.]+ s \(a difference set aside\)$/m);
    expect(exitCode).toBe(0);
  });

  it("--strict keeps every input within the format's 100 games: ten pair runs for 1,000 games", async () => {
    const strict = await runCommand("stress", ["hdu1846", "--seed", "2", "--count", "1000", "--strict"]);
    expect(strict.stdout).not.toMatch(/packing up to/);
    expect(strict.stdout).toMatch(/no difference: 1,000 instances in [\d.]+ s: [\d,]+ instances\/s \(10 pair runs\)/);
    const packed = await runCommand("stress", ["hdu1846", "--seed", "2", "--count", "1000"]);
    expect(packed.stdout).toMatch(/\(1 pair run\)/);
  });

  it("a reference given with --brute is a brute force: small instances by default, as brute.ts gets (helper's walkthrough)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stonebench-stress-brute-"));
    const mine = join(dir, "my-brute.ts");
    cpSync(join(repoRoot, "solutions/hdu2516/brute.ts"), mine);
    const { stdout } = await runCommand("stress", ["hdu2516", "--solution", rareWrong, "--brute", mine, "--seed", "1", "--count", "10"]);
    rmSync(dir, { recursive: true, force: true });
    expect(stdout).toMatch(/, small instances, seed 1/);
    const against = await runCommand("stress", ["hdu2516", "--solution", rareWrong, "--against", join(repoRoot, "solutions/hdu2516/second-method.ts"), "--seed", "1", "--count", "10"]);
    expect(against.stdout).toMatch(/, large instances, seed 1/);
  });

  it("a reference that fails on the inputs drawn stops the run at once, unshrunk, exit 2, and says what to do", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stonebench-stress-ref-"));
    try {
      const crashing = join(dir, "ref.py");
      writeFileSync(crashing, "import sys\nsys.stdin.read()\nraise SystemExit(3)\n");
      const { exitCode, stdout, stderr } = await runCommand("stress", ["hdu2516", "--solution", rareWrong, "--against", crashing, "--seed", "1", "--count", "40000"]);
      expect(exitCode, stderr).toBe(2);
      expect(stdout).toMatch(/the reference failed after [\d,]+ instances/);
      expect(stdout).toMatch(/ref\.py on batch 0 \(seed 1\): RE: exit code 3/);
      expect(stdout).toMatch(/nothing was shrunk/);
      expect(stdout).not.toMatch(/difference found/);
      expect(stderr).toMatch(/hint: a brute force needs small instances: add --size small/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses --count together with --time, and a reference that does not exist", async () => {
    expect((await runCommand("stress", ["hdu2516", "--count", "5", "--time", "5"])).exitCode).toBe(2);
    const missing = await runCommand("stress", ["hdu2516", "--against", "nowhere/brute.ts"]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/nowhere\/brute\.ts does not exist/);
  });

  it("stops on SIGTERM with what it found so far, exit 143, and leaves no temp files", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "stonebench-stress-tmp-"));
    try {
      const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "stress", "hdu2516", "--time", "60"], { env: cleanEnv({ TMPDIR: tmp }), extendEnv: false, reject: false });
      let seen = "";
      await new Promise<void>((resolve) => child.stdout?.on("data", (chunk: Buffer) => ((seen += chunk.toString()), seen.includes("stress hdu2516") && resolve())));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      child.kill("SIGTERM");
      const result = await child;
      expect(result.exitCode).toBe(143);
      expect(String(result.stdout)).toMatch(/stopped by SIGTERM, no difference so far: [\d,]+ instances/);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("a Ctrl-C to the whole process group, while a slow reference runs, stops it at once with what it found (helper's walkthrough)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stonebench-stress-ctrlc-"));
    try {
      // A right reference that takes 2 s a run: the first batch's difference is found, then bisecting it is slow.
      const slow = join(dir, "slow.py");
      writeFileSync(slow, "import sys, time\ntime.sleep(2)\nf = set()\na, b = 1, 2\nwhile b < 2**32:\n    f.add(b); a, b = b, a + b\nout = []\nfor t in sys.stdin.read().split():\n    n = int(t)\n    if n == 0: break\n    out.append('Second win' if n in f else 'First win')\nprint('\\n'.join(out))\n");
      // Its own process group, as a terminal's foreground job: the SIGINT goes to every process in it.
      const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "stress", "hdu2516", "--solution", rareWrong, "--against", slow, "--size", "small", "--seed", "1", "--time", "60"], { env: cleanEnv(), extendEnv: false, reject: false, detached: true });
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const stoppedAt = Date.now();
      process.kill(-child.pid!, "SIGINT");
      const result = await child;
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(result.exitCode, String(result.stderr)).toBe(130);
      expect(String(result.stderr)).not.toMatch(/tool host/);
      expect(String(result.stdout)).toMatch(/stopped by SIGINT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("--save keeps the reference's output from the run, never main's own (main wrong, no brute, --against right)", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-stress-save-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(project, dir, "hdu1846"), { recursive: true });
      // main.ts is the off-by-one solution and there is no brute.ts: only the --against file knows the answers.
      cpSync(join(repoRoot, "solutions/hdu1846/wrong/mod-m.ts"), join(project, "solutions/hdu1846/main.ts"));
      rmSync(join(project, "solutions/hdu1846/brute.ts"));
      const right = join(project, "right.ts");
      cpSync(join(repoRoot, "solutions/hdu1846/main.ts"), right);
      const before = new Set(readdirSync(join(project, "cases/hdu1846")));
      const { exitCode, stdout } = await runCommand("stress", ["hdu1846", "--against", right, "--seed", "2", "--count", "2000", "--save"], { env: { STONEBENCH_ROOT: project } });
      expect(exitCode, stdout).toBe(1);
      expect(stdout).toMatch(/saved as cases\/hdu1846\/\S+\.in with the expected output from right\.ts/);
      const added = readdirSync(join(project, "cases/hdu1846")).filter((file) => !before.has(file));
      const input = readFileSync(join(project, "cases/hdu1846", added.find((file) => file.endsWith(".in"))!), "utf8");
      const output = readFileSync(join(project, "cases/hdu1846", added.find((file) => file.endsWith(".out"))!), "utf8");
      // The answer by Bash's rule, worked out here: the first player wins exactly when n mod (m + 1) is not 0.
      const words = input.split(/\s+/).filter(Boolean).map(Number);
      const expected = Array.from({ length: words[0]! }, (_, i) => (words[1 + 2 * i]! % (words[2 + 2 * i]! + 1) !== 0 ? "first" : "second"));
      expect(output.trim().split("\n")).toEqual(expected);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
