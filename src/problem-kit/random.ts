/**
 * A small seeded random generator (sfc32), so every generated input is reproducible from its seed.
 * Math.random cannot be seeded; this can, and it is fast enough for stress testing.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    // Spread the seed over the state with a string hash (cyrb128), so nearby seeds diverge at once.
    let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
    const text = String(seed);
    for (let i = 0; i < text.length; i++) {
      const k = text.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    this.a = h1 >>> 0;
    this.b = h2 >>> 0;
    this.c = h3 >>> 0;
    this.d = h4 >>> 0;
    for (let i = 0; i < 12; i++) this.next32();
  }

  /** A uniform 32-bit unsigned integer. */
  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [min, max], for ranges up to 2^53. */
  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) throw new RangeError(`bad range [${min}, ${max}]`);
    const span = max - min + 1;
    if (span <= 2 ** 32) {
      // Rejection sampling keeps it uniform.
      const limit = Math.floor(2 ** 32 / span) * span;
      let x = this.next32();
      while (x >= limit) x = this.next32();
      return min + (x % span);
    }
    for (;;) {
      const x = (this.next32() >>> 11) * 2 ** 32 + this.next32();
      const bound = Math.floor(2 ** 53 / span) * span;
      if (x < bound) return min + (x % span);
    }
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next32() < p * 2 ** 32;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[this.int(0, items.length - 1)]!;
  }

  /** An integer in [min, max] whose size is spread over orders of magnitude (small values are common). */
  spread(min: number, max: number): number {
    const digits = Math.max(1, Math.ceil(Math.log10(max - min + 1)));
    const cap = Math.min(max, min + 10 ** this.int(1, digits) - 1);
    return this.int(min, cap);
  }
}
