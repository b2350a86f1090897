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

/**
 * The largest input a validator takes: the tool host passes it in one message (a string may serialize as UTF-16, two
 * bytes a character) and the parsed instances come back in another. STONEBENCH_VALIDATOR_INPUT_MAX_BYTES sets it (tests).
 */
export const MAX_VALIDATOR_INPUT_BYTES =
  Number(process.env.STONEBENCH_VALIDATOR_INPUT_MAX_BYTES) > 0 ? Math.min(Number(process.env.STONEBENCH_VALIDATOR_INPUT_MAX_BYTES), 64 << 20) : 64 << 20;

/** Collects chunks and hands out whole messages, in order; a message is joined once, when all of it has come. */
export class FrameReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  /** Head plus body of the message being collected, once its head has come. */
  private needed: number | undefined;

  constructor(private readonly onMessage: (message: unknown) => void) {}

  push(chunk: Buffer): void {
    this.pending.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      if (this.needed === undefined) {
        const head = this.pending[0]!.length >= 4 ? this.pending[0]! : Buffer.concat(this.pending);
        const length = head.readUInt32LE(0);
        if (length > MAX_FRAME_BYTES) throw new Error(`a message of ${length} bytes, over the ${MAX_FRAME_BYTES >> 20} MiB limit`);
        this.needed = 4 + length;
      }
      if (this.buffered < this.needed) return;
      const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
      const body = all.subarray(4, this.needed);
      const rest = all.subarray(this.needed);
      this.pending = rest.length ? [rest] : [];
      this.buffered = rest.length;
      this.needed = undefined;
      this.onMessage(deserialize(body));
    }
  }
}
