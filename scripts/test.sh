#!/bin/sh
# npm test: tsc over everything beside the suite, not before it. The suite leaves a core idle now and then (waits in
# tests, its last files), and tsc's 27 CPU-s fit there: before, tsc ran alone for 19 s while vitest waited. Fails when
# either fails; arguments go to vitest (npm test -- test/check/compare-output.test.ts).
tsc -p tsconfig.json &
typecheck=$!
vitest run "$@"
tests=$?
if ! wait "$typecheck"; then
  echo "npm test: tsc -p tsconfig.json failed: its errors are above" >&2
  exit 1
fi
exit "$tests"
