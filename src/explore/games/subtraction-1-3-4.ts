import { subtractionGame } from "../../problem-kit/octal";

// The subtraction game S = {1, 3, 4}: Grundy values 0 1 0 1 2 3 2, period 7 (Winning Ways).
export const game = subtractionGame([1, 3, 4]);
