import { readFileSync, writeSync } from "node:fs";
import type * as TS from "typescript";
import { typeCheckWith } from "./type-check";

// The type check as its own program, run in the sandbox (boxed-type-check.ts): `node <this bundle> <typescript.js>
// <types folder> <file name> <node major>`, the text on stdin, the errors as JSON on stdout. It loads TypeScript by
// the path it is given, so it runs from the build cache wherever that is.
const [tsPath, typeRoot, name, major] = process.argv.slice(2);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ts = require(tsPath!) as typeof TS;
const errors = typeCheckWith(ts, name!, readFileSync(0, "utf8"), Number(major), typeRoot!);
writeSync(1, JSON.stringify(errors));
