import { existsSync, watch, type FSWatcher } from "node:fs";
import { basename, dirname } from "node:path";

const SETTLE_MS = 150;

/**
 * Calls onChange (debounced) whenever a watched file or folder changes. Files are watched through their
 * folder, so editors that save by writing a new file and renaming it over the old one are seen too.
 */
export function watchPaths(paths: string[], onChange: (what: string) => void): () => void {
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  let changed = "";
  const fire = (what: string): void => {
    changed = what;
    clearTimeout(timer);
    timer = setTimeout(() => onChange(changed), SETTLE_MS);
  };
  const folders = new Map<string, Set<string> | "all">();
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const isFolder = !/\.[a-z]+$/i.test(basename(path));
    const folder = isFolder ? path : dirname(path);
    const names = folders.get(folder);
    if (isFolder || names === "all") folders.set(folder, "all");
    else folders.set(folder, new Set([...(names ?? []), basename(path)]));
  }
  for (const [folder, names] of folders) {
    watchers.push(
      watch(folder, (_event, name) => {
        if (names === "all" || (name && names.has(name.toString()))) fire(name ? `${folder}/${name}` : folder);
      }),
    );
  }
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
