import type { View } from "./view";

// Compact maps of the P-positions in Unicode blocks: a strip for 1-D (█ P, · N), a grid for 2-D in half blocks.

/** 1-D: rows of `width` positions, each row labelled with its first n. */
export function heapStrip(view: View, width = 64, maxRows = 16): string[] {
  const lines: string[] = [];
  for (let start = 0; start <= view.range && lines.length < maxRows; start += width) {
    let row = "";
    for (let n = start; n < start + width && n <= view.range; n++) {
      const value = view.values[n]!;
      row += value < 0 ? " " : value === 0 ? "█" : "·";
    }
    lines.push(`${String(start).padStart(6)} ${row}`);
  }
  const shown = Math.min(view.range + 1, width * maxRows);
  if (shown <= view.range) lines.push(`       (n = 0..${shown - 1} shown of 0..${view.range})`);
  return lines;
}

/** 2-D: a (b across, a down) grid of P-positions, two rows of cells per line (▀ ▄ █). */
export function pairGrid(view: View, side = 64): string[] {
  const size = view.range + 1;
  const shown = Math.min(size, side);
  const isP = (a: number, b: number) => a < shown && view.values[a * size + b] === 0;
  const lines = [`       b → 0..${shown - 1}`];
  for (let a = 0; a < shown; a += 2) {
    let row = "";
    for (let b = 0; b < shown; b++) {
      const top = isP(a, b);
      const bottom = isP(a + 1, b);
      row += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : "·";
    }
    lines.push(`${`a=${a}`.padStart(6)} ${row}`);
  }
  if (shown < size) lines.push(`       (a, b ≤ ${shown - 1} shown of ≤ ${view.range})`);
  return lines;
}
