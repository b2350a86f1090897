// What a file is written from: text, bytes, or another file copied in chunks at write time, so that a package's
// 1 GiB cases never sit in memory (five of them held 7.2 GB at once on import).

/** Content copied from a file when it is written, a chunk at a time. */
export interface CopiedContent {
  readonly copied: true;
  /** Writes the whole content to an open file, a chunk at a time. */
  writeTo(fd: number): void;
  /** Its SHA-256 and length, read a chunk at a time. */
  stamp(): { sha256: string; bytes: number };
}

export type FileContent = string | Uint8Array | CopiedContent;

export const isCopied = (data: FileContent): data is CopiedContent => typeof data === "object" && "copied" in data;
