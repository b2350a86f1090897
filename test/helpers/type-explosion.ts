// Type-level code that takes gigabytes to check: 10^4 × 10^4 properties compared structurally. A solution that
// otherwise echoes its input (AC on the echo problem), for the tests that hold the type check to its limits.
export const TYPE_EXPLOSION = `type D = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type K = \`k\${D}\${D}\${D}\${D}\`;
type O = { [P in K]: { [Q in K]: P } };
export function widen(a: O): void {
  const b: { [P in K]: { [Q in K]: string } } = a;
  void b;
}
import { readFileSync } from "node:fs";
process.stdout.write(readFileSync(0));
`;
