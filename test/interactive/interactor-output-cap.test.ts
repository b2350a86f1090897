import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, makeTempProject } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";
import { writeDoubleProblem } from "./double-problem";

// The output limit is the solution's: an interactor sending more than it (BAPCtools' pseudointeraction sends a million
// numbers, 10 MB, under the default 8 MiB) is not the problem's fault. Found importing that package: IE on 3_big.

const INTERACTOR = `import sys
n = int(open(sys.argv[1]).read())
sys.stdout.write("%d\\n" % n + "1234567890\\n" * n)
sys.stdout.flush()
line = sys.stdin.readline().strip()
sys.exit(42 if line == str(n) else 43)
`;

describe("an interactor's own output is not held to the solution's output limit", () => {
  let root = "";
  let remove = () => undefined as void;
  let missing: string | undefined;
  beforeAll(async () => {
    const project = makeTempProject();
    root = project.root;
    remove = project.remove;
    writeDoubleProblem(root, INTERACTOR, 2000);
    writeFileSync(join(root, "problems/double/problem.yaml"), "title: Double\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\noutputLimitMiB: 1\ninteractive: true\n");
    writeFileSync(join(root, "cases/double/1.in"), "200000\n");
    writeFileSync(join(root, "cases/double/1.out"), "");
    missing = await missingToolchain("python");
  });
  afterAll(() => remove());

  // The case judged with another interactor and a solution of the given text; the problem's own interactor back after.
  async function judgedWith(interactor: string, solution: string, text: string) {
    writeFileSync(join(root, "problems/double/interactor.py"), interactor);
    writeFileSync(join(root, solution), text);
    try {
      return await inProject(root, () => judgeCases(planJudge("double", { solution: join(root, solution) })));
    } finally {
      writeFileSync(join(root, "problems/double/interactor.py"), INTERACTOR);
    }
  }

  it("an interactor writing 2 MB under a 1 MiB output limit: AC; a solution writing 2 MB: OLE", async (context) => {
    if (missing) {
      console.warn(`test/interactive/interactor-output-cap: skipped: ${missing}`);
      return context.skip();
    }
    writeFileSync(join(root, "count.py"), "import sys\nn = int(sys.stdin.readline())\nfor _ in range(n): sys.stdin.readline()\nprint(n, flush=True)\n");
    const report = await inProject(root, () => judgeCases(planJudge("double", { solution: join(root, "count.py") })));
    expect(report.cases.map((result) => result.verdict), report.cases.map((result) => result.message).join("\n")).toEqual(["AC"]);
    // The flood is judged by an interactor that reads to the end before it decides: with the problem's own, which
    // rejects at the first wrong line, whether 1 MiB was written before that WA is a race (WA once, under load).
    const readsAll = INTERACTOR.replace("line = sys.stdin.readline().strip()", "line = sys.stdin.read().strip().split('\\n')[-1]");
    expect(readsAll).not.toBe(INTERACTOR);
    const flood = await judgedWith(readsAll, "flood.py", "import sys\nn = int(sys.stdin.readline())\nfor _ in range(n): sys.stdin.readline()\nsys.stdout.write('1234567890\\n' * n)\nprint(n, flush=True)\n");
    expect(flood.cases.map((result) => result.verdict), flood.cases.map((result) => result.message).join("\n")).toEqual(["OLE"]);
  });

  // An interactor writing for ever to a solution that never reads: the judge relayed all of it into its own memory
  // (1.1 GB in 4 s, outside every limit; a helper's attack, 2026-11-29). The relay now holds the writer back.
  it("an interactor flooding a solution that never reads: ILE, with what was relayed held to the pipes' size", async (context) => {
    if (missing) {
      console.warn(`test/interactive/interactor-output-cap: skipped: ${missing}`);
      return context.skip();
    }
    const report = await judgedWith('import sys\nchunk = "x" * 65536\nwhile True:\n    sys.stdout.write(chunk)\n    sys.stdout.flush()\n', "sleepy.py", "import time\ntime.sleep(60)\n");
    const message = report.cases[0]?.message ?? "";
    expect(report.cases.map((result) => result.verdict), message).toEqual(["ILE"]);
    expect(message).toMatch(/^idleness: the interactor was held back from writing for \d+ ms: the solution did not read what it was sent/);
    const bytes = report.cases[0]?.details.transcript?.find((line) => line.startsWith("bytes:")) ?? "";
    const relayed = Number(/interactor → solution (\d+)/.exec(bytes)?.[1] ?? Number.NaN);
    expect(relayed, bytes).toBeLessThan(16 << 20);
  });

  // The other side of the same backpressure: a solution that has gone reads no more, so what the interactor still sends
  // must be drained as before (counted as late), not left to block it until the idleness limit.
  it("an interactor writing 8 MB after the solution has exited still ends on its own: its verdict, no idleness", async (context) => {
    if (missing) {
      console.warn(`test/interactive/interactor-output-cap: skipped: ${missing}`);
      return context.skip();
    }
    const report = await judgedWith('import sys\nprint(1, flush=True)\nline = sys.stdin.readline()\nsys.stdout.write("y" * (8 << 20))\nsys.stdout.flush()\nsys.exit(42 if line.strip() == "1" else 43)\n', "echo-once.py", "print(input(), flush=True)\n");
    expect(report.cases.map((result) => result.verdict), report.cases[0]?.message).toEqual(["AC"]);
  });
});

