import type { PairFindings } from "./patterns/pair-patterns";
import type { Periodicity } from "./patterns/periodicity";
import type { View } from "./view";

// Hand-written SVG: a Grundy sequence plot for 1-D games, a Grundy heatmap with the P-positions for 2-D games,
// and for Wythoff-like games the two rays of slope s and 1/s that the P-positions follow.

export const SVG_MARK = "made by stonebench explore";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const fmt = (x: number) => (Math.round(x * 10) / 10).toString();

function ticks(max: number, count = 6): number[] {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? power * 10;
  const out: number[] = [];
  for (let t = 0; t <= max; t += step) out.push(t);
  return out;
}

function frame(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<!-- ${SVG_MARK} -->`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="15" font-weight="bold">${escape(title)}</text>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

/** 1-D: G(n) against n, the P-positions (G = 0) in red; past 1,000 positions, one bar per pixel column. */
export function grundyPlotSvg(view: View, title: string, period?: Periodicity): string {
  const last = view.range;
  let maxG = 1;
  for (let n = view.first; n <= last; n++) maxG = Math.max(maxG, view.values[n]!);
  const [W, H, left, right, top, bottom] = [860, 380, 60, 190, 40, 50];
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const x = (n: number) => left + (n / Math.max(last, 1)) * plotW;
  const y = (g: number) => top + plotH - (g / maxG) * plotH;
  const body: string[] = [];
  body.push(`<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="black"/>`);
  body.push(`<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="black"/>`);
  for (const t of ticks(last)) body.push(`<line x1="${fmt(x(t))}" y1="${top + plotH}" x2="${fmt(x(t))}" y2="${top + plotH + 5}" stroke="black"/><text x="${fmt(x(t))}" y="${top + plotH + 18}" text-anchor="middle">${t}</text>`);
  for (const t of ticks(maxG, 5)) body.push(`<line x1="${left - 5}" y1="${fmt(y(t))}" x2="${left}" y2="${fmt(y(t))}" stroke="black"/><text x="${left - 8}" y="${fmt(y(t) + 4)}" text-anchor="end">${t}</text>`);
  body.push(`<text x="${left + plotW / 2}" y="${H - 10}" text-anchor="middle">n (heap)</text>`);
  body.push(`<text x="16" y="${top + plotH / 2}" text-anchor="middle" transform="rotate(-90 16 ${top + plotH / 2})">Grundy value G(n)</text>`);
  const count = last - view.first + 1;
  if (count <= 1000) {
    const r = last > 300 ? 1.2 : 2.2;
    for (let n = view.first; n <= last; n++) {
      const g = view.values[n]!;
      if (g < 0) continue;
      body.push(g === 0 ? `<circle cx="${fmt(x(n))}" cy="${fmt(y(0))}" r="${r + 1}" fill="#d62728"/>` : `<circle cx="${fmt(x(n))}" cy="${fmt(y(g))}" r="${r}" fill="#1f77b4"/>`);
    }
  } else {
    // Each pixel column holds many heaps: a bar from their least to their largest value, a red mark if any is P.
    for (let column = 0; column < plotW; column++) {
      const from = Math.max(view.first, Math.ceil((column / plotW) * last));
      const to = Math.min(last, Math.ceil(((column + 1) / plotW) * last) - 1);
      let low = Infinity;
      let high = -1;
      let anyP = false;
      for (let n = from; n <= to; n++) {
        const g = view.values[n]!;
        if (g === 0) anyP = true;
        if (g > 0) [low, high] = [Math.min(low, g), Math.max(high, g)];
      }
      const cx = fmt(left + column + 0.5);
      if (high > 0) body.push(`<line x1="${cx}" y1="${fmt(y(low) + 0.5)}" x2="${cx}" y2="${fmt(y(high) - 0.5)}" stroke="#1f77b4"/>`);
      if (anyP) body.push(`<rect x="${fmt(left + column)}" y="${fmt(y(0) - 3)}" width="1" height="6" fill="#d62728"/>`);
    }
  }
  if (period && period.preperiod <= last) {
    const px = fmt(x(period.preperiod));
    body.push(`<line x1="${px}" y1="${top}" x2="${px}" y2="${top + plotH}" stroke="#2ca02c" stroke-width="1.5" stroke-dasharray="5 4"/>`);
  }
  const lx = W - right + 20;
  body.push(`<circle cx="${lx}" cy="${top + 10}" r="4" fill="#1f77b4"/><text x="${lx + 10}" y="${top + 14}">G(n) &gt; 0: N-position</text>`);
  body.push(`<circle cx="${lx}" cy="${top + 32}" r="4" fill="#d62728"/><text x="${lx + 10}" y="${top + 36}">G(n) = 0: P-position</text>`);
  let ly = top + 54;
  if (period) {
    body.push(`<line x1="${lx - 6}" y1="${ly}" x2="${lx + 6}" y2="${ly}" stroke="#2ca02c" stroke-width="1.5" stroke-dasharray="5 4"/>`);
    body.push(`<text x="${lx + 10}" y="${ly + 4}">period ${period.period} from n = ${period.preperiod}</text>`);
    body.push(`<text x="${lx + 10}" y="${ly + 20}">(${period.status === "proved" ? "proved" : `observed to ${period.upTo}`})</text>`);
    ly += 40;
  }
  if (count > 1000) body.push(`<text x="${lx - 6}" y="${ly + 4}">each column: ${Math.ceil(count / plotW)} heaps</text>`);
  return frame(W, H, title, body);
}

/** Grundy value to a colour: light to dark blue-green as the value grows; P-positions are black. */
function shade(g: number, maxG: number): string {
  const t = maxG > 0 ? g / maxG : 0;
  const light = Math.round(92 - 55 * t);
  return `hsl(${Math.round(200 - 150 * t)},70%,${light}%)`;
}

const NOT_A_STATE_FILL = "#f2f2f2";
const UNSETTLED_FILL = "#f4c7a1";

/**
 * Cells of a square grid (b across, a up), every cell of 0..N: run-length rects per row. Past the plot's pixels,
 * each square stands for s×s positions: black if any is a P-position, else the shade of their largest value.
 */
function gridCells(values: ArrayLike<number>, size: number, x0: number, y0: number, plot: number): { body: string[]; maxG: number; block: number; notStates: boolean; unsettled: boolean } {
  const block = Math.max(1, Math.ceil(size / plot));
  const cells = Math.ceil(size / block);
  const cell = plot / cells;
  let maxG = 1;
  let notStates = false;
  let unsettled = false;
  for (let i = 0; i < size * size; i++) {
    const v = values[i]!;
    if (v > maxG) maxG = v;
    if (v === -1) notStates = true;
    if (v === -2) unsettled = true;
  }
  // Fills as classes of a 64-step palette: a map of 300 × 300 cells stays small.
  const level = (g: number) => Math.max(1, Math.round((63 * g) / maxG));
  const fillOf = (a0: number, b0: number): string => {
    let best = -3;
    let anyP = false;
    for (let a = a0; a < Math.min(size, a0 + block); a++) {
      for (let b = b0; b < Math.min(size, b0 + block); b++) {
        const v = values[a * size + b]!;
        if (v === 0) anyP = true;
        if (v > best) best = v;
      }
    }
    return anyP ? "p" : best > 0 ? `s${level(best)}` : best === -2 ? "u" : "x";
  };
  // In cell units inside one transform: whole-number coordinates keep a 600 × 600 map a few MB at most.
  const palette = Array.from({ length: 64 }, (_, i) => `.s${i}{fill:${shade((i / 63) * maxG, maxG)}}`).join("");
  const body: string[] = [`<style>.p{fill:black}.x{fill:${NOT_A_STATE_FILL}}.u{fill:${UNSETTLED_FILL}}${palette}</style>`, `<g transform="translate(${fmt(x0)} ${fmt(y0)}) scale(${cell})" shape-rendering="crispEdges">`];
  for (let row = 0; row < cells; row++) {
    let run = 0;
    let fill = fillOf(row * block, 0);
    const y = cells - 1 - row;
    for (let column = 1; column <= cells; column++) {
      const next = column < cells ? fillOf(row * block, column * block) : "";
      if (next === fill) continue;
      body.push(`<rect x="${run}" y="${y}" width="${column - run}" height="1" class="${fill}"/>`);
      [run, fill] = [column, next];
    }
  }
  body.push("</g>");
  return { body, maxG, block, notStates, unsettled };
}

/** The legend's colour key: P, the value scale, and the colours of cells that are not Grundy values. */
function legend(lx: number, ly: number, maxG: number, notStates: boolean, unsettled: boolean, block: number): { body: string[]; y: number } {
  const body: string[] = [];
  body.push(`<rect x="${lx}" y="${ly - 9}" width="12" height="12" fill="black"/><text x="${lx + 18}" y="${ly + 1}">P-position (G = 0)</text>`);
  ly += 26;
  body.push(`<text x="${lx}" y="${ly}">Grundy value</text>`);
  ly += 8;
  for (let i = 0; i <= 10; i++) body.push(`<rect x="${lx + i * 16}" y="${ly}" width="16" height="12" fill="${shade(Math.max(1, (i / 10) * maxG), maxG)}"/>`);
  body.push(`<text x="${lx}" y="${ly + 26}">1</text><text x="${lx + 176}" y="${ly + 26}" text-anchor="end">${maxG}</text>`);
  ly += 50;
  if (notStates) {
    body.push(`<rect x="${lx}" y="${ly - 9}" width="12" height="12" fill="${NOT_A_STATE_FILL}" stroke="#999"/><text x="${lx + 18}" y="${ly + 1}">not a state (isState rules it out)</text>`);
    ly += 22;
  }
  if (unsettled) {
    body.push(`<rect x="${lx}" y="${ly - 9}" width="12" height="12" fill="${UNSETTLED_FILL}"/><text x="${lx + 18}" y="${ly + 1}">unsettled: a move leaves the range</text>`);
    ly += 22;
  }
  if (block > 1) {
    body.push(`<text x="${lx}" y="${ly}">each square: ${block}×${block} positions,</text><text x="${lx}" y="${ly + 16}">black if any is a P-position</text>`);
    ly += 38;
  }
  return { body, y: ly };
}

/** 2-D: the Grundy heatmap over (b across, a up) of the whole range, P-positions black, and Wythoff's rays when the pattern has them. */
export function grundyHeatmapSvg(view: View, title: string, pair: PairFindings | undefined, plot = 560): string {
  const size = view.range + 1;
  const [left, top, legendW] = [60, 40, 250];
  const W = left + plot + legendW;
  const H = top + plot + 60;
  const grid = gridCells(view.values, size, left, top, plot);
  const unit = plot / size;
  const body: string[] = [...grid.body];
  body.push(`<rect x="${left}" y="${top}" width="${plot}" height="${plot}" fill="none" stroke="black"/>`);
  for (const t of ticks(size - 1, 6)) {
    const cx = fmt(left + (t + 0.5) * unit);
    const cy = fmt(top + plot - (t + 0.5) * unit);
    body.push(`<line x1="${cx}" y1="${top + plot}" x2="${cx}" y2="${top + plot + 5}" stroke="black"/><text x="${cx}" y="${top + plot + 18}" text-anchor="middle">${t}</text>`);
    body.push(`<line x1="${left - 5}" y1="${cy}" x2="${left}" y2="${cy}" stroke="black"/><text x="${left - 8}" y="${fmt(Number(cy) + 4)}" text-anchor="end">${t}</text>`);
  }
  body.push(`<text x="${left + plot / 2}" y="${top + plot + 36}" text-anchor="middle">b (second pile)</text>`);
  body.push(`<text x="18" y="${top + plot / 2}" text-anchor="middle" transform="rotate(-90 18 ${top + plot / 2})">a (first pile)</text>`);
  const lx = left + plot + 24;
  const key = legend(lx, top + 10, grid.maxG, grid.notStates, grid.unsettled, grid.block);
  body.push(...key.body);
  let ly = key.y;
  if (pair?.beatty) {
    // P-pairs (⌊kα⌋, ⌊kα⌋ + c·k) lie along b = s·a and, mirrored, b = a/s, with s = 1 + c/α (φ for Wythoff).
    const s = 1 + pair.beatty.step / pair.beatty.slope;
    const name = pair.beatty.name === "φ" && pair.beatty.step === 1 ? ["φ", "1/φ"] : [s.toFixed(4), (1 / s).toFixed(4)];
    const end = size - 1;
    // A ray a = m·b from the cell (0, 0), in plot coordinates (b across, a up), up to the edge of the square.
    const ray = (m: number, colour: string) => {
      const b = Math.min(end, end / m);
      const px = (v: number) => fmt(left + (v + 0.5) * unit);
      const py = (v: number) => fmt(top + plot - (v + 0.5) * unit);
      return `<line x1="${px(0)}" y1="${py(0)}" x2="${px(b)}" y2="${py(m * b)}" stroke="${colour}" stroke-width="2" stroke-dasharray="6 4"/>`;
    };
    body.push(ray(1 / s, "#e6550d"));
    body.push(ray(s, "#6a3d9a"));
    body.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="#e6550d" stroke-width="2" stroke-dasharray="6 4"/><text x="${lx + 30}" y="${ly + 4}">a = b/${name[0]}: slope ${name[1]}</text>`);
    ly += 22;
    body.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="#6a3d9a" stroke-width="2" stroke-dasharray="6 4"/><text x="${lx + 30}" y="${ly + 4}">a = ${name[0]}·b: slope ${name[0]}</text>`);
    ly += 26;
    const k = pair.beatty.step === 1 ? "k" : `${pair.beatty.step}k`;
    body.push(`<text x="${lx}" y="${ly}">P-pairs (⌊k${pair.beatty.name ?? "α"}⌋, ⌊k${pair.beatty.name ?? "α"}⌋ + ${k})</text>`);
  }
  return frame(W, H, title, body);
}

/** k-D: heatmaps of the (x_{k−1}, x_k) planes with x1 = 0, 1, 2, 3 (the other leading coordinates 0). */
export function tupleSlicesSvg(view: View, title: string): string {
  const size = view.range + 1;
  const plane = size * size;
  const [panel, gap, left, top] = [260, 40, 40, 50];
  const panels = Math.min(4, size);
  const W = left + panels * (panel + gap) + 230;
  const H = top + panel + 70;
  const body: string[] = [];
  let maxG = 1;
  let notStates = false;
  let unsettled = false;
  let block = 1;
  for (let first = 0; first < panels; first++) {
    const offset = first * size ** (view.dims - 1);
    const x0 = left + first * (panel + gap);
    const grid = gridCells(view.values.subarray(offset, offset + plane), size, x0, top, panel);
    body.push(...grid.body, `<rect x="${x0}" y="${top}" width="${panel}" height="${panel}" fill="none" stroke="black"/>`);
    body.push(`<text x="${x0 + panel / 2}" y="${top - 8}" text-anchor="middle">x1 = ${first}${view.dims > 4 ? `, x2..x${view.dims - 2} = 0` : view.dims === 4 ? ", x2 = 0" : ""}</text>`);
    body.push(`<text x="${x0 + panel / 2}" y="${top + panel + 18}" text-anchor="middle">x${view.dims} across 0..${view.range}, x${view.dims - 1} up</text>`);
    [maxG, notStates, unsettled, block] = [Math.max(maxG, grid.maxG), notStates || grid.notStates, unsettled || grid.unsettled, Math.max(block, grid.block)];
  }
  body.push(...legend(left + panels * (panel + gap), top + 10, maxG, notStates, unsettled, block).body);
  return frame(W, H, title, body);
}
