// The floating-point ways contestants compute Wythoff's ⌊kφ⌋ (or ⌊k/φ⌋, from which ⌊kφ⌋ = ⌊k/φ⌋ + k), each as the code
// they write. Every one is right in exact arithmetic and goes wrong only by rounding; find-float-traps.ts finds, for each,
// every k up to the limits where it is wrong, and the Wythoff problems' cases hold those k.

/** What the code approximates: ⌊kφ⌋ itself, or ⌊k/φ⌋ = ⌊k(φ − 1)⌋ (so ⌊kφ⌋ is that plus k). */
export type FormulaKind = "floor(k*phi)" | "floor(k/phi)";

export interface FloatFormula {
  id: string;
  family: "double φ" | "conjugate" | "ε-shift" | "Math.round" | "constant" | "float32" | "φ²";
  /** JavaScript in k, with PHI = (1 + Math.sqrt(5)) / 2 in scope: exactly what a solution writes. */
  code: string;
  kind: FormulaKind;
}

const f = (id: string, family: FloatFormula["family"], code: string, kind: FormulaKind = "floor(k*phi)"): FloatFormula => ({ id, family, code, kind });

export const FLOAT_FORMULAS: readonly FloatFormula[] = [
  // φ as a double, written the usual ways (the rounding happens in different places).
  f("double", "double φ", "Math.floor(k * (1 + Math.sqrt(5)) / 2)"),
  f("double-phi", "double φ", "Math.floor(k * PHI)"),
  f("double-sum", "double φ", "Math.floor((k + k * Math.sqrt(5)) / 2)"),
  f("double-halves", "double φ", "Math.floor(k / 2 + k * Math.sqrt(5) / 2)"),
  f("sqrt-5k2", "double φ", "Math.floor((k + Math.sqrt(5 * k * k)) / 2)"),
  // Division by the conjugate 0.618… = φ − 1 = 1/φ, or multiplication by it (then ⌊kφ⌋ = ⌊k/φ⌋ + k).
  f("div-conjugate", "conjugate", "Math.floor(k / ((Math.sqrt(5) - 1) / 2))"),
  f("div-0.618033988749895", "conjugate", "Math.floor(k / 0.618033988749895)"),
  f("div-0.6180339887", "conjugate", "Math.floor(k / 0.6180339887)"),
  f("div-0.618034", "conjugate", "Math.floor(k / 0.618034)"),
  f("mul-conjugate", "conjugate", "Math.floor(k * (Math.sqrt(5) - 1) / 2)", "floor(k/phi)"),
  f("mul-0.618033988749895", "conjugate", "Math.floor(k * 0.618033988749895)", "floor(k/phi)"),
  f("div-phi", "conjugate", "Math.floor(k / PHI)", "floor(k/phi)"),
  // A small ε against rounding, added or taken away.
  f("minus-1e-6", "ε-shift", "Math.floor(k * PHI - 1e-6)"),
  f("minus-1e-7", "ε-shift", "Math.floor(k * PHI - 1e-7)"),
  f("minus-1e-9", "ε-shift", "Math.floor(k * PHI - 1e-9)"),
  f("plus-1e-6", "ε-shift", "Math.floor(k * PHI + 1e-6)"),
  f("plus-1e-7", "ε-shift", "Math.floor(k * PHI + 1e-7)"),
  f("plus-1e-9", "ε-shift", "Math.floor(k * PHI + 1e-9)"),
  // ⌊x⌋ as Math.round(x − 0.5), in two spellings.
  f("round-minus-half", "Math.round", "Math.round(k * PHI - 0.5)"),
  f("round-half-sum", "Math.round", "Math.round((k * Math.sqrt(5) + k - 1) / 2)"),
  // φ cut to a constant of a given length (rounded to its last digit).
  f("1.618", "constant", "Math.floor(k * 1.618)"),
  f("1.61803", "constant", "Math.floor(k * 1.61803)"),
  f("1.618034", "constant", "Math.floor(k * 1.618034)"),
  f("1.6180339", "constant", "Math.floor(k * 1.6180339)"),
  f("1.61803399", "constant", "Math.floor(k * 1.61803399)"),
  f("1.618033989", "constant", "Math.floor(k * 1.618033989)"),
  f("1.6180339887", "constant", "Math.floor(k * 1.6180339887)"),
  f("1.61803398875", "constant", "Math.floor(k * 1.61803398875)"),
  f("1.618033988749", "constant", "Math.floor(k * 1.618033988749)"),
  f("1.6180339887499", "constant", "Math.floor(k * 1.6180339887499)"),
  f("1.61803398874989", "constant", "Math.floor(k * 1.61803398874989)"),
  // Single precision (a C float, or Float32Array in JavaScript).
  f("float32", "float32", "Math.floor(Math.fround(k * Math.fround(PHI)))"),
  f("float32-phi", "float32", "Math.floor(k * Math.fround(PHI))"),
  // Through the upper pile: ⌊kφ²⌋ − k.
  f("phi-squared", "φ²", "Math.floor(k * PHI * PHI) - k"),
  f("phi-squared-sqrt", "φ²", "Math.floor(k * (3 + Math.sqrt(5)) / 2) - k"),
];

export type FormulaId = string;

const PHI = (1 + Math.sqrt(5)) / 2;
const compiled = new Map<string, (k: number) => number>();

/** The formula as a function of k, returning what it claims ⌊kφ⌋ is (for a ⌊k/φ⌋ formula: its value plus k). */
export function claimedLower(formula: FloatFormula): (k: number) => number {
  let fn = compiled.get(formula.id);
  if (!fn) {
    const body = formula.kind === "floor(k*phi)" ? formula.code : `(${formula.code}) + k`;
    // The code as written, compiled once: the same text the docs and the wrong solutions show.
    fn = new Function("PHI", `return (k) => ${body};`)(PHI) as (k: number) => number;
    compiled.set(formula.id, fn);
  }
  return fn;
}

export function formulaById(id: string): FloatFormula {
  const formula = FLOAT_FORMULAS.find((item) => item.id === id);
  if (!formula) throw new Error(`no float formula "${id}"`);
  return formula;
}
