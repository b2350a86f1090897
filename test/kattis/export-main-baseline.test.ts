import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A new problem written in C++ with memoryLimitMiB 64 is judged here as 64 MiB of the whole process (C++ has no
// baseline), but export wrote limits.memory 102: 64 plus Node's baseline, whatever the main's language. The
// baseline added is now the main's language's: none for C++, so the package says 64.
describe("export's whole-process memory limit", () => {
  it("adds the main's language's baseline: none for a C++ main", async () => {
    const project = makeTempProject();
    const out = makeTempDir("export-main-baseline");
    try {
      writeFiles(project.root, {
        "problems/twice/problem.yaml": "title: Twice\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 8\nchecker: tokens\n",
        "problems/twice/statement.md": "# Twice\n\nPrint twice n.\n",
        "solutions/twice/main.cpp": "#include <cstdio>\nint main() { long long n; if (std::scanf(\"%lld\", &n) == 1) std::printf(\"%lld\\n\", 2 * n); }\n",
        "cases/twice/01-sample.in": "3\n",
        "cases/twice/01-sample.out": "6\n",
        "cases/twice/02.in": "5\n",
        "cases/twice/02.out": "10\n",
      });
      const target = join(out.dir, "twice");
      const exported = await inProject(project.root, () => exportKattisPackage(findProblem("twice"), target, { judgeAccepted: false }));
      const yaml = readFileSync(join(target, "problem.yaml"), "utf8");
      expect(yaml).toMatch(/\n {2}memory: 64\n/);
      expect(yaml).not.toMatch(/Node's baseline/);
      expect(exported.notes.join("\n")).not.toMatch(/Node's/);
    } finally {
      project.remove();
      out.remove();
    }
  }, 120_000);
});
