import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCompanionTask } from "../../src/companion/companion-task";
import { receiveTask } from "../../src/companion/create-from-task";
import { companionTasks } from "./helpers/companion-payloads";
import { inProject, makeTempProject } from "./helpers/temp-project";

// A re-send with --update numbers its new samples after every case file, a lone .in (an output not yet written) too.
describe("listen --update beside a lone case file", () => {
  it("adds the new sample after a lone 04-sample.in, which it never touches (it was refused for ever: 'it appeared while writing')", async () => {
    const project = makeTempProject();
    try {
      await inProject(project.root, () => {
        const [task] = companionTasks("codeforces-problem-normal.json");
        const created = receiveTask(parseCompanionTask(JSON.stringify(task)));
        const dir = join(project.root, "cases", created.id);
        const count = created.caseNames.length;
        const lone = join(dir, `${String(count + 1).padStart(2, "0")}-sample.in`);
        writeFileSync(lone, "mine, the .out still to write\n");
        const tests = (task!.tests as { input: string; output: string }[]).concat([{ input: "brand new\n", output: "x\n" }]);
        const again = receiveTask(parseCompanionTask(JSON.stringify({ ...task, tests })), { update: true });
        expect(again.status).toBe("updated");
        expect(again.caseNames).toEqual([`${String(count + 2).padStart(2, "0")}-sample`]);
        expect(readFileSync(lone, "utf8")).toBe("mine, the .out still to write\n");
        expect(readFileSync(join(dir, `${again.caseNames[0]}.in`), "utf8")).toBe("brand new\n");
      });
    } finally {
      project.remove();
    }
  });
});
