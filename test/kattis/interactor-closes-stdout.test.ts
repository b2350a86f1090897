import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A Kattis interactor may send everything it has and close its stdout, so that the submission reads to EOF (BAPCtools'
// test problem pseudointeraction does: its accepted eof.py sums numbers until EOF). The sandbox's waiting stages held
// the program's stdout open, so the submission never saw EOF and both sides idled: ILE for an accepted submission.
// A package in our own words of that shape: the interactor sends n numbers, closes stdout, and checks their sum.
const FILES: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Sum to the end\ntype: interactive\nlimits:\n  time_limit: 2\n",
  "output_validator/interactor.py": [
    "import os, sys",
    "n = int(open(sys.argv[1]).read())",
    "sys.stdout.write(''.join(f'{i}\\n' for i in range(1, n + 1)))",
    "sys.stdout.flush()",
    "os.close(sys.stdout.fileno())",
    "answer = sys.stdin.readline().strip()",
    "if answer != str(n * (n + 1) // 2):",
    "    open(sys.argv[3] + '/judgemessage.txt', 'w').write(f'got {answer!r}')",
    "    sys.exit(43)",
    "sys.exit(42)",
    "",
  ].join("\n"),
  "data/sample/1.in": "5\n",
  "data/sample/1.ans": "",
  "data/secret/2.in": "1000\n",
  "data/secret/2.ans": "",
  // Reads until EOF: only the interactor's close of its stdout ends the loop.
  "submissions/accepted/eof.py": "import sys\nprint(sum(int(line) for line in sys.stdin))\n",
  "submissions/accepted/eof.cpp": "#include <iostream>\nint main() { long long x, s = 0; while (std::cin >> x) s += x; std::cout << s << std::endl; }\n",
  "submissions/wrong_answer/off_by_one.py": "import sys\nprint(sum(int(line) for line in sys.stdin) + 1)\n",
};

describe("an interactor that closes its stdout: the submission reads EOF", () => {
  it("every submission that reads to EOF gets its folder's verdict, none idles", async () => {
    const scratch = makeTempDir("interactor-eof");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "sumtoeof");
      writeFiles(pkg, FILES);
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "sumtoeof" });
        expect(imported.submissions).toHaveLength(3);
        const checks = await verifyProblem("sumtoeof", { jobs: 2 });
        const judged = checks.filter((check) => check.kind !== "complete" && check.kind !== "provenance");
        expect(judged.length).toBe(3);
        for (const check of judged) expect(check.ok, `${check.summary}: ${check.failures.join("; ")}`).toBe(true);
        expect(judged.map((check) => check.summary).join("\n")).not.toMatch(/ILE/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 300_000);
});
