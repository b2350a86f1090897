import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFlags, permissionFlag } from "../../src/run/node-flags";
import { PRELOAD } from "../../src/run/run-program";

// Node 20's permission model does not check fs.realpathSync (the JS one) or the CommonJS resolver: a judged Node
// program learnt which host files exist (at the namespaces level it sees the machine's whole read-only view). Under
// the judge's flags and preload, a file it may not read and a file that is not there answer alike.
const dir = mkdtempSync(join(tmpdir(), "stonebench-probes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = join(dir, "secret.txt");
writeFileSync(secret, "SECRET\n");
const missing = join(dir, "missing.txt");
// A folder with a package.json the program may not read, and one without: Module._readPackage read the first in full.
const secretPackage = join(dir, "pkg");
mkdirSync(secretPackage);
writeFileSync(join(secretPackage, "package.json"), JSON.stringify({ name: "SECRET-PACKAGE", main: "SECRET-MAIN", type: "module", imports: { "#x": "./SECRET" } }));
const noPackage = join(dir, "nopkg");

const PROBE = `
const fs = require("node:fs");
const { createRequire } = require("node:module");
const answer = (f) => { try { return "ok " + f(); } catch (error) { return String(error.code); } };
const out = {};
const Module = require("node:module");
for (const [name, path, folder] of [["secret", process.argv[2], process.argv[4]], ["missing", process.argv[3], process.argv[5]]]) {
  out[name] = {
    realpath: answer(() => fs.realpathSync(path)),
    resolve: answer(() => require.resolve(path)),
    createRequire: answer(() => createRequire(__filename).resolve(path)),
    findPath: answer(() => Module._findPath(path, [], false)),
    stat: answer(() => Module._stat(path)),
    statFolder: answer(() => Module._stat(folder)),
    readPackage: answer(() => JSON.stringify({ ...Module._readPackage(folder), pjsonPath: "" })),
  };
}
process.stdout.write(JSON.stringify(out));
`;

describe.skipIf(!permissionFlag())("path probes under the sandbox's Node flags", () => {
  it("a file the program may not read looks the same as one that is not there", () => {
    const program = join(dir, "probe.js");
    writeFileSync(program, PROBE);
    const flags = nodeFlags({ sandbox: true, readable: [program, PRELOAD, "/proc/self/status"], preload: PRELOAD });
    const result = spawnSync(process.execPath, [...flags, program, secret, missing, secretPackage, noPackage], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    const out = JSON.parse(result.stdout) as Record<string, Record<string, string>>;
    expect(out.secret).toEqual(out.missing);
    expect(JSON.stringify(out)).not.toContain(secret);
    expect(JSON.stringify(out)).not.toContain("SECRET");
  });

  it("the program's own file still resolves", () => {
    const program = join(dir, "self.js");
    writeFileSync(program, 'process.stdout.write(require("node:fs").realpathSync(__filename) + " " + require.resolve(__filename));');
    const flags = nodeFlags({ sandbox: true, readable: [program, PRELOAD, "/proc/self/status"], preload: PRELOAD });
    const result = spawnSync(process.execPath, [...flags, program], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${program} ${program}`);
  });
});
