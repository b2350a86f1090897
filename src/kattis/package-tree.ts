import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import { join, relative, sep } from "node:path";
import { UserError } from "../errors";
import { sortNaturally } from "../problem/find-cases";
import { isSameOrInside } from "../util/path-inside";
import { CARRIED_FOLDERS } from "./carried-files";

// Every entry of a package is checked once, before anything is read: a FIFO would block the first read forever,
// a link outside would carry a file of the user's into the problem, a folder linking to its parent never ends.

/** Past this many entries (links followed) a package is refused rather than walked for ever. */
export const MAX_PACKAGE_ENTRIES = 100_000;
/** Past this size a file of a package is refused (Node cannot read 2 GiB into one buffer, and a case is far smaller). */
export const MAX_PACKAGE_FILE_BYTES = 1024 * 2 ** 20;
/** A file read as text (problem.yaml, a submission's source, a statement): far above any real one, far below V8's longest string. */
export const MAX_PACKAGE_TEXT_BYTES = 64 * 2 ** 20;

export interface PackageEntry {
  /** Relative to the package, with "/" between parts. */
  path: string;
  kind: "file" | "folder";
  /** The real path (links resolved; always inside the package). */
  real: string;
  /** Set when the entry itself is a link (as seen in the package). */
  linkTo?: string;
}

/** A link the walk did not follow, and why: import names each. */
export interface LeftOutLink {
  path: string;
  why: string;
}

