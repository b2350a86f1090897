import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { runCommand } from "../helpers/cli";
import { hostileHarness } from "../helpers/hostile-harness";
import { missingToolchain } from "../languages/language-fixtures";
import { writeFiles } from "../authoring/helpers/temp-project";

// A package's input validators are the package's code: verify runs them on every input (and on data/invalid_input),
// boxed with the package's validation_* limits. Each attack below is one input validator of a hand-made package (our
// own words); each must be stopped with a message naming the limit and the key that set it, verify must finish with
// exit 1, and nothing may be left: no process, no file outside, no temp folder.
// The pid makes the marker this run's own: a second suite beside it runs the same attacks.
const MARK = `stonebench-hostile-input-validators-${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-input-validators", MARK);
const namespaces = detectSandbox().level === "namespaces";
const gcc = await missingToolchain("c");
if (gcc) console.warn(`test/kattis/hostile-input-validators: skipped: ${gcc}`);
if (!namespaces) console.warn(`test/kattis/hostile-input-validators: skipped: namespaces unavailable (${detectSandbox().reason}); a native validator is not boxed at this level`);

const VALIDATORS: Record<string, string> = {
  // Spins on fork: the box allows no new process, so only the CPU limit ends it.
  "forkbomb.c": "#include <unistd.h>\nint main(void) { for (;;) fork(); }\n",
  // Touches memory without end.
  "memhog.c": "#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); } }\n",
  // Copies /dev/zero to its stdout (zeros from memory where the box has no /dev/zero).
  // Under the box's filter /dev/zero reads as /dev/null (its shared mapping held memory no count saw): the zeros
  // are then its own, and the output flood the same.
  "devzero.c": "#include <stdio.h>\n#include <string.h>\nint main(void) { static char b[1 << 16]; FILE *f = fopen(\"/dev/zero\", \"r\"); for (;;) { size_t n = f ? fread(b, 1, sizeof b, f) : 0; if (n == 0) { memset(b, 0, sizeof b); n = sizeof b; } fwrite(b, 1, n, stdout); } }\n",
  // Never returns.
  "sleeper.c": "#include <unistd.h>\nint main(void) { for (;;) sleep(1000); }\n",
  // Writes outside: an absolute path and its own input through /proc; says what each attempt did, then rejects.
  "writer.c": `#include <stdio.h>
int main(void) {
  const char *paths[] = { "TARGET/pwned", "/proc/self/fd/0", "/tmp/${MARK}-pwned" };
  for (int i = 0; i < 3; i++) { FILE *f = fopen(paths[i], "a"); if (f && fputs("tampered\\n", f) >= 0 && fclose(f) == 0) fprintf(stderr, "wrote %d; ", i); else fprintf(stderr, "refused %d; ", i); }
  fprintf(stderr, "\\n");
  return 43;
}
`,
};

describe.skipIf(gcc !== undefined || !namespaces)("hostile package input validators, stopped by the package's validation_* limits", { timeout: 240_000 }, () => {
  it("fork bomb, memory hog, /dev/zero reader, sleeper, writer: each stopped or refused with a clear message; nothing left", async () => {
    const root = scratch(`${MARK}-project-`);
    const target = scratch(`${MARK}-target-`);
    const tmp = scratch(`${MARK}-tmp-`);
    const pack = join(scratch(`${MARK}-package-`), "hostile");
    writeFiles(pack, {
      "problem.yaml": "problem_format_version: 2023-07-draft\nname: Hostile\nlimits:\n  time_limit: 1\n  validation_time: 1\n  validation_memory: 64\n  validation_output: 1\n",
      "data/sample/1.in": "1 2\n",
      "data/sample/1.ans": "3\n",
      "data/secret/1.in": "2 2\n",
      "data/secret/1.ans": "4\n",
      "submissions/accepted/add.c": "#include <stdio.h>\nint main(void) { long a, b; if (scanf(\"%ld %ld\", &a, &b) == 2) printf(\"%ld\\n\", a + b); return 0; }\n",
      ...Object.fromEntries(Object.entries(VALIDATORS).map(([name, text]) => [`input_validators/${name}`, text.replace("TARGET", target)])),
    });
    const env = { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, TMPDIR: tmp };
    mkdirSync(join(root, "problems"), { recursive: true });
    const imported = await runCommand("import", [pack], { cwd: root, env, timeoutMs: 120_000 });
    expect(imported.exitCode, imported.stderr).toBe(0);
    expect(imported.stdout + imported.stderr).toMatch(/limits validation_time: 1, validation_memory: 64, validation_output: 1 applied/);
    const input = readFileSync(join(root, "cases/hostile", readdirSync(join(root, "cases/hostile")).find((name) => name.endsWith(".in"))!), "utf8");
    const verified = await runCommand("verify", ["hostile", "--jobs", "2"], { cwd: root, env, timeoutMs: 200_000 });
    const said = verified.stdout + verified.stderr;
    // verify finished on its own (a package without a statement is a draft, so its failures do not set the exit
    // code), never the workbench's own error; the check failed.
    expect([0, 1], said).toContain(verified.exitCode);
    expect(said).toMatch(/○ the package's input validators \(input_validators\/devzero\.c, input_validators\/forkbomb\.c, input_validators\/memhog\.c, input_validators\/sleeper\.c, input_validators\/writer\.c\) on 2 inputs\n/);
    expect(said).not.toMatch(/internal error|    at /);
    const problemYaml = "problems/hostile/kattis/problem.yaml";
    for (const shown of ["data/sample/1.in", "data/secret/1.in"]) {
      const about = (validator: string) => new RegExp(`${shown.replace(/\./g, "\\.")} \\(case \\S+\\): the input validator problems/hostile/kattis/input_validators/${validator} was stopped: `);
      expect(said).toMatch(new RegExp(about("forkbomb.c").source + `over 1 s of CPU \\(validation_time of ${problemYaml}\\)`));
      expect(said).toMatch(new RegExp(about("memhog.c").source + `over 64 MiB of memory \\(validation_memory of ${problemYaml}\\)`));
      expect(said).toMatch(new RegExp(about("devzero.c").source + `over 1024 KiB of output \\(validation_output of ${problemYaml}\\)`));
      expect(said).toMatch(new RegExp(about("sleeper.c").source + `still running after 2 s of wall time \\(twice the CPU limit: validation_time of ${problemYaml}\\)`));
      expect(said).toMatch(new RegExp(`${shown.replace(/\./g, "\\.")} \\(case \\S+\\) is rejected by input_validators/writer\\.c \\(exit 43: refused 0; refused 1; refused 2;`));
    }
    // Nothing written outside, the case unchanged, no temp folder left (the harness checks for processes and the repository).
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(`/tmp/${MARK}-pwned`)).toBe(false);
    expect(readFileSync(join(root, "cases/hostile", readdirSync(join(root, "cases/hostile")).find((name) => name.endsWith(".in"))!), "utf8")).toBe(input);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
