import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decideInteractiveVerdict } from "../../src/interactive/decide-interactive-verdict";
import type { InteractiveFacts, SideFacts } from "../../src/interactive/run-interactive";
import { Transcript } from "../../src/interactive/transcript";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject } from "../authoring/helpers/temp-project";
import { sumProject } from "../languages/language-fixtures";

// A solution that printed the right answer and then exited with 1 (`return 1;` at the end of main, `sys.exit(3)`) was
// RE "exit code 1" and nothing more: the user hunted a crash in code whose output was right. Such an RE now says that
// its output was right and that the exit code is what a judge rejects; a wrong output gets no such note.
const project = sumProject();
afterAll(() => project.remove());

describe("an RE for the exit code alone", () => {
  it("says when the output was right, and only then", async () => {
    const right = join(project.root, "right-exit-1.js");
    writeFileSync(right, 'const [a, b] = require("fs").readFileSync(0, "utf8").split(/\\s+/).map(Number);\nprocess.stdout.write(`${a + b}\\n`);\nprocess.exitCode = 1;\n');
    const wrong = join(project.root, "wrong-exit-1.js");
    writeFileSync(wrong, 'process.stdout.write("4\\n");\nprocess.exitCode = 1;\n');
    const [rightReport, wrongReport] = await inProject(project.root, async () => [await judgeCases(planJudge("sum", { solution: right })), await judgeCases(planJudge("sum", { solution: wrong }))]);
    expect(rightReport!.cases[0]).toMatchObject({ verdict: "RE" });
    expect(rightReport!.cases[0]!.message).toMatch(/^exit code 1; its output was right, but a judge takes any exit code other than 0 as a runtime error.*exit code 0/);
    expect(wrongReport!.cases[0]).toMatchObject({ verdict: "RE" });
    expect(wrongReport!.cases[0]!.message).not.toMatch(/output was right/);
  });

  const side = (over: Partial<SideFacts>): SideFacts => ({ exitCode: 0, signal: null, killedFor: null, cpuMs: 10, memoryKiB: 1024, endedAtMs: 50, hungUpAtMs: 50, bytesWritten: 10, stderrBytes: 0, stderrTail: "", lastState: "", ...over });
  const facts = (interactorExit: number): InteractiveFacts => ({
    solution: { ...side({ exitCode: 1, endedAtMs: 70 }), denied: null, heapExhausted: false, boxed: true },
    interactor: { ...side({ exitCode: interactorExit, endedAtMs: 60, hungUpAtMs: 60 }), judgeMessage: "" },
    firstToEnd: "interactor",
    idle: null,
    lateBytes: 0,
    wallMs: 70,
    transcript: new Transcript(),
  });
  const limits = { timeLimitMs: 1000, memoryLimitMiB: 64, baselineKiB: 0, outputLimitBytes: 1 << 20 };

  it("says so in an interactive case when the interactor accepted", () => {
    expect(decideInteractiveVerdict(facts(42), limits).message).toMatch(/^exit code 1; the interactor accepted the games, but a judge takes any exit code other than 0/);
    expect(decideInteractiveVerdict(facts(42), limits).verdict).toBe("RE");
  });
});

// stress showed such a side as "(RE: exit code 1)" beside the brute force's same output, with no word that it matched.
describe("stress's side that failed on its exit code alone", () => {
  it("says its output was the other side's, and only when it was", async () => {
    const { createPairRunner } = await import("../../src/stress/pair-runner");
    const dir = join(project.root, "pair");
    mkdirSync(dir, { recursive: true });
    const exits = join(dir, "exits.js");
    writeFileSync(exits, 'process.stdout.write(require("fs").readFileSync(0, "utf8"));\nprocess.exitCode = 1;\n');
    const echo = join(dir, "echo.js");
    writeFileSync(echo, 'process.stdout.write(require("fs").readFileSync(0, "utf8"));\n');
    const other = join(dir, "other.js");
    writeFileSync(other, 'process.stdout.write("else\\n");\n');
    const runner = await createPairRunner({ solutionA: exits, solutionB: echo, workDir: dir, timeLimitMs: 5000, mode: "tokens", tolerance: 0 });
    const same = await runner.run("7\n");
    expect(same.differs).toBe(true);
    expect(same.a.failure).toMatch(/^RE: exit code 1; its output was .*echo\.js's, but a judge takes any exit code other than 0/);
    const differing = await (await createPairRunner({ solutionA: exits, solutionB: other, workDir: dir, timeLimitMs: 5000, mode: "tokens", tolerance: 0 })).run("7\n");
    expect(differing.a.failure).toBe("RE: exit code 1");
  }, 60_000);
});
