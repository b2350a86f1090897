import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { startHolder, stopHolder, type Holder } from "../../src/sandbox/holder";
import { holderCommand } from "../../src/sandbox/holder-setup";
import { detectSandbox } from "../../src/sandbox/sandbox-level";

// The holder sets its namespaces up in one perl process, or with setpriv, unshare, sh and mount where perl is missing:
// both must leave the same sandbox (every mount read-only, the socket folders hidden, the cache kept visible).
const namespaces = detectSandbox().level === "namespaces";
const hasPerl = spawnSync("perl", ["-e", "0"]).status === 0;

afterEach(() => stopHolder());

/** What a process that enters the holder sees: its mounts (the top one at each path), /tmp, and a write to /. */
function lookInside(pid: number, marker: string): { mounts: Map<string, string>; tmp: string[]; marker: string; rootWrite: string; ids: string } {
  const script = `cat /proc/self/mountinfo; echo ==; ls -A /tmp; echo ==; cat '${marker}'; echo ==; touch /stonebench-holder-test 2>/dev/null && echo wrote || echo refused; echo ==; cat /proc/self/uid_map /proc/self/setgroups`;
  const result = spawnSync("nsenter", [`--target=${pid}`, "--user", "--mount", "--net", "--ipc", "--pid", "--", "/bin/sh", "-c", script], { encoding: "utf8" });
  const [mountinfo, tmp, seen, rootWrite, ids] = result.stdout.split("==\n");
  const mounts = new Map<string, string>();
  // Later lines mount over earlier ones at the same path: the last is the one a path reaches.
  for (const line of mountinfo!.trim().split("\n")) {
    const fields = line.split(" ");
    mounts.set(fields[4]!, fields[5]!);
  }
  return { mounts, tmp: tmp!.split("\n").filter(Boolean), marker: seen!, rootWrite: rootWrite!.trim(), ids: ids!.replace(/\s+/g, " ").trim() };
}

async function expectSandboxed(start: () => Promise<Holder> = startHolder): Promise<void> {
  const marker = join(cacheDir, "holder-setup-visible.txt");
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, "visible\n");
  try {
    const holder = await start();
    const inside = lookInside(holder.pid, marker);
    // /proc is the holder's own, which each process mounts its own over; every other mount is read-only.
    const writable = [...inside.mounts].filter(([point, options]) => point !== "/proc" && !options.split(",").includes("ro"));
    expect(writable).toEqual([]);
    expect(inside.mounts.get("/tmp")).toMatch(/(^|,)nosuid,nodev,noexec(,|$)/);
    const kept = cacheDir.startsWith("/tmp/") ? [cacheDir.split("/")[2]] : [];
    expect(inside.tmp.filter((name) => !kept.includes(name))).toEqual([]);
    expect(inside.marker).toBe("visible\n");
    expect(inside.rootWrite).toBe("refused");
    // Root inside is the judge's own uid outside, and nothing else; setgroups stays denied.
    expect(inside.ids).toBe(`0 ${process.getuid!()} 1 deny`);
  } finally {
    rmSync(marker, { force: true });
  }
}

describe("holderCommand", () => {
  it.skipIf(!hasPerl)("uses perl when it is on PATH", () => {
    expect(holderCommand(["/tmp/x"])[0]).toMatch(/\/perl$/);
  });

  it("falls back to sh and mount when perl is not on PATH", () => {
    const command = holderCommand(["/tmp/x"], "/nonexistent");
    expect(command[0]).toBe("setpriv");
    expect(command).toContain("unshare");
    expect(command.slice(-5, -3)).toEqual(["/bin/sh", "-c"]);
    expect(command.slice(-2)).toEqual(["holder", "/tmp/x"]);
  });
});

describe.skipIf(!namespaces)("the holder's setup", () => {
  it.skipIf(!hasPerl)("with perl: every mount read-only, /tmp hidden, the cache kept visible", async () => {
    expect(holderCommand([])[0]).toMatch(/\/perl$/);
    await expectSandboxed();
  });

  it("without perl (STONEBENCH_HOLDER=sh): the same sandbox, set up by setpriv, unshare, sh and mount", async () => {
    // Forced rather than by a PATH without perl: such a PATH would live in a folder the holder hides (/tmp, in CI).
    const before = process.env.STONEBENCH_HOLDER;
    try {
      await expectSandboxed(() => {
        process.env.STONEBENCH_HOLDER = "sh";
        expect(holderCommand([])[0]).toBe("setpriv");
        return startHolder();
      });
    } finally {
      if (before === undefined) delete process.env.STONEBENCH_HOLDER;
      else process.env.STONEBENCH_HOLDER = before;
    }
  });

});
