import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePackageYaml } from "../util/package-yaml";
import { problemsDir } from "../paths";

/**
 * The memory limit import gives a package that sets none: the format's typical system default. problemtools, where
 * such a package's authors ran it, judges at 1024 MiB instead.
 */
export const PACKAGE_DEFAULT_MEMORY_MIB = 2048;
const PROBLEMTOOLS_DEFAULT_MEMORY_MIB = 1024;

/**
 * Said beside a failed RE or MLE label of a problem imported from a package that sets no memory limit, while the limit
 * is still the one import assumed: GCPC 2021 decryptingzodiac's run_time_error/paul-recursive-fft.cpp peaks at
 * 1028.8 MiB, MLE at problemtools' 1024 MiB, and was TLE and AC here at 2048 with nothing saying why.
 */
export function assumedMemoryNote(id: string, memoryLimitMiB: number): string {
  if (memoryLimitMiB !== PACKAGE_DEFAULT_MEMORY_MIB) return "";
  const path = join(problemsDir(), id, "kattis", "problem.yaml");
  if (!existsSync(path)) return "";
  try {
    const document = parsePackageYaml(readFileSync(path, "utf8"), path).data as { limits?: unknown } | null;
    const limits = document?.limits;
    if (typeof limits === "object" && limits !== null && (limits as Record<string, unknown>).memory !== undefined) return "";
  } catch {
    return "";
  }
  return ` (the package sets no memory limit, and import assumed ${PACKAGE_DEFAULT_MEMORY_MIB} MiB, the format's typical default; problemtools judges at ${PROBLEMTOOLS_DEFAULT_MEMORY_MIB} MiB, where a submission meant to run out of memory does: memoryLimitMiB: ${PROBLEMTOOLS_DEFAULT_MEMORY_MIB} in problems/${id}/problem.yaml judges as it does)`;
}
