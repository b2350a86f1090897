import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** problemtools' vendored default_validator: its source, and the table of tests its authors ship with it. */
export const problemtoolsDir = join(__dirname, "..", "fixtures", "kattis-problemtools");

/**
 * The reference binary the kattis checker is cross-checked against: the one STONEBENCH_KATTIS_DEFAULT_VALIDATOR names,
 * else built from the vendored source with the machine's g++ into a temporary folder (undefined without g++).
 */
export function defaultValidatorBinary(): { binary: string; remove: () => void } | undefined {
  const given = process.env.STONEBENCH_KATTIS_DEFAULT_VALIDATOR;
  if (given) return { binary: given, remove: () => {} };
  if (spawnSync("g++", ["--version"]).status !== 0) return undefined;
  const binary = join(mkdtempSync(join(tmpdir(), "default-validator-")), "default_validator");
  const build = spawnSync("g++", ["-O2", "-o", binary, join(problemtoolsDir, "default_validator", "default_validator.cc")], { encoding: "utf8", timeout: 120_000 });
  if (build.status !== 0) throw new Error(`building problemtools' default_validator failed: ${build.stderr || build.error?.message}`);
  return { binary, remove: () => rmSync(dirname(binary), { recursive: true, force: true }) };
}
