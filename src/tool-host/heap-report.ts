// Node's own report when a tool's JavaScript heap is full: the last collections, "FATAL ERROR: … JavaScript heap out
// of memory", then V8's native stack. It is Node's and V8's, not the tool's: a tool's author needs only "out of memory".

/** Where Node's report starts in a chunk of a tool's stderr, or -1. */
export function heapReportStart(text: string): number {
  const found = /\n?<--- Last few GCs --->|FATAL ERROR: /.exec(text);
  return found ? found.index : -1;
}

/** Whether what a tool host printed last is Node's report of a full heap. */
export function heapExhausted(text: string): boolean {
  return /JavaScript heap out of memory|Reached heap limit/.test(text);
}
