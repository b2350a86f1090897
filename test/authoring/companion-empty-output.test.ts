import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeReceived } from "../../src/companion/companion-server";
import { parseCompanionTask } from "../../src/companion/companion-task";
import { receiveTask } from "../../src/companion/create-from-task";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { companionTasks } from "./helpers/companion-payloads";
import { inProject, makeTempProject } from "./helpers/temp-project";

// Competitive Companion sent a batch problem's sample with an empty output (its parser found none on the page): listen
// wrote an empty 01-sample.out, and the main new writes, which prints nothing until it is written, was AC on it. Such a
// sample is now a lone .in (the judge shows the output: NO), said on the console; a re-send finds it the same sample.
describe("a sample sent with an empty output", () => {
  it("is written as a lone .in, said so, never judged AC for printing nothing, and the same sample on a re-send", async () => {
    const project = makeTempProject();
    try {
      await inProject(project.root, async () => {
        const [task] = companionTasks("codeforces-problem-normal.json");
        const tests = [{ input: "1\n", output: "" }, ...(task!.tests as { input: string; output: string }[])];
        const parsed = parseCompanionTask(JSON.stringify({ ...task, tests }));
        const created = receiveTask(parsed);
        const dir = join(project.root, "cases", created.id);
        expect(created.withoutOutput).toEqual(["01-sample"]);
        expect(readFileSync(join(dir, "01-sample.in"), "utf8")).toBe("1\n");
        expect(existsSync(join(dir, "01-sample.out"))).toBe(false);
        expect(existsSync(join(dir, "02-sample.out"))).toBe(true);
        expect(describeReceived(parsed, created).join("\n")).toMatch(/note: 01-sample came with no output \(the page gave none\): written as the \.in alone/);
        const report = await judgeCases(planJudge(created.id, { case: "01-sample", allowMissingAnswers: true }));
        expect(report.cases[0]?.verdict).toBe("NO");
        const again = receiveTask(parsed, { update: true });
        expect(again.status).toBe("unchanged");
      });
    } finally {
      project.remove();
    }
  }, 60_000);
});
