import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "../../src/languages/default-languages";
import { mergeSettings } from "../../src/languages/languages-settings";
import { forbiddenReach } from "../../src/languages/read-reach";
import { runCommand } from "../helpers/cli";
import { missingToolchain, sumProject } from "./language-fixtures";

// languages.yaml's `reads` is bound into every box of its language. Only the words "/", "/etc", "/root", … were refused,
// so "/etc/", "/root/.", "//root", a glob "/r*" and a link to the project showed a box /etc/shadow, a planted
// /root/secret and the cases' answers (a Python solution printing cases/sum/1.out was AC). Found playing the grader.

describe("languages.yaml reads: checked on the folder it really is", () => {
  it.each(["/etc/", "//root", "/root/.", "/./", "/usr/local/", "/home/alice/", "/root/.local/"])("the word %s is refused when the file is read", (folder) => {
    expect(() => mergeSettings(DEFAULT_LANGUAGES, `cpp:\n  reads: ["${folder}"]\n`, "languages.yaml")).toThrow(/"cpp\.reads" names/);
  });

  it("forbiddenReach: the root, /etc, homes and the project or cache, held or inside; a toolchain's folder passes", () => {
    const project = "/srv/p/project";
    const cache = "/srv/cache";
    const why = (folder: string) => forbiddenReach(folder, project, cache);
    expect(why("/")).toBe("the machine's root");
    expect(why("/etc")).toBe("/etc");
    expect(why("/root")).toBe("/root");
    expect(why(homedir())).toBeDefined();
    expect(why("/srv")).toMatch(/^it holds the project/);
    expect(why("/srv/p/project/cases")).toMatch(/^inside the project/);
    expect(why("/srv/cache/builds")).toMatch(/^inside the build cache/);
    expect(why("/opt")).toBe("/opt whole");
    expect(why(`${homedir()}/.local`)).toBe(`${homedir()}/.local whole`);
    expect(why("/home/alice/.cargo")).toBe("/home/alice/.cargo whole");
    expect(why("/home/alice/.local/share/pipx/venvs/tool")).toBeUndefined();
    expect(why("/usr/lib/jvm/java-17")).toBeUndefined();
    expect(why("/etc/java-17-openjdk")).toBeUndefined();
    expect(why("/opt/mytool")).toBeUndefined();
    expect(why("/srv/p/projects")).toBeUndefined();
  });

  it("a glob or a link reaching the project is refused in one line, and the cases' answers are not read", async (context) => {
    const missing = await missingToolchain("python");
    if (missing) return context.skip();
    const project = sumProject();
    try {
      const outside = dirname(project.root);
      mkdirSync(join(project.root, "solutions", "sum"), { recursive: true });
      // Prints the expected answer: AC exactly when the box shows the project.
      writeFileSync(join(project.root, "solutions", "sum", "peek.py"), `print(open(${JSON.stringify(join(project.root, "cases", "sum", "1.out"))}).read().strip())\n`);
      symlinkSync(project.root, join(outside, "tool"));
      const reads = [`${outside}/pro*`, `${outside}/tool`, ...(process.getuid?.() === 0 && homedir() === "/root" ? ["/r*"] : [])];
      for (const read of reads) {
        writeFileSync(join(project.root, "languages.yaml"), `python:\n  reads: ["${read}"]\n`);
        const result = await runCommand("judge", ["sum", "--solution", join(project.root, "solutions", "sum", "peek.py")], { env: { STONEBENCH_ROOT: project.root } });
        expect(result.stdout, read).not.toMatch(/1\/1 AC/);
        expect(result.stderr, read).toMatch(new RegExp(`^error: languages\\.yaml: "python\\.reads" entry "${read.replace(/[.*/]/g, "\\$&")}" names .*a box shows only a toolchain's own folders`, "m"));
        expect(result.stderr, read).not.toMatch(/\n\s+at /);
        expect(result.exitCode, read).not.toBe(0);
      }
    } finally {
      project.remove();
    }
  }, 120_000);
});
