#!/bin/sh
# esbuild's service parses what users and packages wrote, so it gets kernel limits as a compiler does (limit-esbuild.cjs
# starts it through this file): memory (data segment: Go's heap and its goroutines' stacks), CPU over the service's
# life, open files, no core, and a bounded stderr (a Go crash prints a 37 KB traceback), kept for the build's message.
case "$STONEBENCH_ESBUILD_BINARY" in
  */esbuild-limited.sh) echo "esbuild-limited.sh: STONEBENCH_ESBUILD_BINARY names a wrapper, not esbuild" >&2; exit 125 ;;
esac
ulimit -d "$STONEBENCH_ESBUILD_DATA_KIB" || exit 125
ulimit -t "$STONEBENCH_ESBUILD_CPU_SECONDS" || exit 125
ulimit -n 1024 || exit 125
ulimit -c 0
ulimit -f 2048 || exit 125
if [ -n "$STONEBENCH_ESBUILD_LOG" ]; then exec "$STONEBENCH_ESBUILD_BINARY" "$@" 2>"$STONEBENCH_ESBUILD_LOG"; fi
exec "$STONEBENCH_ESBUILD_BINARY" "$@"
