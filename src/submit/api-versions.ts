import type { NodeVersion } from "./node-target";

// The first Node version with each part of the JavaScript library, from node.green and MDN's compatibility
// tables. Approximate by design: where we were unsure we chose the later version, so errors lean to refusing.

interface LibFile {
  /** The version that has everything in the file. */
  since: NodeVersion;
  /** Members that came earlier (or later) than the rest of their file. */
  members?: Record<string, NodeVersion>;
}

/** TypeScript's lib files (lib.<name>.d.ts), each the library of one ES edition's feature. */
export const LIB_FILES: Record<string, LibFile> = {
  "es2017.sharedmemory": { since: [8, 10] },
  "es2018.asyncgenerator": { since: [10, 0] },
  "es2018.asynciterable": { since: [10, 0] },
  "es2018.intl": { since: [10, 0] },
  "es2018.promise": { since: [10, 0] },
  "es2018.regexp": { since: [10, 0] },
  "es2019.array": { since: [11, 0] },
  "es2019.intl": { since: [12, 0] },
  "es2019.object": { since: [12, 0] },
  "es2019.string": { since: [10, 0] },
  "es2019.symbol": { since: [11, 0] },
  "es2020.bigint": { since: [10, 4] },
  "es2020.intl": { since: [12, 0], members: { DisplayNames: [14, 0] } },
  "es2020.promise": { since: [12, 9] },
  "es2020.sharedmemory": { since: [12, 0] },
  "es2020.string": { since: [12, 0] },
  "es2020.symbol.wellknown": { since: [12, 0] },
  "es2021.intl": { since: [15, 0] },
  "es2021.promise": { since: [15, 0] },
  "es2021.string": { since: [15, 0] },
  "es2021.weakref": { since: [14, 6] },
  "es2022.array": { since: [16, 6] },
  "es2022.error": { since: [16, 9] },
  "es2022.intl": { since: [16, 0], members: { supportedValuesOf: [18, 0] } },
  "es2022.object": { since: [16, 9] },
  "es2022.regexp": { since: [16, 0] },
  "es2022.string": { since: [16, 6] },
  "es2023.array": { since: [20, 0], members: { findLast: [18, 0], findLastIndex: [18, 0] } },
  "es2023.collection": { since: [20, 0] },
  "es2023.intl": { since: [20, 0] },
  "es2024.arraybuffer": { since: [20, 0], members: { transfer: [21, 0], transferToFixedLength: [21, 0], detached: [21, 0] } },
  "es2024.collection": { since: [21, 0] },
  "es2024.object": { since: [21, 0] },
  "es2024.promise": { since: [22, 0] },
  "es2024.regexp": { since: [20, 0] },
  "es2024.sharedmemory": { since: [16, 0] },
  "es2024.string": { since: [20, 0] },
  "esnext.array": { since: [22, 0] },
  "esnext.collection": { since: [22, 0] },
  "esnext.iterator": { since: [22, 0] },
  "esnext.promise": { since: [23, 0] },
  "esnext.disposable": { since: [24, 0] },
  "esnext.float16": { since: [24, 0] },
  "esnext.error": { since: [24, 0] },
  "esnext.sharedmemory": { since: [24, 0] },
  "esnext.decorators": { since: [24, 0] },
  "esnext.intl": { since: [24, 0] },
};

/** A lib file not listed (a newer TypeScript's) is taken as newer than any Node we know. */
export const UNKNOWN_LIB_SINCE: NodeVersion = [99, 0];

/** Globals that Node adds beyond the language (declared by @types/node). */
export const NODE_GLOBALS: Record<string, NodeVersion> = {
  URL: [10, 0],
  URLSearchParams: [10, 0],
  TextEncoder: [11, 0],
  TextDecoder: [11, 0],
  queueMicrotask: [11, 0],
  AbortController: [15, 0],
  AbortSignal: [15, 0],
  EventTarget: [15, 0],
  Event: [15, 0],
  atob: [16, 0],
  btoa: [16, 0],
  performance: [16, 0],
  structuredClone: [17, 0],
  fetch: [18, 0],
  Blob: [18, 0],
  BroadcastChannel: [18, 0],
  crypto: [19, 0],
  navigator: [21, 0],
};

/** Built-in modules younger than Node 8, by the name given to require. */
export const MODULES_SINCE: Record<string, NodeVersion> = {
  worker_threads: [10, 5],
  "fs/promises": [14, 0],
  "dns/promises": [15, 0],
  "stream/promises": [15, 0],
  "timers/promises": [15, 0],
  "util/types": [15, 3],
  "path/posix": [15, 3],
  "path/win32": [15, 3],
  diagnostics_channel: [15, 1],
  "readline/promises": [17, 0],
  "stream/web": [16, 5],
  test: [18, 0],
};

/** How to do without a newer API, by member or global name. */
export const API_FIXES: Record<string, string> = {
  at: "index directly: xs[i], or xs[xs.length - 1] for the last element",
  findLast: "loop backwards from the end",
  findLastIndex: "loop backwards from the end",
  toSorted: "sort a copy: [...xs].sort(compare)",
  toReversed: "reverse a copy: [...xs].reverse()",
  toSpliced: "splice a copy: const copy = [...xs]; copy.splice(…)",
  with: "change a copy: const copy = [...xs]; copy[i] = value",
  replaceAll: "use replace with a global regex: s.replace(/x/g, y)",
  hasOwn: "use Object.prototype.hasOwnProperty.call(object, key)",
  groupBy: "group with a loop into a Map",
  flat: "concatenate with a loop, or [].concat(...xs) for one level",
  flatMap: "map, then concatenate with a loop",
  fromEntries: "build the object with a loop",
  matchAll: "loop with regex.exec on a /g regex",
  allSettled: "wrap each promise with .then(value => ({ value }), reason => ({ reason }))",
  structuredClone: "copy by hand (JSON.parse(JSON.stringify(x)) for plain data)",
  fetch: "a judge has no network: read stdin instead",
};
