import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "esbuild";
import { projectRoot, toolRoot } from "../paths";

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", "/index.ts", "/index.js"];
const LOADERS: Record<string, "ts" | "tsx" | "js"> = { ".ts": "ts", ".mts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".cjs": "js" };

/**
 * esbuild names every bundled module in a comment by its path from the working folder, so the same validator
 * bundled from two checkouts differed. Here the problem's files are named problem:<path in its folder> and the
 * workbench's helpers workbench:src/… (and another problem's file project:problems/…), so an export is the same
 * bytes wherever the project lies. A helper imported
 * by relative path (../../src/problem-kit/…) that is not beside a project kept elsewhere comes from the workbench.
 */
export function stableModulePaths(problemDir: string, outside?: Set<string>): Plugin {
  const workbench = join(toolRoot, "src");
  return {
    name: "stable-module-paths",
    setup(build) {
      build.onResolve({ filter: /^(\.|\/)/ }, (args) => {
        const wanted = isAbsolute(args.path) ? args.path : resolve(args.resolveDir, args.path);
        let found = findFile(wanted);
        const inSrc = args.path.lastIndexOf("src/");
        if (!found && inSrc !== -1) found = findFile(join(toolRoot, args.path.slice(inSrc)));
        if (!found) return undefined;
        // A file outside the project and the workbench (an absolute /root/….json, or a link out of them) was bundled
        // into the package's JavaScript with a note only: an imported package's checker.ts took a secret into the export.
        const real = realpathSync(found);
        if (![projectRoot(), toolRoot].some((folder) => real === realpathSync(folder) || inside(real, realpathSync(folder)))) {
          return { errors: [{ text: `${real === found ? found : `${found} (a link to ${real})`} is outside the project and the workbench: a package's JavaScript takes only their files` }] };
        }
        if (inside(found, problemDir)) return { path: relative(problemDir, found).split(sep).join("/"), namespace: "problem", pluginData: found };
        if (inside(found, workbench)) return { path: relative(toolRoot, found).split(sep).join("/"), namespace: "workbench", pluginData: found };
        outside?.add(found);
        if (inside(found, projectRoot())) return { path: relative(projectRoot(), found).split(sep).join("/"), namespace: "project", pluginData: found };
        return { path: found };
      });
      build.onLoad({ filter: /.*/, namespace: "problem" }, load);
      build.onLoad({ filter: /.*/, namespace: "workbench" }, load);
      build.onLoad({ filter: /.*/, namespace: "project" }, load);
    },
  };
}

function load(args: { pluginData?: unknown }) {
  const path = args.pluginData as string;
  return { contents: readFileSync(path), loader: LOADERS[extname(path)] ?? "ts", resolveDir: dirname(path) };
}

function findFile(path: string): string | undefined {
  return EXTENSIONS.map((ending) => path + ending).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function inside(path: string, folder: string): boolean {
  return path.startsWith(folder + sep);
}
