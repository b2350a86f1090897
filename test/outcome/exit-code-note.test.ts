import { writeFileSync } from "node:fs";
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
