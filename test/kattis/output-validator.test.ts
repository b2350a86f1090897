import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prepareOutputValidator } from "../../src/check/output-validator";
import { runCustomChecker } from "../../src/check/run-custom-checker";
import { makeTempDir } from "../authoring/helpers/temp-project";
import { languageOf } from "../../src/languages/registry";
import { missingToolchain } from "../languages/language-fixtures";

// One validator per language, each accepting "yes" in any case and saying why it rejects anything else.
const SOURCES: Record<string, string> = {
  "check.cpp": '#include <cstdio>\n#include <string>\nint main(int c, char** v) { char w[64] = {0}; std::scanf("%63s", w); std::string s(w); for (auto& ch : s) ch = std::tolower(ch); if (s == "yes") return 42; FILE* f = std::fopen((std::string(v[3]) + "/judgemessage.txt").c_str(), "w"); std::fprintf(f, "got %s", w); return 43; }\n',
  "check.py": 'import sys\nw = sys.stdin.read().strip()\nif w.lower() == "yes": sys.exit(42)\nopen(sys.argv[3] + "/judgemessage.txt", "w").write("got " + w)\nsys.exit(43)\n',
  "Check.java": 'import java.io.*;\nimport java.nio.file.*;\npublic class Check { public static void main(String[] v) throws IOException { String w = new BufferedReader(new InputStreamReader(System.in)).readLine().trim(); if (w.equalsIgnoreCase("yes")) System.exit(42); Files.writeString(Path.of(v[2] + "/judgemessage.txt"), "got " + w); System.exit(43); } }\n',
  "check.rs": 'use std::io::Read;\nfn main() { let mut w = String::new(); std::io::stdin().read_to_string(&mut w).unwrap(); let w = w.trim(); if w.eq_ignore_ascii_case("yes") { std::process::exit(42); } let dir = std::env::args().nth(3).unwrap(); std::fs::write(format!("{}/judgemessage.txt", dir), format!("got {}", w)).unwrap(); std::process::exit(43); }\n',
  "check.ts": 'import { readFileSync, writeFileSync } from "node:fs";\nconst w = readFileSync(0, "utf8").trim();\nif (w.toLowerCase() === "yes") process.exitCode = 42;\nelse { writeFileSync(`${process.argv[4]}/judgemessage.txt`, `got ${w}`); process.exitCode = 43; }\n',
};

describe("output validators built from their sources, run with the Kattis protocol", () => {
  const scratch = makeTempDir("validators");
  afterAll(() => scratch.remove());
  const file = (name: string, text: string): string => {
    writeFileSync(join(scratch.dir, name), text);
    return join(scratch.dir, name);
  };
  const input = file("case.in", "1\n");
  const answer = file("case.ans", "YES\n");

  it.for(Object.keys(SOURCES))("%s: exit 42 is AC, 43 is WA with judgemessage.txt as the message", async (name, context) => {
    const missing = await missingToolchain(languageOf(name).id);
    if (missing) {
      console.warn(`test/kattis/output-validator: ${name} skipped: ${missing}`);
      return context.skip();
    }
    const folder = join(scratch.dir, name.replace(".", "-"));
    mkdirSync(folder);
    writeFileSync(join(folder, name), SOURCES[name]!);
    const validator = await prepareOutputValidator(folder, true);
    const judge = (output: string) => runCustomChecker({ validator, inputPath: input, answerPath: answer, outputPath: file(`${name}.out`, output), flags: [], workDir: scratch.dir, label: name });
    expect(await judge("Yes\n")).toMatchObject({ verdict: "AC" });
    expect(await judge("no\n")).toMatchObject({ verdict: "WA", message: "got no" });
  });

  it("a C++ validator is compiled once: the second preparation is the cached build", async () => {
    const folder = join(scratch.dir, "cached");
    mkdirSync(folder);
    writeFileSync(join(folder, "check.cpp"), SOURCES["check.cpp"]!);
    const first = await prepareOutputValidator(folder, true);
    if (first.judge.kind !== "built") throw new Error("a C++ validator is built");
    const builtAt = statSync(join(first.judge.program.dir!, "out", "main")).mtimeMs;
    const second = await prepareOutputValidator(folder, true);
    expect(second.judge.kind === "built" && second.judge.program.cached).toBe(true);
    expect(statSync(join(first.judge.program.dir!, "out", "main")).mtimeMs).toBe(builtAt);
  });

  it("a language no executor knows is refused with the reason, never replaced by token comparison", async () => {
    const folder = join(scratch.dir, "pascal");
    mkdirSync(folder);
    writeFileSync(join(folder, "validator.pas"), "begin end.\n");
    await expect(prepareOutputValidator(folder, true)).rejects.toThrow(/cannot run here: no language claims its files \(\.pas\)/);
  });

  it("any exit but 42 or 43 is the validator's fault (IE), not the solution's", async () => {
    const folder = join(scratch.dir, "broken");
    mkdirSync(folder);
    writeFileSync(join(folder, "check.py"), "import sys\nsys.exit(0)\n");
    const validator = await prepareOutputValidator(folder, true);
    const result = await runCustomChecker({ validator, inputPath: input, answerPath: answer, outputPath: answer, flags: [], workDir: scratch.dir, label: "broken" });
    expect(result).toMatchObject({ verdict: "IE", message: expect.stringContaining("exit 42 (AC) or 43 (WA) expected") });
  });
});
