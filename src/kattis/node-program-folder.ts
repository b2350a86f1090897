// A JavaScript validator or interactor as a program folder the format runs in any language: the problem package
// format standardizes only C, C++ and Python validators (problemtools refuses other output validators in 2023-07), and
// takes any program as a folder with an executable `build` script that leaves an executable `run`. problemtools runs
// such a program without its address-space limit (BuildRun), which a plain .js input validator gets (1 GiB, where Node
// crashed now and then on hdu2177's largest inputs).

/** A file of the folder, relative to it; `executable` files are written mode 0755. */
export interface ProgramFolderFile {
  path: string;
  data: string;
  executable?: boolean;
}

/** build, run and the script: `run` starts Node on the script with the validator protocol's arguments, from anywhere. */
export function nodeProgramFolder(script: string, code: string): ProgramFolderFile[] {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*\.js$/.test(script)) throw new Error(`not a plain .js file name: ${script}`);
  const build = [
    "#!/bin/sh",
    `# Written by stonebench export: ${script} is one bundled CommonJS file, run by Node (node must be on PATH).`,
    "# Nothing to compile: this makes sure run is executable, as the problem package format asks of a build script.",
    'cd "$(dirname "$0")" && chmod +x run',
    "",
  ].join("\n");
  const run = ["#!/bin/sh", `exec node "$(dirname "$0")/${script}" "$@"`, ""].join("\n");
  return [
    { path: "build", data: build, executable: true },
    { path: "run", data: run, executable: true },
    { path: script, data: code },
  ];
}

/**
 * Whether a file of a package's program folder (its path inside that folder) is its build or run script. Import keeps
 * no file modes, so export gives these their x bit back: problemtools takes a folder whose build is not executable
 * by its sources' language (a .js then runs under its 1 GiB address-space limit, which Node may not survive).
 */
export function isProgramScript(pathInFolder: string): boolean {
  return pathInFolder === "build" || pathInFolder === "run";
}
