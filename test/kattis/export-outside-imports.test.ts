import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir, makeTempProject, runCommand } from "../authoring/helpers/temp-project";

// export bundles a problem's checker.ts (validate.ts, interactor.ts) into the package's JavaScript. An import of a file
// outside the project and the workbench (an absolute "/…/secret.json", or a link out of the project) was bundled with a
// note only: a checker.ts carried in by an imported package put the user's secret into the package they then share.
function filesUnder(dir: string): string[] {
  // Links are left out: the project's link to the secret is the attack itself, not a copy of it.
  return readdirSync(dir).flatMap((name) => {
    const info = lstatSync(join(dir, name));
    return info.isDirectory() ? filesUnder(join(dir, name)) : info.isFile() ? [join(dir, name)] : [];
  });
}

describe("export refuses a problem file's import from outside the project and the workbench", () => {
  it.each(["absolute", "link"])("an %s import of a secret: one line naming it, nothing written, the secret in no file", async (how) => {
    const scratch = makeTempDir("export-outside");
    const project = makeTempProject();
    try {
      const secret = join(scratch.dir, "secret.json");
      writeFileSync(secret, '{ "key": "TOP SECRET: the user\'s private key" }\n');
      const put = (path: string, text: string) => {
        mkdirSync(join(project.root, path, ".."), { recursive: true });
        writeFileSync(join(project.root, path), text);
      };
      if (how === "link") symlinkSync(secret, join(project.root, "shared.json"));
      const from = how === "link" ? "../../shared.json" : secret;
      put("problems/chk/problem.yaml", "title: Chk\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 1\nchecker: custom\n");
      put("problems/chk/statement.md", "# Chk\n");
      put("problems/chk/checker.ts", `import data from ${JSON.stringify(from)};\nif (String(data.key).length < 0) process.exit(43);\nprocess.exit(42);\n`);
      put("cases/chk/1.in", "1\n");
      put("cases/chk/1.out", "1\n");
      const out = join(scratch.dir, "package");
      const result = await runCommand("export", ["chk", "--kattis", out], { root: project.root, cacheDir: join(scratch.dir, "cache") });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/^error: Cannot export problems\/chk: checker\.ts:1: \S*(secret|shared)\.json.* is outside the project and the workbench: a package's JavaScript takes only their files; nothing was written$/m);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
      // Nothing anywhere in the project or beside it took the secret's text either.
      for (const file of [...filesUnder(project.root), ...filesUnder(scratch.dir)].filter((path) => path !== secret && !path.includes("/cache/"))) {
        expect(readFileSync(file, "latin1"), file).not.toContain("TOP SECRET");
      }
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
