import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isProgramScript, nodeProgramFolder } from "../../src/kattis/node-program-folder";
import { makeTempDir } from "../authoring/helpers/temp-project";

// Our JavaScript validators and interactors go out as build/run program folders: problemtools refuses a JavaScript
// output validator in the 2023-07 format ("Only {c, cpp, python3} are standardized"). The folder must work as the
// format runs it: ./build in the folder, then ./run with the protocol's arguments, from any working directory.
describe("a JavaScript validator as a build/run program folder", () => {
  it("build leaves an executable run that starts the script with every argument", () => {
    const scratch = makeTempDir("node-program-folder");
    try {
      const dir = join(scratch.dir, "v_validator");
      mkdirSync(dir);
      const files = nodeProgramFolder("validate.js", 'process.stdout.write(JSON.stringify(process.argv.slice(2))); process.exitCode = 42;\n');
      expect(files.map((file) => [file.path, file.executable === true])).toEqual([["build", true], ["run", true], ["validate.js", false]]);
      for (const file of files) {
        writeFileSync(join(dir, file.path), file.data);
        // run is written without its x bit here: build must set it, as a copy that lost it would need.
        if (file.path === "build") chmodSync(join(dir, file.path), 0o755);
      }
      expect(spawnSync("./build", [], { cwd: dir }).status).toBe(0);
      const run = spawnSync(join(dir, "run"), ["in file", "ans", "feedback dir/"], { cwd: scratch.dir, encoding: "utf8" });
      expect(run.status).toBe(42);
      expect(JSON.parse(run.stdout)).toEqual(["in file", "ans", "feedback dir/"]);
    } finally {
      scratch.remove();
    }
  });

  it("a kept program folder's build and run are its scripts (export makes them executable again); nothing else is", () => {
    expect(["build", "run"].map(isProgramScript)).toEqual([true, true]);
    expect(["validate.js", "sub/build", "build.sh", "runner", ""].map(isProgramScript)).toEqual([false, false, false, false, false]);
  });

  it("refuses a script name the shell would have to quote", () => {
    expect(() => nodeProgramFolder("a b.js", "")).toThrow(/plain \.js/);
    expect(() => nodeProgramFolder("$(x).js", "")).toThrow(/plain \.js/);
  });
});
