import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { findLanguageTools } from "../../src/languages/launch";
import { languageById } from "../../src/languages/registry";
import { readSolutionLabel } from "../../src/verify/solution-label";
import { inProject, makeTempProject, repoRoot } from "../authoring/helpers/temp-project";
import { writeFileSync, mkdirSync } from "node:fs";

// Each language's labelled fixtures (test/fixtures/languages/<id>/) judged on a tiny problem, a + b, through the real
// build, sandbox and processes: each must get the verdict on its first line.

/** A throwaway project with the problem "sum": one case, 1 s, 64 MiB, a 1 MiB output cap. */
export function sumProject(): { root: string; remove(): void } {
  const project = makeTempProject();
  const put = (path: string, text: string) => {
    mkdirSync(join(project.root, path, ".."), { recursive: true });
    writeFileSync(join(project.root, path), text);
  };
  put("problems/sum/problem.yaml", "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 1\nchecker: tokens\n");
  put("problems/sum/statement.md", "# Sum\n");
  put("cases/sum/1.in", "2 3\n");
  put("cases/sum/1.out", "5\n");
  return project;
}

/** Why a language's toolchain cannot be had here, or undefined when it can. */
export async function missingToolchain(id: string): Promise<string | undefined> {
  try {
    await findLanguageTools(languageById(id));
    return undefined;
  } catch (error) {
    if (error instanceof UserError) return error.message;
    throw error;
  }
}

/** One `it` per fixture of the language: judged on "sum", it gets its label. */
export function judgeFixturesOf(id: string, project: () => string, skip: () => string | undefined): void {
  const dir = join(repoRoot, "test", "fixtures", "languages", id);
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    it(`${id}/${name} gets its labelled verdict`, async (context) => {
      const why = skip();
      if (why) {
        console.warn(`test/languages: ${id}/${name} skipped: ${why}`);
        return context.skip();
      }
      const label = readSolutionLabel(path);
      expect(label, `${name} has no "expect:" label`).toBeDefined();
      const report = await inProject(project(), () => judgeCases(planJudge("sum", { solution: path })));
      expect(report.summary.verdict, `${report.summary.message}\n${report.cases.map((result) => result.message).join("\n")}`).toBe(label!.verdict);
      expect(report.language?.id).toBe(id);
      if (label!.verdict === "CE") {
        expect(report.cases).toEqual([]);
        // The first error names the user's file, as file:line:col, never a build folder.
        expect(report.summary.message.split("\n")[0]).toMatch(new RegExp(`${name.replace(".", "\\.")}:\\d+:\\d+: `));
        expect(report.summary.message).not.toMatch(/\.cache|\/box\//);
      }
    });
  }
}
