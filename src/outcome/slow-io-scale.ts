import { closeSync, openSync, readSync, statSync } from "node:fs";
import type { TestCase } from "../problem/find-cases";

// A TLE case named the source's slow I/O idioms whatever the case: a console.log or an endl run once for a one-line
// answer, in a program that was TLE for its O(n²) loop, was said to be "one write call a line … many times faster".
// An idiom is named only where the case is large enough on its side for it to cost: an input of 64 KiB or more for a
// reading idiom, an answer of 1,000 lines or more for a writing one (either, for cin and cout still tied to stdio).

/** A slow I/O idiom of a source (build/slow-io-note.ts finds them): its line, which side it slows, what to say. */
export interface SlowIoIdiom {
  line: number;
  side: "input" | "output" | "either";
  says: string;
}

const INPUT_BYTES = 64 * 1024;
const OUTPUT_LINES = 1000;

/** "; note: line N …" for each idiom that can cost on this case's input or answer, or "". */
export function slowIoNotes(idioms: readonly SlowIoIdiom[] | undefined, testCase: Pick<TestCase, "inputPath" | "answerPath" | "noAnswer">): string {
  if (!idioms?.length) return "";
  let bigInput: boolean | undefined;
  let longAnswer: boolean | undefined;
  const inputIsBig = () => (bigInput ??= sizeOf(testCase.inputPath) >= INPUT_BYTES);
  // No answer to measure (judge --in without --out): the idiom may cost, so it is named.
  const answerIsLong = () => (longAnswer ??= testCase.noAnswer === true || hasLines(testCase.answerPath, OUTPUT_LINES));
  const shown = idioms.filter(({ side }) => (side === "input" ? inputIsBig() : side === "output" ? answerIsLong() : inputIsBig() || answerIsLong()));
  return shown.map(({ line, says }) => `; note: line ${line} ${says}`).join("");
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

// Whether a file holds at least `count` newlines, read in 1 MiB chunks only as far as needed (unreadable: yes).
function hasLines(path: string, count: number): boolean {
  if (sizeOf(path) < count) return false;
  const buffer = Buffer.alloc(1 << 20);
  let fd: number | undefined;
  let seen = 0;
  try {
    fd = openSync(path, "r");
    for (;;) {
      const got = readSync(fd, buffer, 0, buffer.length, null);
      if (got <= 0) return false;
      for (let at = buffer.indexOf(10); at >= 0 && at < got; at = buffer.indexOf(10, at + 1)) if (++seen >= count) return true;
    }
  } catch {
    return true;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
