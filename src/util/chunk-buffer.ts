/** The largest piece a file is read in: outputs and cases of any size are then read in flat memory. */
export const CHUNK_BYTES = 1 << 20;

/**
 * A buffer to read a file of `size` bytes through, in pieces of at most `most`: a small file gets a small buffer (from
 * Node's pool). A 1 MiB buffer for every case file, expected output and program output cost a malloc each and, as
 * external memory, made V8 collect garbage more often: about a tenth of the judge's own CPU on 100 tiny cases.
 */
export function chunkBufferFor(size: number, most = CHUNK_BYTES): Buffer {
  // One byte more than the file: its whole content comes in one read, and the next read says the end.
  return Buffer.allocUnsafe(Math.max(1, Math.min(most, size + 1)));
}
