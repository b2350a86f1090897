import { describe, expect, it } from "vitest";
import { firstError, nameUserFiles, withoutToolNoise } from "../../src/build/compile-messages";

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

  it("the linker on GCC's temporary objects (undefined, twice defined): no /box path, and the symbol named first", () => {
    const undefinedRef = nameUserFiles("/usr/bin/ld: /box/tmp/ccfq7m3e.o: in function `main':\nmain.c:(.text.startup+0xa): undefined reference to `foo'\ncollect2: error: ld returned 1 exit status\n", names);
    expect(undefinedRef).not.toContain("/box/");
    expect(undefinedRef).toContain("/usr/bin/ld: (the compiler's object file): in function `main':\nsolutions/p/main.c:(.text.startup+0xa)");
    expect(firstError(undefinedRef)).toBe("the linker: error: undefined reference to `foo'");
    const twice = nameUserFiles("/usr/bin/ld: /box/tmp/cctO1kvy.o: in function `f':\nb.c:(.text+0x0): multiple definition of `f'; /box/tmp/ccQRBnu6.o:main.c:(.text+0x0): first defined here\n", new Map([...names, ["b.c", "solutions/p/b.c"]]));
    expect(twice).not.toContain("/box/");
    expect(twice).toContain("solutions/p/b.c:(.text+0x0): multiple definition of `f'; solutions/p/main.c:(.text+0x0): first defined here");
    expect(firstError(twice)).toBe("the linker: error: multiple definition of `f'");
  });

  it("Python's indentation errors (\"Sorry: …\", no caret): file:line of the user's file, PyPy's TabError the sole source's", () => {
    // CPython and PyPy print this without a final newline; PyPy's TabError names no file.
    const indented = nameUserFiles("Sorry: IndentationError: unindent does not match any outer indentation level (main.py, line 4)", new Map([["main.py", "solutions/p/main.py"]]));
    expect(firstError(indented)).toBe("solutions/p/main.py:4:1: IndentationError: unindent does not match any outer indentation level");
    expect(firstError("Sorry: TabError: inconsistent use of tabs and spaces in indentation (line 3)\n", "solutions/p/main.py")).toBe("solutions/p/main.py:3:1: TabError: inconsistent use of tabs and spaces in indentation");
    expect(firstError("Sorry: TabError: inconsistent use of tabs and spaces in indentation (line 3)\n")).toBeUndefined();
  });

  it("bash -n's syntax error (\"file: line n: …\"): file:line of the user's file, not \"the compiler exited 2\"", () => {
    const said = nameUserFiles("/box/main.sh: line 3: syntax error near unexpected token `then'\n/box/main.sh: line 3: `if then fi'\n", new Map([["main.sh", "solutions/p/main.sh"]]));
    expect(firstError(said)).toBe("solutions/p/main.sh:3:1: error: syntax error near unexpected token `then'");
    expect(firstError("main.sh: line 9: syntax error: unexpected end of file\n")).toBe("main.sh:9:1: error: syntax error: unexpected end of file");
  });

  it("Go with cgo off: a file importing \"C\" is left out; said so, without the box's folder", () => {
    const said = nameUserFiles("package command-line-arguments: build constraints exclude all Go files in /box\n", new Map([["main.go", "solutions/p/main.go"]]));
    expect(said).not.toContain("/box");
    expect(firstError(said, "solutions/p/main.go")).toBe('solutions/p/main.go: error: import "C" needs cgo, which is off: no Go file is left to build');
  });

  it("Go's search for a missing package: GOPATH, the compile's scratch folder, is named as such", () => {
    const said = nameUserFiles('./main.go:2:16: cannot find package "golang.org/x/exp/slices" in any of:\n\t/usr/lib/go-1.19/src/golang.org/x/exp/slices (from $GOROOT)\n\t/box/tmp/go/src/golang.org/x/exp/slices (from $GOPATH)\n', new Map([["main.go", "solutions/p/main.go"]]));
    expect(said).not.toContain("/box/");
    expect(said).toContain("\t$GOPATH/src/golang.org/x/exp/slices (from $GOPATH)");
    expect(firstError(said)).toBe('solutions/p/main.go:2:16: error: cannot find package "golang.org/x/exp/slices" in any of:');
  });

  it("rustc's place on the next line, and Go's ./main.go", () => {
    expect(firstError("error[E0425]: cannot find value `x` in this scope\n --> solutions/p/main.rs:2:13\n")).toBe("solutions/p/main.rs:2:13: error[E0425]: cannot find value `x` in this scope");
    expect(nameUserFiles("./main.go:5:2: undefined: x\n", new Map([["main.go", "solutions/p/main.go"]]))).toBe("solutions/p/main.go:5:2: undefined: x\n");
  });

  it("GCC: an error inside a system header leads with the user's place behind it", () => {
    const users = new Set(["solutions/p/tmpl.cpp"]);
    const said = [
      "In file included from /usr/include/c++/12/bits/stl_algobase.h:71,",
      "                 from /usr/include/c++/12/algorithm:60,",
      "                 from solutions/p/tmpl.cpp:1:",
      "/usr/include/c++/12/bits/predefined_ops.h: In instantiation of 'constexpr bool __gnu_cxx::__ops::_Iter_less_iter::operator()(_Iterator1, _Iterator2) const':",
      "/usr/include/c++/12/bits/stl_algo.h:1809:14:   required from 'constexpr void std::__insertion_sort(_RandomAccessIterator, _RandomAccessIterator, _Compare)'",
      "/usr/include/c++/12/bits/stl_algo.h:4820:18:   required from 'constexpr void std::sort(_RAIter, _RAIter)'",
      "solutions/p/tmpl.cpp:4:43:   required from here",
      "/usr/include/c++/12/bits/predefined_ops.h:45:23: error: no match for 'operator<' (operand types are 'P' and 'P')",
      "   45 |       { return *__it1 < *__it2; }",
      "",
    ].join("\n");
    expect(firstError(said, "solutions/p/tmpl.cpp", users)).toBe("solutions/p/tmpl.cpp:4:43: error: no match for 'operator<' (operand types are 'P' and 'P') [in /usr/include/c++/12/bits/predefined_ops.h:45:23]");
    // Without "required from here" (an error in a header outside any template), the #include that brought it in.
    const included = "In file included from solutions/p/tmpl.cpp:2:\n/usr/include/x.h:3:1: error: expected ';' before 'int'\n";
    expect(firstError(included, "solutions/p/tmpl.cpp", users)).toBe("solutions/p/tmpl.cpp:2:1: error: expected ';' before 'int' [in /usr/include/x.h:3:1]");
    // Clang: the user's place is a note after the error.
    const clang = "/usr/include/c++/12/bits/predefined_ops.h:45:23: error: invalid operands to binary expression ('P' and 'P')\n/usr/include/c++/12/bits/stl_algo.h:1809:14: note: in instantiation of function template specialization 'x' requested here\nsolutions/p/tmpl.cpp:4:43: note: in instantiation of function template specialization 'std::sort' requested here\n";
    expect(firstError(clang, "solutions/p/tmpl.cpp", users)).toBe("solutions/p/tmpl.cpp:4:43: error: invalid operands to binary expression ('P' and 'P') [in /usr/include/c++/12/bits/predefined_ops.h:45:23]");
    // An error in the user's own file is as before.
    expect(firstError("solutions/p/tmpl.cpp:3:5: error: 'x' was not declared\n", "solutions/p/tmpl.cpp", users)).toBe("solutions/p/tmpl.cpp:3:5: error: 'x' was not declared");
  });

  it("Kotlin: the JVM's warning about -Xverify:none is dropped from the messages", () => {
    const said = "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated in JDK 13 and will likely be removed in a future release.\nsolutions/p/main.kt:1:27: error: type mismatch: inferred type is String but Int was expected\nfun main() { val x: Int = \"s\" }\n";
    expect(withoutToolNoise(said)).toBe("solutions/p/main.kt:1:27: error: type mismatch: inferred type is String but Int was expected\nfun main() { val x: Int = \"s\" }\n");
  });
  it("javac on a file judged with --lang java whatever its ending (attempt.txt): the caret's column, not 1", () => {
    // javac names the box's Foo.java; once that is the user's notes/attempt.txt, the line no longer ends in .java.
    const said = nameUserFiles('/box/Foo.java:1: error: incompatible types: String cannot be converted to int\npublic class Foo { public static void main(String[] a){ int x = "s"; } }\n                                                                 ^\n1 error\n', new Map([["Foo.java", "notes/attempt.txt"]]));
    expect(firstError(said, "notes/attempt.txt")).toBe("notes/attempt.txt:1:66: error: incompatible types: String cannot be converted to int");
  });
});

