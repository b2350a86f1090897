import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstError, linkerSymbol, pythonSorry } from "../../src/build/compile-messages";

// Two patterns firstError ran on each line of a compile's messages (64 KiB of stderr and of stdout, which a source
// shapes with #warning lines) were quadratic in the line: "undefined reference to `" 30,000 times took 20 s, a 64 KiB
// line 67 ms, and Python's "Sorry: …Error: … (file, line n)" 471 ms. They are found by hand now; the patterns stay
// here as the reference.
const LINKER = /(undefined reference to `[^']*'|multiple definition of `[^']*')/;
const SORRY = /^Sorry: (\w+Error): (.*) \((?:(.+), )?line (\d+)\)$/;

describe("firstError's linear patterns", () => {
  it("find what the patterns found, on lines of their marks", () => {
    const pieces = fc.constantFrom("Sorry: ", "TabError: ", "AError", "Error", ": ", " (", "(", ")", ", ", "line ", "1", "23", "x", " ", "undefined reference to `", "multiple definition of `", "'", "`");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 25 }), (parts) => {
        const line = parts.join("");
        expect(linkerSymbol(line)).toEqual(LINKER.exec(line)?.[1]);
        const sorry = SORRY.exec(line);
        expect(pythonSorry(line)).toEqual(sorry ? [sorry[0], sorry[1], sorry[2], sorry[3], sorry[4]] : undefined);
      }),
      { numRuns: 30_000 },
    );
    expect(pythonSorry("Sorry: TabError: inconsistent use of tabs and spaces in indentation (x.py, line 3)")).toEqual(["Sorry: TabError: inconsistent use of tabs and spaces in indentation (x.py, line 3)", "TabError", "inconsistent use of tabs and spaces in indentation", "x.py", "3"]);
  });

  it.each([
    ["undefined reference to `", "undefined reference to `"],
    ["a Sorry line of ' (a, '", " (a, "],
    ["a Sorry line of ' (a, line 1)x'", " (a, line 1)x"],
  ])("is linear on a 1 MiB line of %s", (_, piece) => {
    const line = `${piece.startsWith(" (") ? "Sorry: XError: " : ""}${piece.repeat(Math.floor(2 ** 20 / piece.length))}`;
    const started = process.hrtime.bigint();
    firstError(line, "x.py");
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
  });
});
