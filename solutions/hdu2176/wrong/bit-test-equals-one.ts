// expect: WA (finds the xor's top bit and tests each pile with (pile & bit) === 1, where the test wants !== 0: pile & bit is the bit itself, so only a xor of 1 lists its moves, and every other won block prints Yes with no move)
import { readSync, writeSync } from "node:fs";

const input = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function byte(): number {
  if (start === end) {
    start = 0;
    try {
      end = readSync(0, input, 0, input.length, null);
    } catch {
      end = 0;
    }
    if (end === 0) return -1;
  }
  return input[start++]!;
}
function int(): number {
  let c = byte();
  while (c !== -1 && (c < 48 || c > 57)) c = byte();
  if (c === -1) return -1;
  let n = 0;
  while (c >= 48 && c <= 57) {
    n = n * 10 + (c - 48);
    c = byte();
  }
  return n;
}

let out: string[] = [];
const flush = (): void => {
  if (out.length) writeSync(1, out.join(""));
  out = [];
};
const piles = new Int32Array(200_000);
for (;;) {
  const m = int();
  if (m <= 0) break;
  let x = 0;
  for (let i = 0; i < m; i++) {
    piles[i] = int();
    x ^= piles[i]!;
  }
  if (x === 0) {
    out.push("No\n");
  } else {
    const bit = 1 << (31 - Math.clz32(x));
    out.push("Yes\n");
    for (let i = 0; i < m; i++) if ((piles[i]! & bit) === 1) out.push(`${piles[i]} ${piles[i]! ^ x}\n`);
  }
  if (out.length > 4096) flush();
}
flush();
