import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideInteractiveVerdict } from "../../src/interactive/decide-interactive-verdict";
import { runInteractive, type InteractiveFacts } from "../../src/interactive/run-interactive";
import { nodeSolutionLaunch } from "../../src/interactive/solution-argv";
import { measureMemoryBaseline } from "../../src/run/memory-baseline";
import { makeTempDir, removeTempDir } from "../../src/util/temp-dir";
import { detectSandbox, type SandboxLevel } from "../../src/sandbox/sandbox-level";

const fixtures = join(__dirname, "..", "fixtures", "interactive");
let workDir = "";
let baselineKiB = 0;
beforeAll(async () => {
  workDir = makeTempDir("stonebench-interactive-test");
  baselineKiB = await measureMemoryBaseline({ sandbox: true, workDir });
});
afterAll(() => removeTempDir(workDir));

const openFds = (): number => readdirSync("/proc/self/fd").length;
// No live process left in the group. A zombie is not one: where a launcher stands between the judge and the program
// (the launcher's --plain mode, which counts the program's CPU and memory), the group's kill takes both at once and
// the program's zombie goes to init, which may reap it later (this machine's does so lazily).
const gone = (pid: number): boolean =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .every((name) => {
      try {
        const fields = readFileSync(`/proc/${name}/stat`, "latin1").split(") ")[1]!.split(" ");
        return Number(fields[2]) !== pid || fields[0] === "Z";
      } catch {
        return true;
      }
    });

/** Runs one fixture solution against the double interactor (in a mode) and returns the facts and verdict. */
async function play(solution: string, mode = "", limits: { timeLimitMs?: number; memoryLimitMiB?: number } = {}, where: { sandboxLevel?: SandboxLevel; caseDir?: string } = {}) {
  const timeLimitMs = limits.timeLimitMs ?? 1000;
  const memoryLimitMiB = limits.memoryLimitMiB ?? 64;
  const before = openFds();
  const pids: number[] = [];
  const facts: InteractiveFacts = await runInteractive({
    solutionLaunch: nodeSolutionLaunch(join(fixtures, solution)),
    // A ready command, as a Node interactor runs outside the permission model (the fixture reads its own folder).
    interactorLaunch: { kind: "command", argv: [process.execPath, join(fixtures, "double-interactor.mjs"), ...(mode ? [`--mode=${mode}`] : [])], env: {}, tree: false },
    inputPath: join(where.caseDir ?? fixtures, "three.in"),
    answerPath: join(where.caseDir ?? fixtures, "three.ans"),
    ...(where.sandboxLevel ? { sandboxLevel: where.sandboxLevel } : {}),
    workDir,
    label: solution,
    solution: { timeLimitMs, memoryKillKiB: baselineKiB + memoryLimitMiB * 1024, outputLimitBytes: 64 << 20 },
    interactor: { timeLimitMs: 5000, memoryKillKiB: 1 << 21, outputLimitBytes: 64 << 20 },
    idleLimitMs: 700,
    wallLimitMs: 10_000,
    onSpawn: (pid) => pids.push(pid),
  });
  const verdict = decideInteractiveVerdict(facts, { timeLimitMs, memoryLimitMiB, baselineKiB, outputLimitBytes: 64 << 20 });
  return { facts, verdict, fdsLeaked: openFds() - before, pids, leftFiles: readdirSync(workDir).filter((name) => name.startsWith(solution)) };
}

describe("interactive runs: one verdict per fixture, nothing left behind", () => {
  const cases: [string, string, string, RegExp][] = [
    ["ac.mjs", "", "AC", /^$/],
    ["wa.mjs", "", "WA", /query 2: expected 10, got "11"/],
    ["tle.mjs", "", "TLE", /CPU time/],
    ["re.mjs", "", "RE", /boom after the first answer/],
    ["ile.mjs", "", "ILE", /both the solution and the interactor were waiting.*interactor at .* so the solution had the turn/],
    ["no-flush.mjs", "", "ILE", /solution at .* so the interactor had the turn/],
    ["early-exit.mjs", "", "WA", /exited .* while the interactor still expected input: the solution ended its output where the answer to query 2/],
    ["late-write.mjs", "", "AC", /bytes after the interactor finished; ignored/],
    ["mle.mjs", "", "MLE", /memory/],
    ["ac.mjs", "crash", "IE", /problem's fault.*exited with 1.*interactor bug/],
    ["ac.mjs", "exit0", "IE", /exited with 0, not 42/],
    ["ac.mjs", "hang", "IE", /interactor did not finish/],
  ];
  for (const [solution, mode, expected, message] of cases) {
    it(`${solution}${mode ? ` against an interactor that does ${mode}` : ""}: ${expected}`, async () => {
      const { verdict, fdsLeaked, pids, leftFiles } = await play(solution, mode);
      expect(verdict.verdict).toBe(expected);
      expect(verdict.message).toMatch(message);
      expect(verdict.blame).toBe(expected === "IE" ? "problem" : expected === "AC" ? "none" : "solution");
      expect(fdsLeaked).toBe(0);
      expect(pids).toHaveLength(2);
      for (const pid of pids) expect(gone(pid)).toBe(true);
      expect(leftFiles).toEqual([]);
    });
  }

  // At the namespaces level a case file the sandbox hides (under /tmp) reaches the interactor as a copy
  // (sandbox/holder-view.ts): the copies go with the case, as the other run files do.
  it.skipIf(detectSandbox().level !== "namespaces")("a hidden case's input and answer copies are removed with the case", async () => {
    const caseDir = mkdtempSync("/tmp/stonebench-interactive-hidden-");
    try {
      for (const name of ["three.in", "three.ans"]) copyFileSync(join(fixtures, name), join(caseDir, name));
      const { verdict, leftFiles } = await play("ac.mjs", "", {}, { sandboxLevel: "namespaces", caseDir });
      expect(verdict.verdict).toBe("AC");
      expect(leftFiles).toEqual([]);
    } finally {
      rmSync(caseDir, { recursive: true, force: true });
    }
  });

  it("records the exchange with directions, times and byte counts", async () => {
    const { facts } = await play("ac.mjs");
    const lines = facts.transcript.all();
    expect(lines.map((line) => [line.direction, line.text])).toEqual([
      ["to-solution", "3"],
      ["to-interactor", "6"],
      ["to-solution", "5"],
      ["to-interactor", "10"],
      ["to-solution", "7"],
      ["to-interactor", "14"],
      ["to-solution", "0"],
    ]);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.atMs).toBeGreaterThanOrEqual(lines[i - 1]!.atMs);
    expect(facts.transcript.bytes).toEqual({ "to-interactor": 8, "to-solution": 8 });
  });
});
