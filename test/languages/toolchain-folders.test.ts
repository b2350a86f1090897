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

  // ~/.local holds share/keyrings and every application's data, ~/.cargo credentials.toml: a tool in ~/.local/bin (pip
  // --user, pipx) or ~/.cargo/bin (cargo install) showed the box that whole folder, as X for X/bin/tool.
  it("a tool in a home's .local/bin or .cargo/bin, or in another user's ~/bin: that bin folder, never the home's data", () => {
    expect(ownFolders(join(homedir(), ".local", "bin", "tool"))).toEqual([join(homedir(), ".local", "bin")]);
    expect(ownFolders(join(homedir(), ".cargo", "bin", "tool"))).toEqual([join(homedir(), ".cargo", "bin")]);
    expect(ownFolders("/home/alice/.local/bin/tool")).toEqual(["/home/alice/.local/bin"]);
    expect(ownFolders("/home/alice/bin/cc")).toEqual(["/home/alice/bin"]);
    expect(ownFolders("/home/alice/.local/share/pipx/venvs/tool/bin/tool")).toEqual(["/home/alice/.local/share/pipx/venvs/tool"]);
    expect(ownFolders("/home/alice/.local/tool")).toEqual(["/home/alice/.local/tool"]);
  });
});
