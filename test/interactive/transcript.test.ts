import { describe, expect, it } from "vitest";
import { Transcript } from "../../src/interactive/transcript";

describe("the transcript of an exchange", () => {
  it("joins a line written in pieces, keeps directions apart, and counts every byte", () => {
    const transcript = new Transcript();
    transcript.add("to-solution", Buffer.from("12"), 1);
    transcript.add("to-interactor", Buffer.from("first\n"), 2);
    transcript.add("to-solution", Buffer.from("3\n4\n"), 3);
    expect(transcript.all().map((line) => [line.direction, line.text, line.atMs])).toEqual([
      ["to-solution", "123", 1],
      ["to-interactor", "first", 2],
      ["to-solution", "4", 3],
    ]);
    expect(transcript.bytes).toEqual({ "to-interactor": 6, "to-solution": 6 });
  });

  it("keeps only the last lines within its cap, says how many were dropped, and cuts long lines", () => {
    const transcript = new Transcript(1000);
    for (let i = 0; i < 500; i++) transcript.add("to-interactor", Buffer.from(`${i}\n`), i);
    transcript.add("to-solution", Buffer.from(`${"x".repeat(1000)}\n`), 501);
    const lines = transcript.format(3);
    expect(lines[0]).toMatch(/^… \d+ earlier lines not shown$/);
    expect(lines.at(-2)).toMatch(/int → sol  x{200} … \(\+800 bytes\)$/);
    expect(lines.at(-1)).toBe("bytes: solution → interactor 1890, interactor → solution 1001");
    expect(transcript.all().length).toBeLessThan(100);
  });
});
