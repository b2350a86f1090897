import type { View } from "./view";

// Compact maps of the P-positions in Unicode blocks: a strip for 1-D (█ P, · N), a grid for 2-D in half blocks,
// slices of a grid for tuples. States that are not states (isState) are blank, unsettled ones "?", never "·".

const cell = (value: number) => (value === 0 ? "█" : value > 0 ? "·" : value === -2 ? "?" : " ");

/** 1-D: rows of `width` positions, each row labelled with its first n. */
export function heapStrip(view: View, width = 64, maxRows = 16): string[] {
  const lines: string[] = [];
  for (let start = 0; start <= view.range && lines.length < maxRows; start += width) {
    let row = "";
    for (let n = start; n < start + width && n <= view.range; n++) row += cell(view.values[n]!);
    lines.push(`${String(start).padStart(6)} ${row}`);
  }
  const shown = Math.min(view.range + 1, width * maxRows);
  if (shown <= view.range) lines.push(`       (n = 0..${shown - 1} shown of 0..${view.range})`);
  return lines;
}

/**
 * 2-D: a (b across, a down) grid of P-positions, two rows of cells per line (▀ ▄ █) when every cell shown is a
 * settled state; one row per line otherwise, so that a blank or "?" is never mistaken for half a block.
 */
export function pairGrid(view: View, side = 64, values: ArrayLike<number> = view.values, [down, across]: readonly [string, string] = ["a", "b"]): string[] {
  const size = view.range + 1;
  const shown = Math.min(size, side);
  const at = (a: number, b: number) => values[a * size + b]!;
  let allStates = true;
  for (let a = 0; a < shown && allStates; a++) for (let b = 0; b < shown; b++) if (at(a, b) < 0) allStates = false;
  const lines = [`       ${across} → 0..${shown - 1}`];
  for (let a = 0; a < shown; a += allStates ? 2 : 1) {
    let row = "";
    for (let b = 0; b < shown; b++) {
      if (!allStates) {
        row += cell(at(a, b));
        continue;
      }
      const top = at(a, b) === 0;
      const bottom = a + 1 < shown && at(a + 1, b) === 0;
      row += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : "·";
    }
    lines.push(`${`${down}=${a}`.padStart(6)} ${row}`);
  }
  if (shown < size) lines.push(`       (${down}, ${across} ≤ ${shown - 1} shown of ≤ ${view.range})`);
  return lines;
}

/** k-D: the (x_{k−1}, x_k) grids with x1 = 0, 1, 2 and the other leading coordinates 0. */
export function tupleList(view: View, side = 32): string[] {
  const size = view.range + 1;
  const plane = size * size;
  const lines: string[] = [];
  for (let first = 0; first <= Math.min(2, view.range); first++) {
    const offset = first * size ** (view.dims - 1);
    const slice = view.values.subarray(offset, offset + plane);
    const [down, across] = [`x${view.dims - 1}`, `x${view.dims}`];
    // Four piles: "x2 = 0" (it said "x2..x2 = 0"); rows are named x3, not a.
    const zeros = view.dims === 4 ? ", x2 = 0" : view.dims > 4 ? `, x2..x${view.dims - 2} = 0` : "";
    lines.push(`x1 = ${first}${zeros} (${down} down, ${across} across):`);
    lines.push(...pairGrid({ ...view, dims: 2 }, side, slice, [down, across]).slice(1));
  }
  return lines;
}
