import { resolve } from "node:path";
import { displayPath } from "../paths";
import type { ToolAnswer } from "../problem-kit/tool-host-serve";
import type { ToolHost } from "../tool-host/tool-host";

// A validator's own bug ("TypeError: Cannot read properties of undefined") was named without a line: its author had
// to guess where in validate.ts it threw. The host sends the frames; they are mapped to the tool's source here.

type Failure = Extract<ToolAnswer, { failure: unknown }>["failure"];

/** " (at problems/<id>/validate.ts:18:9)": the first frame in the tool's own file, else in its problem's; "" when none. */
export function failurePlace(failure: Failure, host: Pick<ToolHost, "mapStack">, sourcePath: string): string {
  if (!failure.stack) return "";
  const frames = host.mapStack(failure.stack).split("\n");
  const own = resolve(sourcePath);
  const problemDir = resolve(own, "..");
  const located = (line: string) => /(\/[^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line);
  const pick = (inside: string) => frames.map(located).find((match) => match && match[1]!.startsWith(inside));
  const found = pick(own) ?? pick(`${problemDir}/`);
  return found ? ` (at ${displayPath(found[1]!)}:${found[2]}:${found[3]})` : "";
}
