import { subtractionGame } from "../../problem-kit/octal";

// Any subtraction game with takes a, b, c (parameters: --param a=2 --param b=5; a take of 0 is left out).
export const parameters = { a: 1, b: 2, c: 0 };
export const game = ({ a, b, c }: Record<string, number>) => subtractionGame([a!, b!, c!].filter((s) => s > 0));
