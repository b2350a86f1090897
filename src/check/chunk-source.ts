import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { CHUNK_BYTES, chunkBufferFor } from "../util/chunk-buffer";

/** A byte stream read in chunks, so outputs of any size are compared in flat memory. */
export interface ChunkSource {
  /** The next chunk, or null at the end. A chunk stays valid only until the next call. */
  next(): Uint8Array | null;
  /** Bytes at an absolute offset, for quoting a line in a message after the stream has moved on. */
  readAt(offset: number, length: number): Uint8Array;
  close(): void;
}

/** Characters (UTF-8 sequences) in the bytes [from, to), re-read in bounded pieces: a column as an editor counts it. */
export function charactersBetween(source: ChunkSource, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; ) {
    const bytes = source.readAt(at, Math.min(to - at, 1 << 16));
    if (bytes.length === 0) return count + (to - at);
    for (let i = 0; i < bytes.length; i++) if ((bytes[i]! & 0xc0) !== 0x80) count++;
    at += bytes.length;
  }
  return count;
}

export function sourceFromText(text: string | Uint8Array): ChunkSource {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  let given = false;
  return {
    next() {
      if (given || bytes.length === 0) return null;
      given = true;
      return bytes;
    },
    readAt(offset, length) {
      return bytes.subarray(offset, offset + length);
    },
    close() {},
  };
}

export function sourceFromFile(path: string, chunkBytes = CHUNK_BYTES): ChunkSource {
  const fd = openSync(path, "r");
  let buffer: Buffer;
  try {
    buffer = chunkBufferFor(fstatSync(fd).size, chunkBytes);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let open = true;
  return {
    next() {
      if (!open) return null;
      const read = readSync(fd, buffer, 0, buffer.length, null);
      return read === 0 ? null : buffer.subarray(0, read);
    },
    readAt(offset, length) {
      const out = Buffer.alloc(length);
      return out.subarray(0, readSync(fd, out, 0, length, offset));
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** True when both files hold the same bytes: the common AC, decided without tokenising. */
export function filesIdentical(a: string, b: string): boolean {
  const left = sourceFromFile(a);
  const right = sourceFromFile(b);
  try {
    let x: Uint8Array | null = left.next();
    let y: Uint8Array | null = right.next();
    let xi = 0;
    let yi = 0;
    for (;;) {
      if (x && xi === x.length) [x, xi] = [left.next(), 0];
      if (y && yi === y.length) [y, yi] = [right.next(), 0];
      if (!x || !y) return !x && !y;
      const n = Math.min(x.length - xi, y.length - yi);
      if (Buffer.compare(x.subarray(xi, xi + n), y.subarray(yi, yi + n)) !== 0) return false;
      xi += n;
      yi += n;
    }
  } finally {
    left.close();
    right.close();
  }
}
