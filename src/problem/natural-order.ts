// Case names are sorted the way people count (2 before 10), by ICU's collation ("en", numeric, base strength).
// Creating that Intl.Collator loads ICU's collation data: about 8 ms, a large part of judging one small case.
// Names of printable ASCII are compared here by the same rules, read off ICU's own order (the property test
// checks them against the collator); any other name goes to the collator, created on first need.

// Printable ASCII in ICU's root order at base strength: punctuation and symbols, then digits, then letters.
const ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
const DIGITS = ORDER.indexOf("0"); // a run of digits weighs as one number, in the digits' place
const RANK = new Int8Array(128).fill(-1);
for (const [index, char] of [...ORDER].entries()) {
  RANK[char.charCodeAt(0)] = index;
  RANK[char.toUpperCase().charCodeAt(0)] = index;
}
const ASCII_NAME = /^[\x20-\x7e]*$/;
const LONG_NUMBER = /[0-9]{100}/; // ICU splits very long digit runs; leave those to it

let collator: Intl.Collator | undefined;

/** Negative, zero or positive as `new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare` gives. */
export function compareNaturally(a: string, b: string): number {
  if (!ASCII_NAME.test(a) || !ASCII_NAME.test(b) || LONG_NUMBER.test(a) || LONG_NUMBER.test(b)) {
    collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    return collator.compare(a, b);
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = RANK[a.charCodeAt(i)]!;
    const y = RANK[b.charCodeAt(j)]!;
    const xDigit = x >= DIGITS && x < DIGITS + 10;
    const yDigit = y >= DIGITS && y < DIGITS + 10;
    if (xDigit && yDigit) {
      // Numbers by value: leading zeros do not count, then the longer is larger, then digit by digit.
      let iEnd = i;
      while (iEnd < a.length && isDigit(a.charCodeAt(iEnd))) iEnd++;
      let jEnd = j;
      while (jEnd < b.length && isDigit(b.charCodeAt(jEnd))) jEnd++;
      const m = a.slice(i, iEnd).replace(/^0+/, "");
      const n = b.slice(j, jEnd).replace(/^0+/, "");
      if (m.length !== n.length) return m.length < n.length ? -1 : 1;
      if (m !== n) return m < n ? -1 : 1;
      i = iEnd;
      j = jEnd;
      continue;
    }
    const xWeight = xDigit ? DIGITS : x;
    const yWeight = yDigit ? DIGITS : y;
    if (xWeight !== yWeight) return xWeight < yWeight ? -1 : 1;
    i++;
    j++;
  }
  if (i < a.length) return 1;
  if (j < b.length) return -1;
  return 0;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
