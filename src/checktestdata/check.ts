// One checktestdata run as a value: the script's text, the input's bytes and the arguments in; the verdict out.
import { ParseError, parseScript } from "./parse";
import { checkData, DataError } from "./run";
import { ScriptError } from "./values";

export type CtdVerdict = { valid: true } | { valid: false; message: string; context: string } | { error: string };

/**
 * The arguments of a run: -w/--whitespace-ok as checktestdata reads it; -q and -d change nothing here; generating
 * (-g, -s, -p) is refused. Any other argument is not for a .ctd (BAPCtools passes none to one, and a package's flat
 * input_validator_args are often meant for its other validators), so it is left alone rather than read as a file.
 */
export function ctdOptions(args: string[]): { whitespaceOk: boolean } | { error: string } {
  let whitespaceOk = false;
  for (const arg of args) {
    if (arg === "-w" || arg === "--whitespace-ok") whitespaceOk = true;
    else if (/^(-[gsp]|--generate|--seed|--preset)/.test(arg)) return { error: `checktestdata's ${arg} generates test data, which stonebench's checktestdata does not do: it only checks` };
  }
  return { whitespaceOk };
}

/** Checks `input` against `script` (both one character per byte); never throws. */
export function runCtd(script: string, input: string, args: string[] = []): CtdVerdict {
  const options = ctdOptions(args);
  if ("error" in options) return options;
  try {
    const program = parseScript(script);
    checkData(program, input, options);
    return { valid: true };
  } catch (error) {
    if (error instanceof DataError) return { valid: false, message: `ERROR: ${error.message}`, context: error.context };
    if (error instanceof ParseError) return { error: `parse error: ${error.message}` };
    if (error instanceof ScriptError) return { error: `error in the script: ${error.message}` };
    // V8's own limits (a BigInt past its size, a stack too deep) are the script's doing too, never a verdict.
    if (error instanceof RangeError) return { error: `the script went past a limit: ${error.message}` };
    throw error;
  }
}
