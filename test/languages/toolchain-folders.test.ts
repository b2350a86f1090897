import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ownFolders } from "../../src/languages/toolchain";

// What a box shows of a toolchain outside the system's folders. A compiler named in languages.yaml by a path directly
// in a home folder (compile: /root/mygxx …) showed the box that whole folder: '#include "/root/.ssh/…"' compiled, and
// the file's text came back in the CE message. A too-wide folder is never shown; the program alone is.
describe("the folders a box shows of a tool", () => {
  it("an installation's folder for X/bin/tool, its own folder otherwise", () => {
    expect(ownFolders("/opt/sdk/bin/cc")).toEqual(["/opt/sdk"]);
    expect(ownFolders("/opt/sdk/cc")).toEqual(["/opt/sdk"]);
    expect(ownFolders(join(homedir(), "bin", "cc"))).toEqual([join(homedir(), "bin")]);
  });

  it("a tool directly in a home folder, /opt or /: the tool alone, never the folder", () => {
    for (const real of [join(homedir(), "mygxx"), "/root/mygxx", "/home/mygxx", "/opt/mygxx", "/mygxx"]) expect(ownFolders(real)).toEqual([real]);
  });
});
