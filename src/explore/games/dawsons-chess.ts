import { octalGame } from "../../problem-kit/octal";

// Dawson's chess (octal 0.137): the same game as Dawson's Kayles shifted by one; the literature's "period 34,
// last exception at n = 51" is stated in this counting (0.07 has its last exception at n = 52).
export const game = octalGame("0.137", "Dawson's chess (octal 0.137)", 1000);
