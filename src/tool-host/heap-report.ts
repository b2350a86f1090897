// Node's own report when a tool's JavaScript heap is full: the last collections, "FATAL ERROR: … JavaScript heap out
// of memory", then V8's native stack; and V8's when a list or string outgrows the largest it allows ("# Fatal error
// in , line 0", "# Fatal JavaScript invalid size error 169220804", its native stack: a moves() that lists for ever).
// They are Node's and V8's, not the tool's: a tool's author needs only what ran out.

/** Where Node's report starts in a chunk of a tool's stderr, or -1. */
export function heapReportStart(text: string): number {
  const found = /\n?<--- Last few GCs --->|FATAL ERROR: |(?:\n*#\n)?# Fatal error in /.exec(text);
  return found ? found.index : -1;
}

/** Whether what a tool host printed last is Node's report of a full heap. */
export function heapExhausted(text: string): boolean {
  return /JavaScript heap out of memory|Reached heap limit/.test(text);
}

/** The size V8 refused when a tool's list or string outgrew the largest it allows, or undefined. */
export function engineSizeLimit(text: string): string | undefined {
  return /Fatal JavaScript invalid size error (\d+)/.exec(text)?.[1];
}
