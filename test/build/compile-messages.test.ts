import { describe, expect, it } from "vitest";
import { firstError, nameUserFiles } from "../../src/build/compile-messages";

// A compiler's messages as the user reads them: the box's names for their files replaced by their own paths, the
// box's temporary files named for what they are, and the first error first (messages as this machine's toolchains
// print them).
const names = new Map([["main.c", "solutions/p/main.c"]]);

describe("compile messages", () => {
  it("GCC: the box's name of the source is the user's path, and the first error is file:line:col", () => {
    const said = nameUserFiles("/box/main.c: In function 'main':\n/box/main.c:3:5: error: 'x' undeclared (first use in this function)\n", names);
    expect(said).toContain("solutions/p/main.c:3:5: error");
    expect(said).not.toContain("/box/");
    expect(firstError(said)).toBe("solutions/p/main.c:3:5: error: 'x' undeclared (first use in this function)");
  });

  it("the assembler on GCC's temporary assembly (inline asm, .incbin): no /box path, and the error named", () => {
    const said = nameUserFiles("/box/tmp/cc0ivIbW.s: Assembler messages:\n/box/tmp/cc0ivIbW.s:4: Error: file not found: /etc/hostname\n", names);
    expect(said).not.toContain("/box/");
    expect(said).toContain("(the compiler's assembly):4: Error: file not found: /etc/hostname");
    expect(firstError(said)).toBe("the assembler: error: file not found: /etc/hostname (in inline asm or .incbin)");
  });

  it("rustc's place on the next line, and Go's ./main.go", () => {
    expect(firstError("error[E0425]: cannot find value `x` in this scope\n --> solutions/p/main.rs:2:13\n")).toBe("solutions/p/main.rs:2:13: error[E0425]: cannot find value `x` in this scope");
    expect(nameUserFiles("./main.go:5:2: undefined: x\n", new Map([["main.go", "solutions/p/main.go"]]))).toBe("solutions/p/main.go:5:2: undefined: x\n");
  });
});
