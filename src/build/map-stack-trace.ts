import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { REQUIRE_SHIM } from "./build-solution";

// Node runs a built solution without --enable-source-maps (it costs every start, +4–5% of Node's own); the judge maps
// the frames of a trace back to the .ts through the bundle's inline map instead, only when a run printed one.

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/;

interface BundleMap {
  map: SourceMap;
  /** Lines before the code the map describes (the require() shim). */
  lineOffset: number;
}

/** The bundle's inline map, or undefined when it has none (a .js solution runs as written) or it cannot be read. */
function readBundleMap(bundle: string): BundleMap | undefined {
  try {
    const code = readFileSync(bundle, "utf8");
    const inline = INLINE_MAP.exec(code);
    if (!inline) return undefined;
    const payload = JSON.parse(Buffer.from(inline[1]!, "base64").toString("utf8"));
    const lineOffset = code.startsWith(REQUIRE_SHIM) ? REQUIRE_SHIM.split("\n").length - 1 : 0;
    return { map: new SourceMap(payload), lineOffset };
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A mapper for text a run of `bundle` printed: each `bundle:line:column` (or its file:// URL) that the map covers becomes
 * the original source's absolute path with its line and column, as Node's --enable-source-maps would print it. Text
 * naming no such frame is returned as it is and the map is never read; the map is read once per mapper.
 */
export function stackTraceMapper(bundle: string): (text: string) => string {
  let loaded: BundleMap | null | undefined;
  const frame = new RegExp(`(?:file://)?${escapeRegExp(bundle)}:(\\d+):(\\d+)`, "g");
  return (text) => {
    if (!text.includes(bundle)) return text;
    if (loaded === undefined) loaded = readBundleMap(bundle) ?? null;
    const bundleMap = loaded;
    if (!bundleMap) return text;
    return text.replace(frame, (whole, line: string, column: string) => {
      const generatedLine = Number(line) - 1 - bundleMap.lineOffset;
      if (generatedLine < 0) return whole;
      const entry = bundleMap.map.findEntry(generatedLine, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
      if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return whole;
      const source = entry.originalSource.startsWith("file://") ? fileURLToPath(entry.originalSource) : resolve(dirname(bundle), entry.originalSource);
      return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
  };
}
