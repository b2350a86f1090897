import type { Message } from "esbuild";

/** The module format a Node bundle is built in. */
export type BundleFormat = "cjs" | "esm";

/** esbuild says so when code needs ES modules: an error for top-level await, a warning for import.meta (left empty). */
const needsEsm = (message: Message): boolean => message.id === "empty-import-meta" || /top-level await/i.test(message.text);

/** A CommonJS bundle starts strict, as an ES module is: a typo's assignment is then an error, not a new global. */
export function formatOptions(format: BundleFormat): { format: BundleFormat; banner?: { js: string } } {
  return format === "cjs" ? { format, banner: { js: '"use strict";' } } : { format };
}

/**
 * Builds a bundle as CommonJS, and again as an ES module only where esbuild says the code needs one. Node starts a
 * CommonJS file without its ES module loader, whose modules V8's code cache no longer covers once the judge sets a V8
 * flag such as --stack-size (docs/performance.md, issue 27). `first: "esm"` builds an ES module at once. A build that
 * fails for any other reason throws esbuild's error, as esbuild.build does.
 */
export async function buildCommonJsFirst<R extends { warnings: Message[] }>(build: (format: BundleFormat) => Promise<R>, first: BundleFormat = "cjs"): Promise<{ result: R; format: BundleFormat }> {
  if (first === "cjs") {
    try {
      const result = await build("cjs");
      if (!result.warnings.some(needsEsm)) return { result, format: "cjs" };
    } catch (error) {
      if (!(error as { errors?: Message[] }).errors?.some(needsEsm)) throw error;
    }
  }
  return { result: await build("esm"), format: "esm" };
}
