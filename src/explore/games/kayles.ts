import { octalGame } from "../../problem-kit/octal";

// Kayles (octal 0.77): knock down one pin or two adjacent pins from a row; the rest may fall into two rows.
export const game = octalGame("0.77", "Kayles (octal 0.77)", 1000);
