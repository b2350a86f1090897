import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { vendoredTestlibHeader } from "../paths";

/** What a testlib program's build adds beside it: nothing when its folder has its own testlib.h, else the vendored one. */
export function testlibHeaderFiles(programPath: string): { name: string; path: string }[] {
  return existsSync(join(dirname(programPath), "testlib.h")) ? [] : [{ name: "testlib.h", path: vendoredTestlibHeader }];
}
