// HDU 2176 (Nim, listing the winning moves): with X the xor of all piles, the player to move loses exactly when
// X = 0; otherwise the winning moves are the piles a with (a xor X) < a, each reduced to a xor X.
import { readFileSync } from "node:fs";

const input = readFileSync(0);
const end = input.length;
let at = 0;

/** The next unsigned integer in the input, or -1 at the end. */
function readInt(): number {
  while (at < end && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= end) return -1;
  let value = 0;
  while (at < end && input[at]! >= 48 && input[at]! <= 57) value = value * 10 + (input[at++]! - 48);
  return value;
}

// The output is built in one growing byte buffer: a block can list 200000 moves.
let out = Buffer.allocUnsafe(1 << 16);
let used = 0;
function reserve(bytes: number): void {
  if (used + bytes <= out.length) return;
  let size = out.length * 2;
  while (size < used + bytes) size *= 2;
  const bigger = Buffer.allocUnsafe(size);
  out.copy(bigger, 0, 0, used);
  out = bigger;
}
const digits = new Uint8Array(10);
function writeInt(value: number): void {
  let count = 0;
  do {
    digits[count++] = 48 + (value % 10);
    value = Math.floor(value / 10);
  } while (value > 0);
  while (count > 0) out[used++] = digits[--count]!;
}
function writeText(text: string): void {
  for (let i = 0; i < text.length; i++) out[used++] = text.charCodeAt(i);
}

let piles = new Int32Array(1024);
for (;;) {
  const m = readInt();
  if (m <= 0) break;
  if (piles.length < m) piles = new Int32Array(m);
  let x = 0;
  let read = 0;
  for (; read < m; read++) {
    const a = readInt();
    if (a < 0) break;
    piles[read] = a;
    x ^= a;
  }
  reserve(4);
  if (x === 0) {
    writeText("No\n");
  } else {
    writeText("Yes\n");
    for (let i = 0; i < read; i++) {
      const a = piles[i]!;
      const b = a ^ x;
      if (b < a) {
        reserve(22);
        writeInt(a);
        out[used++] = 32;
        writeInt(b);
        out[used++] = 10;
      }
    }
  }
  if (read < m) break;
}
process.stdout.write(out.subarray(0, used));
