import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCompanionTask } from "../../src/companion/companion-task";
import { receiveTask } from "../../src/companion/create-from-task";
import { inProject, makeTempProject } from "./helpers/temp-project";

// A problem saved as <id>-2 (its wanted id taken by another problem) and sent again is a re-send, not a third problem.
describe("listen: a re-send of a problem saved under a numbered id", () => {
  it("finds it by its address (two identical POSTs made unicode-a-2 and unicode-a-3)", async () => {
    const project = makeTempProject();
    try {
      await inProject(project.root, () => {
        const task = (url: string, input: string) =>
          parseCompanionTask(JSON.stringify({ name: "Ünïcode ☃ A", group: "g", url, interactive: false, memoryLimit: 256, timeLimit: 1000, tests: [{ input, output: "1\n" }], testType: "single", input: { type: "stdin" }, output: { type: "stdout" }, languages: {}, batch: { id: "x", size: 1 } }));
        const first = receiveTask(task("https://x.example/1", "1\n"));
        const other = receiveTask(task("https://x.example/3", "2\n"));
        expect(other.id).toBe(`${first.id}-2`);
        const again = receiveTask(task("https://x.example/3", "2\n"));
        expect(again.status).not.toBe("created");
        expect(again.id).toBe(other.id);
        expect(readdirSync(join(project.root, "problems")).sort()).toEqual([first.id, other.id].sort());
      });
    } finally {
      project.remove();
    }
  });
});
