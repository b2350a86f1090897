// The floating-point formulas for ⌊kφ⌋ that solutions copy, and the k (losing position within 10^9) where they are
// wrong, as found by find-float-traps.ts over every k ≤ 381966011. Case recipes and tests read these lists.

/** Each formula as it is usually written, in doubles. */
export const floatFormulas = {
  /** Math.floor(k * (1 + Math.sqrt(5)) / 2): the widely copied formula (also written with φ as a double). */
  double: (k: number): number => Math.floor((k * (1 + Math.sqrt(5))) / 2),
  /** Math.floor(k / 0.6180339887): the reciprocal of φ cut to ten digits (a little small, so the floor runs high). */
  constantDivide: (k: number): number => Math.floor(k / 0.6180339887),
  /** Math.floor(k * 1.6180339887): φ cut to ten digits (a little small, so the floor runs low). */
  constantMultiply: (k: number): number => Math.floor(k * 1.6180339887),
} as const;

export type FloatFormula = keyof typeof floatFormulas;

/** The largest k whose losing position fits HDU 1527 (b ≤ 10^9) and HDU 2177 (b ≤ 10^6). */
export const MAX_K_1527 = 381_966_011;
export const MAX_K_2177 = 381_966;

/** All 14 k ≤ MAX_K_1527 where the double formula is wrong (it gives ⌊kφ⌋ + 1 at each); none is ≤ 10^6. */
export const doubleTraps = [
  102_334_155, 141_422_324, 180_510_493, 204_668_310, 219_598_662, 243_756_479, 267_914_296, 282_844_648, 307_002_465,
  321_932_817, 336_863_169, 346_090_634, 361_020_986, 370_248_451,
];

/**
 * Where Math.floor(k / 0.6180339887) is wrong (9,529,070 k ≤ MAX_K_1527 in all): the first ten, which are all of those
 * ≤ MAX_K_2177 (the first is the Fibonacci number F(26) = 121393), then the last three ≤ MAX_K_1527.
 */
export const constantDivideTraps = [
  121_393, 167_761, 214_129, 242_786, 260_497, 289_154, 317_811, 335_522, 364_179, 381_890, 381_965_936, 381_965_957,
  381_965_991,
];

/**
 * Where Math.floor(k * 1.6180339887) is wrong (3,639,776 k ≤ MAX_K_1527 in all): the first three, which are all of
 * those ≤ MAX_K_2177 (the first is F(27) = 196418), then the last three ≤ MAX_K_1527.
 */
export const constantMultiplyTraps = [196_418, 271_443, 346_468, 381_965_915, 381_965_970, 381_966_004];
