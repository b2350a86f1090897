import { InputError, InputReader } from "../../src/problem-kit/input-reader";
import type { ParseInput } from "../../src/problem-kit/generator";

/** A problem's validator as tests use it: parse a text, or get the InputError it must refuse the text with. */
export function validatorFor<Instance>(parseInput: ParseInput<Instance>) {
  const parse = (text: string): Instance[] => parseInput(new InputReader(text));
  const parseError = (text: string): InputError => {
    try {
      parse(text);
    } catch (error) {
      if (error instanceof InputError) return error;
      throw error;
    }
    throw new Error("the input was accepted");
  };
  return { parse, parseError };
}
