import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, makeTempProject } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";
import { writeDoubleProblem } from "./double-problem";

// An interactive solution's failures read as the batch judge's do: a refused system call (EPERM) carries the box's
// note, and a JVM's OutOfMemoryError (its peak far below the limit) quotes the runtime's line instead of a peak that
// contradicts the verdict ("0.6 MiB above the JVM's baseline; the limit is 64 MiB").

const INTERACTOR = `import sys
print(21, flush=True)
line = sys.stdin.readline().strip()
sys.exit(42 if line == "42" else 43)
`;

const SOLUTIONS: Record<string, [string, string, string, RegExp]> = {
  python: ["sock.py", "import socket\nsocket.socket()\nprint(2 * int(input()), flush=True)\n", "RE", /Operation not permitted; note: the box refuses some system calls with EPERM/],
  java: ["Main.java", "public class Main { public static void main(String[] a) { int[] x = new int[30_000_000]; x[1] = 1; System.out.println(x[1]); } }\n", "MLE", /ran out of memory: .*OutOfMemoryError.*-Xmx64m/],
};

describe("an interactive solution's RE and MLE messages match the batch judge's", () => {
  let root = "";
  let remove = () => undefined as void;
  const missing: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const project = makeTempProject();
    root = project.root;
    remove = project.remove;
    writeDoubleProblem(root, INTERACTOR, 5000);
    writeFileSync(join(root, "cases/double/1.in"), "21\n");
    writeFileSync(join(root, "cases/double/1.out"), "");
    for (const id of ["python", "java"]) missing[id] = await missingToolchain(id);
  });
  afterAll(() => remove());

  for (const [id, [file, text, verdict, message]] of Object.entries(SOLUTIONS)) {
    it(`${file}: ${verdict}, ${message.source}`, async (context) => {
      if (missing.python || missing[id]) {
        console.warn(`test/interactive/boxed-failure-messages: ${file} skipped: ${missing.python ?? missing[id]}`);
        return context.skip();
      }
      mkdirSync(join(root, id), { recursive: true });
      writeFileSync(join(root, id, file), text);
      const report = await inProject(root, () => judgeCases(planJudge("double", { solution: join(root, id, file) })));
      expect(report.cases[0]?.verdict, report.cases[0]?.message).toBe(verdict);
      expect(report.cases[0]?.message).toMatch(message);
    });
  }
});
