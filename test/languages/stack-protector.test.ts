import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Kattis, AtCoder and DOMjudge's usual judgehosts build with Ubuntu's gcc, which adds -fstack-protector-strong by
// default; Debian's does not. GCPC 2023 eszett's run_time_error/jannik_buffer.c reads a word of up to 20 letters
// into char s[15]: RE there ("stack smashing detected"), AC on every case here, where verify called the test set weak.
// This solution writes 20 bytes into a local char[15] (out of the compiler's sight), then answers hdu1846 correctly.
const overflow = (prelude: string) =>
  `${prelude}\nint main(void) {\n  char s[15];\n  const char *word = "nineteen-characters";\n  for (int i = 0; word[i - (i > 0)]; i++) s[i] = word[i];\n` +
  `  int c, n, m;\n  if (scanf("%d", &c) != 1) return 0;\n  while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second");\n  return s[0] == 'n' ? 0 : 1;\n}\n`;

const dir = mkdtempSync(join(tmpdir(), "stonebench-ssp-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const [language, file, prelude] of [["c", "overflow.c", "#include <stdio.h>"], ["cpp", "overflow.cpp", "#include <cstdio>"]] as const) {
  const why = await missingToolchain(language);
  if (why) console.warn(`skipped: ${why}`);
  describe.skipIf(why !== undefined)(`${language}: a local array written past its end`, () => {
    it("is RE, stopped by the stack protector as Kattis's compiler stops it; it was AC", async () => {
      const source = join(dir, file);
      writeFileSync(source, overflow(prelude));
      const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
      expect(report?.summary.verdict).toBe("RE");
      expect(report?.cases[0]?.message).toMatch(/SIGABRT.*stack smashing detected/s);
    }, 120_000);
  });
}
