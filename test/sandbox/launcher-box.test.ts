import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { sharedHolder } from "../../src/sandbox/holder";
import { sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { sandboxedArgv, type BoxView, type KernelLimits } from "../../src/sandbox/sandboxed-argv";
import { systemFolders } from "../../src/sandbox/system-folders";

// The launcher's box (launcher.c, --box and its options), the contract the languages' executors build on, on real
// processes: what the box shows, the copies into and out of /box, the stack limit and the no-fork filter.
const namespaces = detectSandbox().level === "namespaces";
const compiled = namespaces && (await sandboxLauncher(await sharedHolder())).path !== undefined;
if (!compiled) console.warn("test/sandbox/launcher-box: no compiled launcher at the namespaces level here; the box exists only there, so these tests are skipped");

// Under the build cache: the holder shows it (a folder under /tmp would be hidden).
mkdirSync(cacheDir, { recursive: true });
const scratch = mkdtempSync(join(cacheDir, "launcher-box-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const system = systemFolders().map((source) => ({ source }));

function run(script: string, box: Omit<BoxView, "binds"> & { binds?: BoxView["binds"] } = {}, fds: number[] = [], limits: Partial<KernelLimits> = {}) {
  return sandboxedArgv(["/bin/sh", "-c", script], { cpuSeconds: 5, fileSizeBytes: 1 << 24, ...limits }, "namespaces", { stdioCount: 3 + fds.length, box: { binds: system, ...box } }).then(({ argv }) =>
    spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", stdio: ["ignore", "pipe", "pipe", ...fds], env: { PATH: "/usr/bin:/bin" } }),
  );
}

describe.skipIf(!compiled)("the launcher's box", () => {
  it("shows the system's folders and what is bound, read-only; not the rest of the disk", async () => {
    writeFileSync(join(scratch, "shown.txt"), "shown\n");
    const result = await run(`cat /data/shown.txt; test -e /etc/passwd && echo passwd; test -e /root && echo root; test -e ${scratch} && echo scratch; touch /data/x 2>/dev/null && echo wrote; touch /usr/x 2>/dev/null && echo wrote-usr; echo "$PWD"`, { binds: [...system, { source: scratch, target: "/data" }] });
    expect(result.stdout).toBe("shown\n/box\n");
    expect(result.status).toBe(0);
  });

  it("--work and --in: a private writable /box holding the copied folder; --out copies out/ back, links not followed", async () => {
    const input = mkdtempSync(join(scratch, "in-"));
    const output = mkdtempSync(join(scratch, "out-"));
    writeFileSync(join(input, "source.txt"), "from the judge\n");
    const [inFd, outFd] = [openSync(input, "r"), openSync(output, "r")];
    try {
      const result = await run("cat source.txt && echo made > out/made.txt && ln -s /etc/ld.so.cache out/link && mkdir out/sub && echo deep > out/sub/deep.txt && echo tmp > /tmp/t && cat /tmp/t", { work: { bytes: 1 << 20, inodes: 64 }, inFd: 3, out: { fd: 4, files: 10, bytes: 1 << 20 } }, [inFd, outFd]);
      expect(result.stdout, result.stderr).toBe("from the judge\ntmp\n");
      expect(readFileSync(join(output, "made.txt"), "utf8")).toBe("made\n");
      expect(readFileSync(join(output, "sub", "deep.txt"), "utf8")).toBe("deep\n");
      expect(readdirSync(output).sort()).toEqual(["made.txt", "sub"]);
    } finally {
      closeSync(inFd);
      closeSync(outFd);
    }
  });

  it("--out is bounded: past its files or bytes the rest is not copied", async () => {
    const output = mkdtempSync(join(scratch, "out-"));
    const outFd = openSync(output, "r");
    try {
      const result = await run("for i in 1 2 3 4 5 6; do echo $i > out/$i; done", { work: { bytes: 1 << 20, inodes: 64 }, out: { fd: 3, files: 3, bytes: 1 << 20 } }, [outFd]);
      expect(result.status).toBe(0);
      expect(readdirSync(output)).toHaveLength(3);
    } finally {
      closeSync(outFd);
    }
  });

  it("--stack sets RLIMIT_STACK; --no-fork refuses a new process (a JVM's and Go's threads run: test/languages)", async () => {
    const limited = await run("grep 'Max stack size' /proc/self/limits", {}, [], { stackBytes: 64 << 20 });
    expect(limited.stdout).toMatch(/Max stack size\s+67108864\s+67108864/);
    const forked = await run("(exit 0) && /bin/true && echo forked", { noFork: true });
    expect(forked.stdout).not.toContain("forked");
    expect(forked.status).not.toBe(0);
  });

  it("a bind of a link is the same link again (merged /usr: /bin -> usr/bin)", async () => {
    const link = join(scratch, "a-link");
    symlinkSync("usr/bin", link);
    const result = await run("readlink /here", { binds: [...system, { source: link, target: "/here" }] });
    expect(result.stdout).toBe("usr/bin\n");
  });
});
