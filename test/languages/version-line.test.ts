import { describe, expect, it } from "vitest";
import { versionLine } from "../../src/languages/toolchain";

// What the report header and the JSON name as the compiler or interpreter, from the toolchains' own version output
// (as this machine's Debian packages print it).
describe("a toolchain's version line", () => {
  it("kotlinc: without its 'info:' prefix, and no JVM warning before it", () => {
    const text = "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated in JDK 13\ninfo: kotlinc-jvm 1.3.31 (JRE 17.0.15+6-Debian-1deb12u1)\n";
    expect(versionLine(text)).toBe("kotlinc-jvm 1.3.31 (JRE 17.0.15+6-Debian-1deb12u1)");
  });

  it("PyPy: its second line joins the first; g++: the first line alone", () => {
    expect(versionLine("Python 3.9.16 (7.3.11+dfsg-2+deb12u3, Dec 30 2024, 22:36:23)\n[PyPy 7.3.11 with GCC 12.2.0]\n")).toBe("Python 3.9.16 (7.3.11+dfsg-2+deb12u3, Dec 30 2024, 22:36:23) [PyPy 7.3.11 with GCC 12.2.0]");
    expect(versionLine("g++ (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright (C) 2022 Free Software Foundation, Inc.\n")).toBe("g++ (Debian 12.2.0-14+deb12u1) 12.2.0");
  });
});
