import { deserialize, serialize } from "node:v8";

/**
 * The tool host's wire format, both ways: a 4-byte little-endian length, then the message as structured clone
 * (node:v8), so instances keep their BigInts, Maps and nested arrays across the sandbox's wall.
 */

/** The largest message either side accepts: a runaway tool cannot make the judge buffer without bound. */
export const MAX_FRAME_BYTES = 256 << 20;

export function encodeFrame(message: unknown): Buffer {
  const body = serialize(message);
  const head = Buffer.alloc(4);
  head.writeUInt32LE(body.length);
  return Buffer.concat([head, body]);
}

/** Collects chunks and hands out whole messages, in order. */
export class FrameReader {
  private pending: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly onMessage: (message: unknown) => void) {}

  push(chunk: Buffer): void {
    this.pending.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      // Join the chunks only once a whole message is in: joining at every chunk copied a 20 MB frame 300 times.
      const head = this.pending[0]!.length >= 4 ? this.pending[0]! : Buffer.concat(this.pending);
      const length = head.readUInt32LE(0);
      if (length > MAX_FRAME_BYTES) throw new Error(`a message of ${length} bytes, over the ${MAX_FRAME_BYTES >> 20} MiB limit`);
      if (this.buffered < 4 + length) return;
      const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.buffered);
      const body = all.subarray(4, 4 + length);
      const rest = all.subarray(4 + length);
      this.pending = rest.length ? [rest] : [];
      this.buffered = rest.length;
      this.onMessage(deserialize(body));
    }
  }
}
