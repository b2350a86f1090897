import { octalGame } from "../../problem-kit/octal";

// Officers (octal 0.6): take one token from a heap, leaving one heap or two nonempty heaps (never taking the last
// token of a heap). No period is known; its rare values make each new value nearly linear to compute.
export const game = octalGame("0.6", "Officers (octal 0.6)", 10000);
