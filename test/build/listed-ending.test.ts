import { describe, expect, it } from "vitest";
import { withListedEnding } from "../../src/build/listed-ending";

describe("withListedEnding: a source's ending in the case its language lists", () => {
  it("lower-cases an ending listed in lower case, and leaves listed or unknown endings alone", () => {
    expect(withListedEnding("A.C", [".c"])).toBe("A.c");
    expect(withListedEnding("sub/Main.KT", [".kt"])).toBe("sub/Main.kt");
    expect(withListedEnding("x.py3", [".py", ".py3"])).toBe("x.py3");
    expect(withListedEnding("h.H", [".c"])).toBe("h.H");
    expect(withListedEnding("dir.C/noext", [".c"])).toBe("dir.C/noext");
  });
});
