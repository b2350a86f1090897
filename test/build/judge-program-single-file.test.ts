import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeProgramFiles } from "../../src/build/judge-program";
import { makeTempDir } from "../authoring/helpers/temp-project";

// A single-file validator is judged by its own ending, not by its neighbours'. mzuenni/icpc-problems' flatlandolympics
// (NWERC 2021) has input_validators/indianajones.cpp beside indianajones.ctd: verify ran the C++ one and said of the
// other "indianajones.ctd not run (no language claims its files (.cpp, .ctd); …)", as if C++ claimed no .cpp.
describe("a single-file judging program", () => {
  const scratch = makeTempDir("judge-program-single-file");
  afterAll(() => scratch.remove());

  it("that no language runs is named by its own ending only; a C++ one beside it keeps its own language", () => {
    const dir = join(scratch.dir, "input_validators");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "indianajones.cpp"), "int main() { return 42; }\n");
    writeFileSync(join(dir, "indianajones.ctd"), "INT(1, 10, n) NEWLINE EOF\n");
    writeFileSync(join(dir, "validate.h"), "// a header beside them\n");
    const ctd = judgeProgramFiles(join(dir, "indianajones.ctd"));
    expect("error" in ctd && ctd.error).toMatch(/^no language claims its files \(\.ctd\); the languages are/);
    const cpp = judgeProgramFiles(join(dir, "indianajones.cpp"));
    expect("language" in cpp && cpp.language.id).toBe("cpp");
    expect("files" in cpp && cpp.files.map((file) => file.slice(dir.length + 1))).toEqual(["indianajones.cpp", "validate.h"]);
  });

  // BAPCtools' testproblemconfig (2023-07-draft) has output_validator/ holding only .gitkeep: import said it could not
  // run as "no language claims its files (no source files); the languages are TypeScript (.ts .mts .cts), …" (every
  // language), where the folder simply holds no program.
  it("a folder of placeholders only is said to hold no program, and an empty one to be empty", () => {
    const placeholder = join(scratch.dir, "output_validator");
    mkdirSync(placeholder, { recursive: true });
    writeFileSync(join(placeholder, ".gitkeep"), "");
    expect(judgeProgramFiles(placeholder)).toEqual({ error: "it holds no program, only .gitkeep" });
    const empty = join(scratch.dir, "empty");
    mkdirSync(empty, { recursive: true });
    expect(judgeProgramFiles(empty)).toEqual({ error: "it is empty" });
  });
});
