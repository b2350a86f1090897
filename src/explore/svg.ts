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

/** 1-D: G(n) against n, the P-positions (G = 0) in red. */
export function grundyPlotSvg(view: View, title: string, period?: Periodicity, maxPositions = 1000): string {
  const last = Math.min(view.range, view.first + maxPositions - 1);
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
  const r = last > 300 ? 1.2 : 2.2;
  for (let n = view.first; n <= last; n++) {
    const g = view.values[n]!;
    if (g < 0) continue;
    body.push(g === 0 ? `<circle cx="${fmt(x(n))}" cy="${fmt(y(0))}" r="${r + 1}" fill="#d62728"/>` : `<circle cx="${fmt(x(n))}" cy="${fmt(y(g))}" r="${r}" fill="#1f77b4"/>`);
  }
  if (period && period.preperiod <= last) {
    const px = fmt(x(period.preperiod));
    body.push(`<line x1="${px}" y1="${top}" x2="${px}" y2="${top + plotH}" stroke="#2ca02c" stroke-width="1.5" stroke-dasharray="5 4"/>`);
  }
  const lx = W - right + 20;
  body.push(`<circle cx="${lx}" cy="${top + 10}" r="4" fill="#1f77b4"/><text x="${lx + 10}" y="${top + 14}">G(n) &gt; 0: N-position</text>`);
  body.push(`<circle cx="${lx}" cy="${top + 32}" r="4" fill="#d62728"/><text x="${lx + 10}" y="${top + 36}">G(n) = 0: P-position</text>`);
  if (period) {
    body.push(`<line x1="${lx - 6}" y1="${top + 54}" x2="${lx + 6}" y2="${top + 54}" stroke="#2ca02c" stroke-width="1.5" stroke-dasharray="5 4"/>`);
    body.push(`<text x="${lx + 10}" y="${top + 58}">period ${period.period} from n = ${period.preperiod}</text>`);
    body.push(`<text x="${lx + 10}" y="${top + 74}">(${period.status === "proved" ? "proved, Guy–Smith" : `observed to ${period.upTo}`})</text>`);
  }
  return frame(W, H, title, body);
}

/** Grundy value to a colour: light to dark blue-green as the value grows; P-positions are black. */
function shade(g: number, maxG: number): string {
  const t = maxG > 0 ? g / maxG : 0;
  const light = Math.round(92 - 55 * t);
  return `hsl(${Math.round(200 - 150 * t)},70%,${light}%)`;
}

/** 2-D: the Grundy heatmap over (b across, a up), P-positions black, and Wythoff's rays when the pattern has them. */
export function grundyHeatmapSvg(view: View, title: string, pair: PairFindings | undefined, maxSide = 48): string {
  const size = view.range + 1;
  const shown = Math.min(size, maxSide);
  let maxG = 1;
  for (let a = 0; a < shown; a++) for (let b = 0; b < shown; b++) maxG = Math.max(maxG, view.values[a * size + b]!);
  const [left, top, plot, legendW] = [60, 40, 560, 230];
  const W = left + plot + legendW;
  const H = top + plot + 60;
  const cell = plot / shown;
  const X = (b: number) => left + b * cell;
  const Y = (a: number) => top + plot - (a + 1) * cell;
  const body: string[] = [];
  for (let a = 0; a < shown; a++) {
    for (let b = 0; b < shown; b++) {
      const g = view.values[a * size + b]!;
      body.push(`<rect x="${fmt(X(b))}" y="${fmt(Y(a))}" width="${fmt(cell + 0.3)}" height="${fmt(cell + 0.3)}" fill="${g === 0 ? "black" : shade(g, maxG)}"/>`);
    }
  }
  body.push(`<rect x="${left}" y="${top}" width="${plot}" height="${plot}" fill="none" stroke="black"/>`);
  for (const t of ticks(shown - 1, 6)) {
    const cx = fmt(X(t) + cell / 2);
    const cy = fmt(Y(t) + cell / 2);
    body.push(`<line x1="${cx}" y1="${top + plot}" x2="${cx}" y2="${top + plot + 5}" stroke="black"/><text x="${cx}" y="${top + plot + 18}" text-anchor="middle">${t}</text>`);
    body.push(`<line x1="${left - 5}" y1="${cy}" x2="${left}" y2="${cy}" stroke="black"/><text x="${left - 8}" y="${fmt(Number(cy) + 4)}" text-anchor="end">${t}</text>`);
  }
  body.push(`<text x="${left + plot / 2}" y="${top + plot + 36}" text-anchor="middle">b (second pile)</text>`);
  body.push(`<text x="18" y="${top + plot / 2}" text-anchor="middle" transform="rotate(-90 18 ${top + plot / 2})">a (first pile)</text>`);
  const lx = left + plot + 24;
  let ly = top + 10;
  body.push(`<rect x="${lx}" y="${ly - 9}" width="12" height="12" fill="black"/><text x="${lx + 18}" y="${ly + 1}">P-position (G = 0)</text>`);
  ly += 26;
  body.push(`<text x="${lx}" y="${ly}">Grundy value</text>`);
  ly += 8;
  for (let i = 0; i <= 10; i++) body.push(`<rect x="${lx + i * 16}" y="${ly}" width="16" height="12" fill="${shade(Math.max(1, (i / 10) * maxG), maxG)}"/>`);
  body.push(`<text x="${lx}" y="${ly + 26}">1</text><text x="${lx + 176}" y="${ly + 26}" text-anchor="end">${maxG}</text>`);
  ly += 50;
  if (pair?.beatty) {
    // P-pairs (⌊kα⌋, ⌊kα⌋ + k) lie along b = s·a and, mirrored, b = a/s, with s = 1 + 1/α (φ for Wythoff).
    const s = 1 + 1 / pair.beatty.slope;
    const name = pair.beatty.name === "φ" ? ["φ", "1/φ"] : [s.toFixed(4), (1 / s).toFixed(4)];
    const end = shown - 1;
    // A ray a = m·b from the cell (0, 0), in plot coordinates (b across, a up), up to the edge of the square.
    const ray = (m: number, colour: string) => {
      const b = Math.min(end, end / m);
      const px = (v: number) => fmt(left + (v + 0.5) * cell);
      const py = (v: number) => fmt(top + plot - (v + 0.5) * cell);
      return `<line x1="${px(0)}" y1="${py(0)}" x2="${px(b)}" y2="${py(m * b)}" stroke="${colour}" stroke-width="2" stroke-dasharray="6 4"/>`;
    };
    body.push(ray(1 / s, "#e6550d"));
    body.push(ray(s, "#6a3d9a"));
    body.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="#e6550d" stroke-width="2" stroke-dasharray="6 4"/><text x="${lx + 30}" y="${ly + 4}">a = b/${name[0]}: slope ${name[1]}</text>`);
    ly += 22;
    body.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="#6a3d9a" stroke-width="2" stroke-dasharray="6 4"/><text x="${lx + 30}" y="${ly + 4}">a = ${name[0]}·b: slope ${name[0]}</text>`);
    ly += 26;
    body.push(`<text x="${lx}" y="${ly}">P-pairs (⌊k${pair.beatty.name ?? "α"}⌋, ⌊k${pair.beatty.name ?? "α"}⌋ + k)</text>`);
  }
  if (shown < size) body.push(`<text x="${lx}" y="${top + plot}">a, b ≤ ${shown - 1} shown of ≤ ${view.range}</text>`);
  return frame(W, H, title, body);
}
