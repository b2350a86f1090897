#!/bin/sh
# esbuild's service parses what users and packages wrote, so it gets kernel limits as a compiler does (limit-esbuild.cjs
# starts it through this file): memory (data segment: Go's heap and its goroutines' stacks), CPU over the service's
# life, open files, no core, and a bounded stderr (a Go crash prints a 37 KB traceback), kept for the build's message.
case "$STONEBENCH_ESBUILD_BINARY" in
  */esbuild-limited.sh) echo "esbuild-limited.sh: STONEBENCH_ESBUILD_BINARY names a wrapper, not esbuild" >&2; exit 125 ;;
esac
# A lower hard limit already in force (a shell's own ulimit) cannot be raised, and stays: stricter is fine.
ulimit -d "$STONEBENCH_ESBUILD_DATA_KIB" 2>/dev/null || :
ulimit -t "$STONEBENCH_ESBUILD_CPU_SECONDS" 2>/dev/null || :
ulimit -n 1024 2>/dev/null || :
ulimit -c 0 2>/dev/null || :
ulimit -f 2048 2>/dev/null || :
if [ -n "$STONEBENCH_ESBUILD_LOG" ]; then exec "$STONEBENCH_ESBUILD_BINARY" "$@" 2>"$STONEBENCH_ESBUILD_LOG"; fi
exec "$STONEBENCH_ESBUILD_BINARY" "$@"