/** A package's files and folders, every one checked: a regular file or a folder, reached through links that stay inside. */
export class PackageTree {
  private readonly children = new Map<string, string[]>();
  constructor(
    /** The package folder as given (messages name paths under it). */
    readonly dir: string,
    readonly entries: ReadonlyMap<string, PackageEntry>,
    /** Links outside the package or to nothing, outside data/: not entries, named by import. */
    readonly leftOut: readonly LeftOutLink[] = [],
  ) {
    for (const path of entries.keys()) {
      const parent = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
      const names = this.children.get(parent) ?? [];
      names.push(path.slice(parent ? parent.length + 1 : 0));
      this.children.set(parent, names);
    }
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  isFile(path: string): boolean {
    return this.entries.get(path)?.kind === "file";
  }

  isFolder(path: string): boolean {
    return path === "" || this.entries.get(path)?.kind === "folder";
  }

  /** The names directly in a folder ("" is the package itself), in natural order. */
  list(folder: string): string[] {
    return sortNaturally(this.children.get(folder) ?? [], (name) => name);
  }

  /** Every file under a folder, relative to the package, folders' contents in natural order. */
  filesUnder(folder: string): string[] {
    return this.list(folder).flatMap((name) => {
      const path = folder ? `${folder}/${name}` : name;
      return this.isFolder(path) ? this.filesUnder(path) : [path];
    });
  }

  /** A path for messages: the package folder joined with the relative path. */
  shown(path: string): string {
    return join(this.dir, path);
  }

  /** A checked file's bytes (openChecked): read whole, so only for files import needs in memory (texts, small files). */
  read(path: string, maxBytes = MAX_PACKAGE_FILE_BYTES): Buffer {
    const { fd } = this.openChecked(path, maxBytes);
    try {
      return readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * A checked file, open for reading. Opened without blocking and without following a link, then checked again on the
   * open descriptor: a file swapped for a FIFO or a link since the walk is refused, never read; one over maxBytes is
   * refused naming it and the limit. The caller closes the descriptor.
   */
  openChecked(path: string, maxBytes = MAX_PACKAGE_FILE_BYTES): { fd: number; stats: Stats } {
    const entry = this.entries.get(path);
    if (!entry || entry.kind !== "file") throw new UserError(`${this.shown(path)} is not a file of the package; nothing was written`, "check the package");
    let fd: number;
    try {
      fd = openSync(entry.real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch (error) {
      throw changedWhileRead(this.shown(path), (error as NodeJS.ErrnoException).code ?? String(error));
    }
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile()) throw changedWhileRead(this.shown(path), "it is no longer a regular file");
      // A 3 GiB file (a sparse one costs nothing to make) was ERR_FS_FILE_TOO_LARGE, an internal error with a stack trace.
      if (stats.size > maxBytes) throw new UserError(`${this.shown(path)} is ${(stats.size / 2 ** 20).toFixed(0)} MiB, more than the ${maxBytes / 2 ** 20} MiB a ${maxBytes === MAX_PACKAGE_FILE_BYTES ? "" : "text "}file of a package may be; nothing was written`, "is this a Kattis problem package? Make the file smaller or leave it out");
      return { fd, stats };
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  readText(path: string): string {
    // A 600 MiB problem.yaml passed V8's longest string: "Cannot create a string longer than 0x1fffffe8", an internal error.
    return this.read(path, MAX_PACKAGE_TEXT_BYTES).toString("utf8");
  }
}

/** A package file that is not what the walk found any more: named, with what changed. */
export function changedWhileRead(shown: string, why: string): UserError {
  return new UserError(`${shown} changed while the package was read (${why}); nothing was written`, "leave the package alone while it is imported, then import again");
}

/** Walks the whole package once and refuses, naming the entry, anything import could not copy safely. */
export function readPackageTree(dir: string): PackageTree {
  const root = realpathSync(dir);
  const entries = new Map<string, PackageEntry>();
  const left: LeftOutLink[] = [];
  const refuse = (path: string, message: string, hint: string): never => {
    throw new UserError(`${join(dir, path)} ${message}; nothing was written`, hint);
  };
  const walk = (folder: string, folderReal: string, ancestors: string[]): void => {
    let names: string[];
    try {
      // As bytes: a name that is not UTF-8 came back with U+FFFD, and its lstat was an internal error (ENOENT).
      const raw = readdirSync(folderReal, { encoding: "buffer" });
      names = raw.map((bytes) => {
        const name = bytes.toString("utf8");
        if (!Buffer.from(name, "utf8").equals(bytes)) {
          const shown = [...bytes].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, "0")}`)).join("");
          refuse(folder ? `${folder}/${shown}` : shown, "has a name that is not UTF-8", "Kattis names are letters, digits, '_', '.' and '-': rename the file");
        }
        // A line break in a name forged whole lines of import's report ("FAKE: Imported ok"); no Kattis name holds a control.
        if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) {
          const shown = [...name].map((char) => (/[\u0000-\u001f\u007f-\u009f]/.test(char) ? `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}` : char)).join("");
          refuse(folder ? `${folder}/${shown}` : shown, "has a control character (a line break, ESC) in its name", "Kattis names are letters, digits, '_', '.' and '-': rename the file");
        }
        return name;
      });
    } catch (error) {
      if (error instanceof UserError) throw error;
      return refuse(folder, `cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`, "check the folder's permissions");
    }
    for (const name of sortNaturally(names, (item) => item)) {
      const path = folder ? `${folder}/${name}` : name;
      const at = join(folderReal, name);
      let own: Stats;
      try {
        own = lstatSync(at);
      } catch (error) {
        // A name too long for the system (ENAMETOOLONG, deep nesting) or one removed meanwhile: named, not a stack trace.
        return refuse(path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`, "shorten the path or leave the package alone while it is imported");
      }
      let real = at;
      let stats: Stats = own;
      let linkTo: string | undefined;
      if (own.isSymbolicLink()) {
        linkTo = readlinkSync(at);
        try {
          real = realpathSync(at);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === "ELOOP") return refuse(path, `is a symlink loop (it links to ${linkTo}, which leads back to itself)`, "Kattis packages may link only to files inside themselves: replace the link with the file");
          if (mayLeaveOut(path)) {
            left.push({ path, why: `it links to ${linkTo}, which does not exist` });
            continue;
          }
          return refuse(path, `is a symlink to nothing (it links to ${linkTo}, which does not exist)`, "fix or remove the link in the package");
        }
        if (!isSameOrInside(real, root)) {
          // Never followed: a link outside would carry a file of the user's into the problem (and out again on export).
          if (mayLeaveOut(path)) {
            left.push({ path, why: `it links outside the package (to ${real})` });
            continue;
          }
          return refuse(path, `links outside the package (to ${real})`, "Kattis packages may only link to files inside themselves: copy the file in instead");
        }
        stats = statSync(real);
      }
      if (stats.isDirectory()) {
        const loop = [...ancestors, folderReal].find((above) => above === real);
        if (loop !== undefined) {
          const target = relative(root, loop) || ".";
          return refuse(path, `is a symlink loop: it links to ${linkTo} (the package's ${target === "." ? "own folder" : `folder ${target.split(sep).join("/")}`}), which holds it`, "a folder may not link to itself or to a folder above it: replace the link with a copy, or remove it");
        }
      } else if (!stats.isFile()) {
        return refuse(path, `is ${kindOf(stats)}, not a regular file or a folder${linkTo ? ` (through the link to ${linkTo})` : ""}`, "a Kattis package holds only files and folders: remove it from the package");
      }
      if (entries.size >= MAX_PACKAGE_ENTRIES) return refuse("", `holds more than ${MAX_PACKAGE_ENTRIES} files and folders (links followed)`, "is this a Kattis problem package? Links between folders may multiply the files: check them");
      entries.set(path, { path, kind: stats.isDirectory() ? "folder" : "file", real, ...(linkTo !== undefined ? { linkTo } : {}) });
      if (stats.isDirectory()) walk(path, real, [...ancestors, folderReal]);
    }
  };
  walk("", root, []);
  return new PackageTree(dir, entries, left);
}

/**
 * A package taken out of a contest's repository often links to the contest's shared files (`generators/testlib.h ->
 * ../../../lib/testlib.h`), which dangle or lead outside once the folder stands alone. Such a link is left out and
 * named, except where the problem itself is: problem.yaml, data/ (its cases come whole or not at all) and stonebench/
 * (a problem folder we exported, which comes back whole).
 */
function mayLeaveOut(path: string): boolean {
  const top = path.split("/")[0]!;
  return top !== "problem.yaml" && top !== "data" && !CARRIED_FOLDERS.includes(top);
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO (named pipe)";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  return "a special file";
}
