import { octalGame } from "../../problem-kit/octal";

// Dawson's Kayles (octal 0.07): knock down exactly two adjacent pins; the rest may fall into two rows.
export const game = octalGame("0.07", "Dawson's Kayles (octal 0.07)", 1000);
