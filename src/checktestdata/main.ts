// The boxed checktestdata program: the script comes embedded (src/build/ctd-program.ts), the input on stdin, the
// arguments after; it exits as a Kattis input validator does: 42 valid, 43 invalid, CTD_SCRIPT_ERROR for the script.
import { readFileSync } from "node:fs";
import { runCtd } from "./check";
import { CTD_SCRIPT_ERROR } from "./exit-codes";

const embedded = (globalThis as { __stonebenchCtd?: { name: string; script: string } }).__stonebenchCtd;
if (!embedded) {
  process.stderr.write("checktestdata: no script embedded in this program\n");
  process.exit(CTD_SCRIPT_ERROR);
}
const input = readFileSync(0).toString("latin1");
const verdict = runCtd(embedded.script, input, process.argv.slice(2));
const out = (text: string): void => void process.stderr.write(Buffer.from(text, "latin1"));
if ("error" in verdict) {
  out(`${embedded.name}: ${verdict.error}\n`);
  process.exitCode = CTD_SCRIPT_ERROR;
} else if (!verdict.valid) {
  out(`${verdict.context}\n${verdict.message}\n`);
  process.exitCode = 43;
} else {
  process.stdout.write("testdata ok!\n");
  process.exitCode = 42;
}
