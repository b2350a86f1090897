import type { TsconfigRaw } from "esbuild";

// What esbuild takes from a tsconfig.json when it bundles a problem's files (a tool, an exported interactor or
// package), given outright: otherwise it reads every tsconfig.json from the file's folder up to /, and follows its
// "extends" to any path, as the user running the command. A problem folder's (an imported package's) tsconfig.json
// with "extends": "/root/x" made the tool's CE quote that file's first line, and "paths" could steer its imports.
// These are the settings of the workbench's own tsconfig.json that change esbuild's output ("use strict" in CommonJS,
// imports kept as written, class fields defined), so a tool in this project builds byte for byte as before.
export const TOOL_TSCONFIG: TsconfigRaw = { compilerOptions: { strict: true, verbatimModuleSyntax: true, target: "ES2022" } };
